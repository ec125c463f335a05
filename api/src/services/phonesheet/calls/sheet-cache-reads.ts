import { cachedBody, charsOf, sheetBody, type CachedBody, type SheetRow } from './sheet-cache-rows';
import { keyOf, type SheetKey, type SheetStore } from './sheet-cache-store';

// The sheet cache's database reads (sheet-cache.ts): the readers of one sheet at the same time
// share one read and one body (docs/performance.md, "The spike of issue 44").

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

export type SheetRead = () => Promise<[SheetRow[], SheetRow[]]>;

/** A database read of a sheet under way, and the readers sharing it. */
interface Flight {
  /** The company's generation when it began: a reader that sees another does not join. */
  ticket: number;
  readers: number;
  done?: Promise<SheetBuild>;
}

/** `build` of the sheet cache over its store: see SheetCache. */
export function sharedReads(store: SheetStore, onBuilt?: (built: SheetBuilt) => void) {
  /** Database reads under way, by sheet, with the company's generation when each began. */
  const flights = new Map<string, Flight>();
  const { maxChars, live } = store;

  async function readOnce(
    key: string,
    flight: Flight,
    q: SheetKey & { open: string[] },
    read: SheetRead,
  ): Promise<SheetBuild> {
    try {
      const [rolled, today] = await read();
      const chars = charsOf(rolled, today);
      const stored = store.keep(flight.ticket, q, rolled, today);
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

  return function build(q: SheetKey & { open: string[] }, read: SheetRead): Promise<SheetBuild> {
    const key = `${keyOf(q)}|${q.openKey}|${q.namesKey}`;
    const c = store.company(q.companyId);
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
  };
}
