import type { PhonesheetEvent } from '@phonesheet/shared/contracts';
import type { CachedBody, SheetRow } from './sheet-cache-rows';
import { createSheetStore, type SheetKey } from './sheet-cache-store';
import { applyEvent } from './sheet-cache-events';
import { sharedReads, type SheetBuild, type SheetBuilt } from './sheet-cache-reads';

// Today's sheet, kept between requests and kept current by the live events the API already
// fans out (docs/phone-sheet.md, "The sheet cache"). A company's sheet is read far more often
// than it is rebuilt: every open, reload and reconnect of every desk asks for it, while a call
// logged or changed moves one row. So a change is applied to the cached sheet, as each open
// browser applies it to its own, instead of dropping it. Anything that is not one call
// (statuses reopened or closed, an import, a renamed user) drops the company's sheets, and a
// read that raced a change is not kept.

// Its parts: the rows and bodies (sheet-cache-rows.ts), the store of sheets by company and day
// with its reads (sheet-cache-store.ts), the events applied to it (sheet-cache-events.ts) and
// the database reads shared by their readers (sheet-cache-reads.ts).

export {
  priorityRank,
  rowOf,
  sheetBody,
  SHEET_ROLLED_MAX,
  SHEET_TODAY_MAX,
  type CachedBody,
  type SheetRow,
} from './sheet-cache-rows';
export type { SheetKey } from './sheet-cache-store';
export type { SheetBuild, SheetBuilt } from './sheet-cache-reads';

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
  const store = createSheetStore(maxChars, live);
  return {
    apply: (companyId, event) => applyEvent(store, companyId, event),
    read: store.read,
    ticket: (companyId) => store.company(companyId).generation,
    store: (ticket, q, rolled, today) => void store.keep(ticket, q, rolled, today),
    build: sharedReads(store, onBuilt),
    size: () => store.kept.calculatedSize,
    companies: () => store.companies.size,
  };
}
