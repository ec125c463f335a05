import { gzipSync } from 'node:zlib';
import { PRIORITY_RANK, type Call } from '@phonesheet/shared/contracts';
import { sheetCall } from './json';

// The sheet cache's rows (sheet-cache.ts): each call's JSON text with what places it, kept in
// the database's order, and the response body made from them.

/** One call of a cached sheet: its JSON text and what decides its place. */
export interface SheetRow {
  id: string;
  desk: string;
  /** Priority rank (0 ASAP, 1 Today, 2 Whenever): the rolled-over order. */
  rank: number;
  /** When it happened, ms since the epoch. */
  at: number;
  version: number;
  json: string;
}

/** An all-desks body kept as bytes, and gzipped once on the first request that accepts it. */
export interface CachedBody {
  body: Buffer;
  gzip(): Buffer;
}

// ≈ 10:1 on a sheet (0.8 MB → 80 kB) in ≈ 3 ms, once per change; every read after that sends
// a tenth of the bytes (docs/performance.md, "The sheet cache").
const GZIP_LEVEL = 1;

export function cachedBody(text: string): CachedBody {
  const body = Buffer.from(text);
  let gzipped: Buffer | null = null;
  return { body, gzip: () => (gzipped ??= gzipSync(body, { level: GZIP_LEVEL })) };
}

export const priorityRank = (p: string) => PRIORITY_RANK[p as Call['priority']] ?? 2;
/** The most calls a sheet shows rolled over and from the day (the queries' limits). */
export const SHEET_ROLLED_MAX = 1000;
export const SHEET_TODAY_MAX = 10000;

/**
 * A call of an event as a sheet row: the same JSON object the database writes for the sheet
 * (a long note cut, `sheetCall`), keys aside.
 */
export const rowOf = (call: Call): SheetRow => ({
  id: call.id,
  desk: call.deskUserId,
  rank: priorityRank(call.priority),
  at: Date.parse(call.occurredAt),
  version: call.version,
  json: JSON.stringify(sheetCall(call)),
});

export const byRolled = (a: SheetRow, b: SheetRow) => a.rank - b.rank || a.at - b.at;
export const byToday = (a: SheetRow, b: SheetRow) => b.at - a.at;

/** Inserts after every row that sorts before or level with it (the database's order). */
export function insertSorted(rows: SheetRow[], row: SheetRow, cmp: (a: SheetRow, b: SheetRow) => number) {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cmp(rows[mid] as SheetRow, row) <= 0) lo = mid + 1;
    else hi = mid;
  }
  rows.splice(lo, 0, row);
}

/** Chars of JSON in a sheet's rows. */
export function charsOf(rolled: SheetRow[], today: SheetRow[]): number {
  let chars = 0;
  for (const r of rolled) chars += r.json.length;
  for (const r of today) chars += r.json.length;
  return chars;
}

/** The body of GET /calls/sheet, `{"data": Sheet}` (contracts), from the calls' own texts. */
export const sheetBody = (from: Date, to: Date, rolled: SheetRow[], today: SheetRow[]) =>
  `{"data":{"from":"${from.toISOString()}","to":"${to.toISOString()}","rolledOver":[${rolled
    .map((r) => r.json)
    .join(',')}],"today":[${today.map((r) => r.json).join(',')}]}}`;
