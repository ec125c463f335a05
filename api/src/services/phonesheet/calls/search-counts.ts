import { LRUCache } from 'lru-cache';

// How many calls match a history filter, kept until the company's calls change
// (docs/phone-sheet.md, "Counts of a search"). Paging through a result, sorting it another way
// or coming back to it asks the same count again, and over a million calls the count (up to
// COUNT_CAP matches) costs more than the page itself. Every event of the company drops its
// counts; a count read while one arrived is not kept. Like the sheet cache, a company is held
// only while it has counts or a count under way, and generations come from one counter.

export interface SearchCounts {
  /** A call, an import or the statuses of the company changed (every event, local or not). */
  changed(companyId: string): void;
  /**
   * The count of `key` if kept and good for `cap`: the number of matches when at most the
   * cap it was counted to, else more than that cap (cap + 1), good for a cap no higher.
   */
  get(companyId: string, key: string, cap: number): number | undefined;
  /** Taken before counting; `store` keeps the count only if the company did not change since. */
  ticket(companyId: string): number;
  /** `n` counted with `limit cap + 1`. */
  store(ticket: number, companyId: string, key: string, cap: number, n: number): void;
  /** Counts held (tests). */
  size(): number;
}

interface Company {
  generation: number;
  /** Its counts' keys in `kept`. */
  ids: Set<string>;
}

/** `max` counts at most, the least recently used dropped first; `live` as in the sheet cache. */
export function createSearchCounts({
  max = 10_000,
  live = () => true,
}: { max?: number; live?: () => boolean } = {}): SearchCounts {
  const companies = new Map<string, Company>();
  let generations = 0;
  const idOf = (companyId: string, key: string) => `${companyId} ${key}`;
  // `${companyId} ${key}` → its count, across companies. A company whose last count goes is
  // forgotten with it, and so is a count under way (store finds no company).
  const kept = new LRUCache<string, { cap: number; n: number }>({
    max: Math.max(max, 1),
    dispose: (_, id, reason) => {
      if (reason === 'set') return;
      const companyId = id.slice(0, id.indexOf(' '));
      const c = companies.get(companyId);
      c?.ids.delete(id);
      if (c && !c.ids.size) companies.delete(companyId);
    },
  });

  return {
    changed(companyId) {
      const c = companies.get(companyId);
      if (!c) return;
      for (const id of c.ids) kept.delete(id);
      // Also fails the ticket of a count under way.
      companies.delete(companyId);
    },

    get(companyId, key, cap) {
      if (!live()) return undefined;
      const id = idOf(companyId, key);
      const count = kept.peek(id);
      if (!count || (count.n > count.cap && cap > count.cap)) return undefined;
      kept.get(id); // now the most recently used
      return count.n;
    },

    ticket(companyId) {
      let c = companies.get(companyId);
      if (!c) {
        c = { generation: ++generations, ids: new Set() };
        companies.set(companyId, c);
      }
      return c.generation;
    },

    store(ticket, companyId, key, cap, n) {
      const c = companies.get(companyId);
      if (!live() || !c || c.generation !== ticket) return;
      // max 0 keeps nothing: the company goes as its only count would.
      if (!max) {
        if (!c.ids.size) companies.delete(companyId);
        return;
      }
      const id = idOf(companyId, key);
      c.ids.add(id);
      kept.set(id, { cap, n });
    },

    size: () => kept.size,
  };
}
