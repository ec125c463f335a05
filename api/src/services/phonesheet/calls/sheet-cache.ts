import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { PRIORITY_RANK, sheetPart, type Call, type PhonesheetEvent } from '@phonesheet/shared/contracts';
import { sheetCall } from './json';

// Today's sheet, kept between requests and kept current by the live events the API already
// fans out (docs/phone-sheet.md, "The sheet cache"). A company's sheet is read far more often
// than it is rebuilt: every open, reload and reconnect of every desk asks for it, while a call
// logged or changed moves one row. So a change is applied to the cached sheet, as each open
// browser applies it to its own, instead of dropping it. Anything that is not one call
// (statuses reopened or closed, an import, a renamed user) drops the company's sheets, and a
// read that raced a change is not kept.

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

/** A database read of a sheet under way, and the readers sharing it. */
interface Flight {
  /** The company's generation when it began: a reader that sees another does not join. */
  ticket: number;
  readers: number;
  done?: Promise<SheetBuild>;
}

interface Entry {
  companyId: string;
  from: number;
  to: number;
  /** The open statuses and the company's user names when read: a different answer is a miss. */
  openKey: string;
  open: Set<string>;
  namesKey: string;
  rolled: SheetRow[];
  today: SheetRow[];
  /** The all-desks answer, until the next change: sent as it is, never encoded again. */
  whole: CachedBody | null;
  chars: number;
}

// A company is held only while it has cached sheets or a read under way (its ticket), so
// companies that never read their sheet cost nothing, however many events they send.
interface Company {
  /**
   * Changed by every event of the company, from one counter for all companies (a company
   * dropped and held again never repeats a value): a read that saw another is not stored.
   */
  generation: number;
  /** The highest version seen in an event, per call: an event older than that is stale. */
  seen: Map<string, number>;
  /** The keys of its sheets in the cache. */
  keys: Set<string>;
}

export interface SheetCache {
  /** Every event, before or after the fan-out; duplicates and stale versions are ignored. */
  apply(companyId: string, event: PhonesheetEvent): void;
  /** The sheet's response body (sheetBody) if cached and current. */
  read(q: SheetKey & { desk?: string }): string | CachedBody | undefined;
  /** Taken before reading the database; `store` keeps the read only if nothing changed since. */
  ticket(companyId: string): number;
  store(ticket: number, q: SheetKey & { open: string[] }, rolled: SheetRow[], today: SheetRow[]): void;
  /**
   * The all-desks sheet read by `read` (the database) and stored if nothing changed meanwhile.
   * A reader that asks while a read of the same sheet is under way, and no event of its company
   * has arrived since that read began, shares it: one read and one body however many ask at once
   * (a sheet too large to keep is read again by every later reader, so without this each of
   * them held its own copies at the same time; docs/performance.md, "The spike of issue 44").
   */
  build(q: SheetKey & { open: string[] }, read: () => Promise<[SheetRow[], SheetRow[]]>): Promise<SheetBuild>;
  /** Chars of JSON held (tests, health). */
  size(): number;
  /** Companies held: those with cached sheets or a read under way (tests). */
  companies(): number;
}

/** An all-desks body kept as bytes, and gzipped once on the first request that accepts it. */
export interface CachedBody {
  body: Buffer;
  gzip(): Buffer;
}

// ≈ 10:1 on a sheet (0.8 MB → 80 kB) in ≈ 3 ms, once per change; every read after that sends
// a tenth of the bytes (docs/performance.md, "The sheet cache").
const GZIP_LEVEL = 1;

function cachedBody(text: string): CachedBody {
  const body = Buffer.from(text);
  let gzipped: Buffer | null = null;
  return { body, gzip: () => (gzipped ??= gzipSync(body, { level: GZIP_LEVEL })) };
}

/** A sheet read from the database, shared by the readers that asked while it was read. */
export interface SheetBuild {
  rolled: SheetRow[];
  today: SheetRow[];
  /**
   * The all-desks body, made once for all its readers: bytes gzipped on demand as a cached
   * sheet's, or plain bytes for a sheet too large to keep (gzipping it would block the event loop).
   */
  whole(): CachedBody | Buffer;
}

/** What one database read of a sheet was (the API logs it: a sheet too large to keep shows). */
export interface SheetBuilt {
  companyId: string;
  rows: number;
  chars: number;
  /** Requests answered by this one read. */
  readers: number;
  kept: boolean;
}

