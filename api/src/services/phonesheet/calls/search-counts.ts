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
  counts: Map<string, { cap: number; n: number }>;
}

/** `max` counts at most, the least recently used dropped first; `live` as in the sheet cache. */
export function createSearchCounts({
  max = 10_000,
  live = () => true,
}: { max?: number; live?: () => boolean } = {}): SearchCounts {
  const companies = new Map<string, Company>();
  // Map order is use order, across companies: `${companyId} ${key}`.
  const lru = new Map<string, Company>();
  let generations = 0;

  const forget = (companyId: string, c: Company) => {
    for (const key of c.counts.keys()) lru.delete(`${companyId} ${key}`);
    companies.delete(companyId);
  };

  return {
    changed(companyId) {
      const c = companies.get(companyId);
      // Dropping the company also fails the ticket of a count under way (store finds none).
      if (c) forget(companyId, c);
    },

    get(companyId, key, cap) {
      if (!live()) return undefined;
      const kept = companies.get(companyId)?.counts.get(key);
      if (!kept || (kept.n > kept.cap && cap > kept.cap)) return undefined;
      const id = `${companyId} ${key}`;
      const c = lru.get(id) as Company;
      lru.delete(id);
      lru.set(id, c);
      return kept.n;
    },

    ticket(companyId) {
      let c = companies.get(companyId);
      if (!c) {
        c = { generation: ++generations, counts: new Map() };
        companies.set(companyId, c);
      }
      return c.generation;
    },

    store(ticket, companyId, key, cap, n) {
      const c = companies.get(companyId);
      if (!live() || !c || c.generation !== ticket) return;
      const id = `${companyId} ${key}`;
      c.counts.set(key, { cap, n });
      lru.delete(id);
      lru.set(id, c);
      for (const [oldest, owner] of lru) {
        if (lru.size <= max) break;
        lru.delete(oldest);
        const space = oldest.indexOf(' ');
        owner.counts.delete(oldest.slice(space + 1));
        if (!owner.counts.size) companies.delete(oldest.slice(0, space));
      }
    },

    size: () => lru.size,
  };
}
