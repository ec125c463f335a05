import { setImmediate as tick } from 'node:timers/promises';
import { parse, CsvError } from 'csv-parse';
import { PHONESHEET_LIMITS as LIM, PHONESHEET_TEXTS as PT } from '@phonesheet/shared/contracts';
import { IMPORT_COLUMNS, undefuse } from './csv';
import { Stop } from './import-job';

// The parse stage of a CSV import: the file read by csv-parse a chunk at a time, between
// yields to the event loop, into the cells of each data row by column name.

/** Characters of the file handed to the parser at a time (≈ 300 rows). */
const PARSE_CHUNK = 32 * 1024;

export type Column = (typeof IMPORT_COLUMNS)[number];
/** A data row: its line in the file (the header is line 1) and its cells. */
export type CsvRecord = { line: number; cells: Record<Column, string> };

/**
 * The file's data rows as its line count tells them (exact unless a quoted cell spans lines),
 * so the progress bar has its end before the file is read through; the count is made exact
 * when checking ends.
 */
export function estimateRows(csv: string): number {
  let lines = 0;
  for (let at = csv.indexOf('\n'); at >= 0; at = csv.indexOf('\n', at + 1)) lines++;
  if (csv.length && !csv.endsWith('\n')) lines++;
  return Math.max(0, lines - 1);
}

/** The Stop of a parser's failure at about `line`. */
function parseFailure(failure: unknown, line: number): Stop {
  // An unclosed quote swallows the rest of the file: the file is not a CSV table.
  if (failure instanceof CsvError && failure.code === 'CSV_QUOTE_NOT_CLOSED')
    return new Stop('failed', PT['phonesheet.validation.csvHeader']);
  // The parser counts the file's lines; rows are counted the same way unless a quoted
  // cell spans lines.
  const at = (failure as { lines?: number }).lines ?? line + 2;
  const text = `Line ${at}: ${PT['phonesheet.validation.csvQuotes']}`;
  return new Stop('failed', text, [{ line: at, errors: [PT['phonesheet.validation.csvQuotes']] }]);
}

/** Where each import column is in the header's cells; a Stop when one is missing. */
function headerIndex(header: string[]): Record<Column, number> {
  const cols = header.map((h) => h.trim().toLowerCase());
  const found = IMPORT_COLUMNS.map((c) => [c, cols.indexOf(c.toLowerCase())] as const);
  if (found.some(([, i]) => i < 0)) throw new Stop('failed', PT['phonesheet.validation.csvHeader']);
  return Object.fromEntries(found) as Record<Column, number>;
}

/** Reads the file in slices: the header's columns, then each data row's cells. */
export async function* records(csv: string): AsyncGenerator<CsvRecord[]> {
  const parser = parse({
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    // A line of blanks is no row (as before); `,,,` is a row with empty cells.
    on_record: (r: string[]) => (r.length === 1 && (r[0] ?? '').trim() === '' ? null : r),
  });
  const got: string[][] = [];
  let failure: unknown = null;
  parser.on('readable', () => {
    let r: string[] | null;
    while ((r = parser.read() as string[] | null) !== null) got.push(r);
  });
  parser.on('error', (err) => (failure = err));
  let index: Record<Column, number> | null = null;
  let line = 0;
  let ended = false;
  const ends = new Promise<void>((resolve) => parser.on('end', resolve).on('error', () => resolve()));
  for (let at = 0; !ended;) {
    if (at < csv.length) {
      parser.write(csv.slice(at, at + PARSE_CHUNK));
      at += PARSE_CHUNK;
    } else {
      parser.end();
      await ends;
      ended = true;
    }
    await tick();
    if (failure) throw parseFailure(failure, line);
    const batch: CsvRecord[] = [];
    for (const r of got.splice(0)) {
      line++;
      if (!index) {
        index = headerIndex(r);
        continue;
      }
      if (line - 1 > LIM.importMaxRows) throw new Stop('failed', PT['phonesheet.validation.csvTooLarge']);
      const cells = {} as Record<Column, string>;
      // A ' the export put before a formula character comes off (csv.ts, undefuse).
      for (const c of IMPORT_COLUMNS) cells[c] = undefuse(r[index[c]] ?? '');
      batch.push({ line, cells });
    }
    if (batch.length) yield batch;
  }
  if (!index) throw new Stop('failed', PT['phonesheet.validation.csvHeader']);
  if (line < 2) throw new Stop('failed', PT['phonesheet.validation.csvEmpty']);
}