export interface SheetKey {
  companyId: string;
  from: Date;
  to: Date;
  openKey: string;
  namesKey: string;
}

export const priorityRank = (p: string) => PRIORITY_RANK[p as Call['priority']] ?? 2;
/** The most calls a sheet shows rolled over and from the day (the queries' limits). */
export const SHEET_ROLLED_MAX = 1000;
export const SHEET_TODAY_MAX = 10000;
/** Calls whose versions a company remembers before it starts afresh (its sheets dropped). */
const SEEN_MAX = 100_000;

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

const byRolled = (a: SheetRow, b: SheetRow) => a.rank - b.rank || a.at - b.at;
const byToday = (a: SheetRow, b: SheetRow) => b.at - a.at;

/** Inserts after every row that sorts before or level with it (the database's order). */
function insertSorted(rows: SheetRow[], row: SheetRow, cmp: (a: SheetRow, b: SheetRow) => number) {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cmp(rows[mid] as SheetRow, row) <= 0) lo = mid + 1;
    else hi = mid;
  }
  rows.splice(lo, 0, row);
}

/** The body of GET /calls/sheet, `{"data": Sheet}` (contracts), from the calls' own texts. */
export const sheetBody = (from: Date, to: Date, rolled: SheetRow[], today: SheetRow[]) =>
  `{"data":{"from":"${from.toISOString()}","to":"${to.toISOString()}","rolledOver":[${rolled
    .map((r) => r.json)
    .join(',')}],"today":[${today.map((r) => r.json).join(',')}]}}`;

/**
 * `maxChars` bounds the JSON held (≈ 1 byte a char); 0 turns the cache off. `live` says whether
 * every event still arrives (a PostgreSQL listener that lost its connection does not).
 */
