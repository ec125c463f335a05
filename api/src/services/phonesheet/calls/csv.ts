import { isoUtcSql } from './json';

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

const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function csvLine(cells: Array<string | null>): string {
  return cells.map((c) => quote(c ?? '')).join(',') + '\r\n';
}

/*
 * Export lines are built by the database (CSV_LINE_SQL), so the API receives one string per
 * batch of calls instead of a row object with a dozen strings and four Dates per call, and its
 * memory stays flat (docs/performance.md, "CSV export memory"). The rules are csvLine's: a cell
 * holding " , CR or LF is quoted with its quotes doubled; free text starting with = + - @ TAB
 * or CR would run as a formula in a spreadsheet, so it gets a ' in front.
 */
const sqlQuote = (e: string) =>
  `(case when ${e} ~ E'[",\\r\\n]' then '"' || replace(${e}, '"', '""') || '"' else ${e} end)`;
const sqlDefuse = (e: string) =>
  `(case when left(${e}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r') then '''' || ${e} else ${e} end)`;
// Milliseconds and Z, as Date#toISOString writes them (the JSON API's format).
const sqlIso = (e: string) => `coalesce(${isoUtcSql(e)}, '')`;

/**
 * The cells of CSV_HEADER in SQL, over the export's rows `b` (calls service, exportCsv):
 * b.occurred_at, b.direction, b.contact_name, b.contact_company, b.phone_e164, b.phone_raw,
 * b.extension, b.desk_name, b.status_name, b.priority, b.notes, b.follow_up_at, b.logger_name,
 * b.id; texts never null.
 */
const CSV_CELLS_SQL = [
  sqlIso('b.occurred_at'),
  `(case b.direction when 'in' then 'incoming' else 'outgoing' end)`,
  sqlQuote(sqlDefuse('b.contact_name')),
  sqlQuote(sqlDefuse('b.contact_company')),
  sqlQuote('b.phone_e164'),
  sqlQuote(sqlDefuse('b.phone_raw')),
  sqlQuote('b.extension'),
  sqlQuote(sqlDefuse('b.desk_name')),
  sqlQuote(sqlDefuse('b.status_name')),
  'b.priority',
  sqlQuote(sqlDefuse('b.notes')),
  sqlIso('b.follow_up_at'),
  sqlQuote(sqlDefuse('b.logger_name')),
  'b.id::text',
];

/** One CSV line of a row of `b`, CRLF included, as a SQL expression. */
export const CSV_LINE_SQL = `${CSV_CELLS_SQL.join(" || ',' || ")} || E'\\r\\n'`;
