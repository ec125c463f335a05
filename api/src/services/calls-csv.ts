import type { Call } from '@phonesheet/shared/contracts';

export const CSV_HEADER = [
  'occurredAt',
  'direction',
  'name',
  'company',
  'phone',
  'phoneAsTyped',
  'extension',
  'desk',
  'status',
  'priority',
  'notes',
  'followUpAt',
  'loggedBy',
  'id',
];

/** Columns an import file must name (any order; extra columns are ignored). */
export const IMPORT_COLUMNS = [
  'direction',
  'name',
  'company',
  'phone',
  'extension',
  'status',
  'priority',
  'notes',
  'occurredAt',
] as const;

// Free text starting with = + - @ would run as a formula in a spreadsheet: prefix a quote.
const defuse = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function csvLine(cells: Array<string | null>): string {
  return cells.map((c) => quote(c ?? '')).join(',') + '\r\n';
}

export function callCsvCells(call: Call, statusName: (id: string) => string): string[] {
  return [
    call.occurredAt,
    call.direction === 'in' ? 'incoming' : 'outgoing',
    defuse(call.contactName),
    defuse(call.contactCompany),
    call.phoneE164,
    defuse(call.phone),
    call.extension ?? '',
    defuse(call.deskName),
    defuse(statusName(call.statusId)),
    call.priority,
    defuse(call.notes),
    call.followUpAt ?? '',
    defuse(call.loggedByName),
    call.id,
  ];
}

/** RFC 4180 parser: quoted fields, doubled quotes, CRLF or LF; null when quotes never close. */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  const src = text.replace(/^\ufeff/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i] as string;
    if (inQuotes) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else field += ch;
    } else if (ch === '"' && field === '') inQuotes = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (inQuotes) return null;
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0]?.trim() === ''));
}