export function createSheetCache({
  maxChars,
  live = () => true,
  onBuilt,
}: {
  maxChars: number;
  live?: () => boolean;
  onBuilt?: (built: SheetBuilt) => void;
}): SheetCache {
  const companies = new Map<string, Company>();
  /** Database reads under way, by sheet, with the company's generation when each began. */
  const flights = new Map<string, Flight>();
  let generations = 0;
  // Sheets by company and day, the least recently read or changed let go first past maxChars.
  const kept = new LRUCache<string, Entry>({
    maxSize: Math.max(maxChars, 1),
    // lru-cache sizes are positive: an empty sheet counts as one char.
    sizeCalculation: (e) => Math.max(e.chars, 1),
    dispose: (e, key, reason) => {
      // 'set' is a sheet replaced by its changed copy under the same key.
      if (reason !== 'set') companies.get(e.companyId)?.keys.delete(key);
    },
  });

  const company = (id: string) => {
    let c = companies.get(id);
    if (!c) {
      c = { generation: ++generations, seen: new Map(), keys: new Set() };
      companies.set(id, c);
    }
    return c;
  };
  const keyOf = (q: SheetKey) => `${q.companyId}|${q.from.getTime()}|${q.to.getTime()}`;
  const dropCompany = (c: Company) => {
    for (const key of c.keys) kept.delete(key);
    c.seen.clear();
  };
  /** A sheet whose size changed is kept as a copy, so the cache counts it again. */
  const resize = (key: string, e: Entry) =>
    e.chars > maxChars / 2 ? kept.delete(key) : kept.set(key, { ...e });

  /** Keeps a sheet read from the database, if nothing changed since `ticket` and it fits. */
  function keep(ticket: number, q: SheetKey & { open: string[] }, rolled: SheetRow[], today: SheetRow[]) {
    const c = companies.get(q.companyId);
    if (!maxChars || !live() || !c || c.generation !== ticket) return false;
    const key = keyOf(q);
    kept.delete(key);
    let size = 0;
    for (const r of rolled) size += r.json.length;
    for (const r of today) size += r.json.length;
    if (size > maxChars / 2 || rolled.length >= SHEET_ROLLED_MAX || today.length >= SHEET_TODAY_MAX)
      return false;
    c.keys.add(key);
    kept.set(key, {
      companyId: q.companyId,
      from: q.from.getTime(),
      to: q.to.getTime(),
      openKey: q.openKey,
      open: new Set(q.open),
      namesKey: q.namesKey,
      rolled,
      today,
      whole: null,
      chars: size,
    });
    return true;
  }

  async function readOnce(
    key: string,
    flight: Flight,
    q: SheetKey & { open: string[] },
    read: () => Promise<[SheetRow[], SheetRow[]]>,
  ): Promise<SheetBuild> {
    try {
      const [rolled, today] = await read();
      let chars = 0;
      for (const r of rolled) chars += r.json.length;
      for (const r of today) chars += r.json.length;
      const stored = keep(flight.ticket, q, rolled, today);
      onBuilt?.({
        companyId: q.companyId,
        rows: rolled.length + today.length,
        chars,
        readers: flight.readers,
        kept: stored,
      });
      let whole: CachedBody | Buffer | undefined;
      const text = () => sheetBody(q.from, q.to, rolled, today);
      return {
        rolled,
        today,
        whole: () => (whole ??= chars > maxChars / 2 ? Buffer.from(text()) : cachedBody(text())),
      };
    } finally {
      if (flights.get(key) === flight) flights.delete(key);
    }
  }

  function applyCall(c: Company, call: Call) {
    const seen = c.seen.get(call.id);
    if (seen !== undefined && seen >= call.version) return;
    if (c.seen.size >= SEEN_MAX) return dropCompany(c);
    c.seen.set(call.id, call.version);
    let row: SheetRow | undefined;
    for (const key of c.keys) {
      const e = kept.peek(key) as Entry;
      const chars = e.chars;
      row = moveRow(e, call, row);
      // The database's answer stops at these lengths; past them the next read asks it again.
      if (e.rolled.length >= SHEET_ROLLED_MAX || e.today.length >= SHEET_TODAY_MAX) kept.delete(key);
      else if (e.chars !== chars) resize(key, e);
    }
  }

  /** Takes the call's older row out of a sheet and puts the new one in its place, if any. */
  function moveRow(e: Entry, call: Call, row: SheetRow | undefined): SheetRow | undefined {
    let stale = false;
    for (const rows of [e.rolled, e.today]) {
      const i = rows.findIndex((r) => r.id === call.id);
      if (i < 0) continue;
      const old = rows[i] as SheetRow;
      if (old.version >= call.version) stale = true;
      else {
        rows.splice(i, 1);
        e.chars -= old.json.length;
      }
    }
    if (stale) return row;
    e.whole = null;
    const part = sheetPart(call, e.from, e.to, (id) => e.open.has(id));
    if (!part) return row;
    const target = part === 'today' ? e.today : e.rolled;
    row ??= rowOf(call);
    insertSorted(target, row, target === e.today ? byToday : byRolled);
    e.chars += row.json.length;
    return row;
  }

  return {
    apply(companyId, event) {
      const c = companies.get(companyId);
      if (!c) return;
      c.generation = ++generations;
      if ('call' in event) applyCall(c, event.call);
      else dropCompany(c);
      // Nothing cached: forget the company (a read under way will not be stored).
      if (!c.keys.size) companies.delete(companyId);
    },

    read(q) {
      if (!maxChars || !live()) return undefined;
      const key = keyOf(q);
      const e = kept.get(key);
      if (!e) return undefined;
      if (e.openKey !== q.openKey || e.namesKey !== q.namesKey) {
        kept.delete(key);
        return undefined;
      }
      if (q.desk) {
        const mine = (r: SheetRow) => r.desk === q.desk;
        return sheetBody(q.from, q.to, e.rolled.filter(mine), e.today.filter(mine));
      }
      e.whole ??= cachedBody(sheetBody(q.from, q.to, e.rolled, e.today));
      return e.whole;
    },

    ticket: (companyId) => company(companyId).generation,

    store: (ticket, q, rolled, today) => void keep(ticket, q, rolled, today),

    build(q, read) {
      const key = `${keyOf(q)}|${q.openKey}|${q.namesKey}`;
      const c = company(q.companyId);
      const under = flights.get(key);
      // Joined only if no event arrived since it began: its read then saw every write this
      // reader must see (the caller has caught up with the company's events first).
      if (under && under.ticket === c.generation && live()) {
        under.readers++;
        return under.done as Promise<SheetBuild>;
      }
      const flight: Flight = { ticket: c.generation, readers: 1 };
      // While events may be missed, generations prove nothing: every reader reads for itself.
      if (!live()) return readOnce(key, flight, q, read);
      flights.set(key, flight);
      return (flight.done = readOnce(key, flight, q, read));
    },

    size: () => kept.calculatedSize,
    companies: () => companies.size,
  };
}
