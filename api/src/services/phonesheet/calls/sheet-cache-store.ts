import { LRUCache } from 'lru-cache';
import {
  cachedBody,
  charsOf,
  sheetBody,
  SHEET_ROLLED_MAX,
  SHEET_TODAY_MAX,
  type CachedBody,
  type SheetRow,
} from './sheet-cache-rows';

// The sheet cache's store (sheet-cache.ts): the sheets kept by company and day, the companies
// that hold them with their generations, and the reads answered from them.

export interface SheetKey {
  companyId: string;
  from: Date;
  to: Date;
  openKey: string;
  namesKey: string;
}

/** One cached sheet. */
export interface Entry {
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
export interface Company {
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

export type SheetStore = ReturnType<typeof createSheetStore>;

export const keyOf = (q: SheetKey) => `${q.companyId}|${q.from.getTime()}|${q.to.getTime()}`;

/**
 * `maxChars` bounds the JSON held (≈ 1 byte a char); 0 keeps nothing. `live` says whether
 * every event still arrives: while it does not, nothing is kept nor answered.
 */
export function createSheetStore(maxChars: number, live: () => boolean) {
  const companies = new Map<string, Company>();
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

  /** The company, held from now on with a new generation if it was not. */
  const company = (id: string) => {
    let c = companies.get(id);
    if (!c) {
      c = { generation: ++generations, seen: new Map(), keys: new Set() };
      companies.set(id, c);
    }
    return c;
  };

  /** Keeps a sheet read from the database, if nothing changed since `ticket` and it fits. */
  function keep(ticket: number, q: SheetKey & { open: string[] }, rolled: SheetRow[], today: SheetRow[]) {
    const c = companies.get(q.companyId);
    if (!maxChars || !live() || !c || c.generation !== ticket) return false;
    const key = keyOf(q);
    kept.delete(key);
    const size = charsOf(rolled, today);
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

  /** The sheet's response body (sheetBody) if cached and current. */
  function read(q: SheetKey & { desk?: string }): string | CachedBody | undefined {
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
  }

  return {
    maxChars,
    live,
    companies,
    kept,
    company,
    /** A new generation, for a company that changed. */
    nextGeneration: () => ++generations,
    /** Forgets the company's sheets and the versions it has seen. */
    dropCompany(c: Company) {
      for (const key of c.keys) kept.delete(key);
      c.seen.clear();
    },
    /** A sheet whose size changed is kept as a copy, so the cache counts it again. */
    resize: (key: string, e: Entry) => (e.chars > maxChars / 2 ? kept.delete(key) : kept.set(key, { ...e })),
    keep,
    read,
  };
}
