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

/*
 * Formula injection (OWASP "CSV Injection"; docs/phone-sheet.md, "What a spreadsheet sees").
 * A spreadsheet runs a cell as a formula when it starts with = + - @ (or their full-width
 * forms, which some Excel locales read the same), TAB or CR. A cell starts where the reader
 * splits: after our commas, but Excel in French, Italian or Spanish splits on `;`, a TSV reading
 * on TAB, and a reader that ignores the quotes starts a row at a line break. So a text gets a '
 * in front of every such character that opens it or follows , ; TAB CR or LF (with only
 * spaces and quotes between): `a;=1+1` is written `a;'=1+1`, `+1 212…` is `'+1 212…`. The
 * database writes the export's lines with this pattern and the import takes the ' off with
 * its mirror: JS RegExp and PostgreSQL's ARE read this syntax alike.
 */
const CELL_START = String.raw`(?:^|(?<=[,;\t\r\n]))([ "']*)`;
const FORMULA_CHAR = String.raw`(?=[-=+@\t\r\uFF1D\uFF0B\uFF0D\uFF20])`;
// (The separator is looked behind, not matched: TAB and CR both end a cell and open a formula,
// and PostgreSQL's longest match and JS's first match would otherwise pick different ones.)
const FORMULA_AT = CELL_START + FORMULA_CHAR;
/** The same place with the ' the export put there: the import takes it off again. */
const DEFUSED_AT = `${CELL_START}'${FORMULA_CHAR}`;

/**
 * What an import reads from a cell: the text the export defused, as it was (a ' the export
 * added goes; one the text had stays, since the export added another before it).
 */
export const undefuse = (s: string) => s.replace(new RegExp(DEFUSED_AT, 'g'), '$1');

/**
 * A text cell written in JS (the report's CSV, services/phonesheet/reports/csv.ts): a ' at each
 * FORMULA_AT, then quoted, its quotes doubled, as the export's SQL does (sqlText below).
 */
export const csvText = (s: string) =>
  `"${s.replace(new RegExp(FORMULA_AT, 'g'), "$1'").replace(/"/g, '""')}"`;

/** The export's first line: the column names, bare (none needs quotes or a '). */
export const CSV_HEADER_LINE = `${CSV_HEADER.join(',')}\r\n`;

/*
 * Export lines are built by the database (CSV_LINE_SQL), so the API receives one string per
 * batch of calls instead of a row object with a dozen strings and four Dates per call, and its
 * memory stays flat (docs/performance.md, "CSV export memory"). Every text cell is defused
 * (FORMULA_AT) and quoted, its quotes doubled (RFC 4180); the cells the API writes itself (times, direction, priority,
 * id) cannot hold a separator, a quote or a formula and stay bare.
 */
const sqlLiteral = (s: string) => `E'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
/** A text cell: a ' at each FORMULA_AT, then quoted. */
const sqlText = (e: string) =>
  `('"' || replace(regexp_replace(${e}, ${sqlLiteral(FORMULA_AT)}, ${sqlLiteral("\\1'")}, 'g'), '"', '""') || '"')`;
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
  sqlText('b.contact_name'),
  sqlText('b.contact_company'),
  sqlText('b.phone_e164'),
  sqlText('b.phone_raw'),
  sqlText('b.extension'),
  sqlText('b.desk_name'),
  sqlText('b.status_name'),
  'b.priority',
  sqlText('b.notes'),
  sqlIso('b.follow_up_at'),
  sqlText('b.logger_name'),
  'b.id::text',
];

/** One CSV line of a row of `b`, CRLF included, as a SQL expression. */
export const CSV_LINE_SQL = `${CSV_CELLS_SQL.join(" || ',' || ")} || E'\\r\\n'`;
