import { sheetPart, type Call, type PhonesheetEvent } from '@phonesheet/shared/contracts';
import {
  byRolled,
  byToday,
  insertSorted,
  rowOf,
  SHEET_ROLLED_MAX,
  SHEET_TODAY_MAX,
  type SheetRow,
} from './sheet-cache-rows';
import type { Company, Entry, SheetStore } from './sheet-cache-store';

// The live events applied to the sheet cache's store (sheet-cache.ts): a call's event moves its
// row in each of the company's sheets; any other event drops them.

/** Calls whose versions a company remembers before it starts afresh (its sheets dropped). */
const SEEN_MAX = 100_000;

/** Every event, before or after the fan-out; duplicates and stale versions are ignored. */
export function applyEvent(store: SheetStore, companyId: string, event: PhonesheetEvent) {
  const c = store.companies.get(companyId);
  if (!c) return;
  c.generation = store.nextGeneration();
  if ('call' in event) applyCall(store, c, event.call);
  else store.dropCompany(c);
  // Nothing cached: forget the company (a read under way will not be stored).
  if (!c.keys.size) store.companies.delete(companyId);
}

function applyCall(store: SheetStore, c: Company, call: Call) {
  const seen = c.seen.get(call.id);
  if (seen !== undefined && seen >= call.version) return;
  if (c.seen.size >= SEEN_MAX) return store.dropCompany(c);
  c.seen.set(call.id, call.version);
  let row: SheetRow | undefined;
  for (const key of c.keys) {
    const e = store.kept.peek(key) as Entry;
    const chars = e.chars;
    row = moveRow(e, call, row);
    // The database's answer stops at these lengths; past them the next read asks it again.
    if (e.rolled.length >= SHEET_ROLLED_MAX || e.today.length >= SHEET_TODAY_MAX) store.kept.delete(key);
    else if (e.chars !== chars) store.resize(key, e);
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
