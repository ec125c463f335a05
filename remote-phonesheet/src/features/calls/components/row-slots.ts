/** One row of the window: its React key, the item it shows, and whether it may be handed another item. */
export interface Slot {
  key: string;
  item: string;
  /** Only ever rendered while the list moved: it holds no state of its item (see `layoutRows`). */
  recyclable: boolean;
}

/** The window's rows in DOM order, and the number of the next new key. */
export interface RowLayout {
  slots: Slot[];
  next: number;
}

export const EMPTY_LAYOUT: RowLayout = { slots: [], next: 0 };

/**
 * Which key each row of the window has, and the rows' order in the DOM, given the last layout,
 * the item keys now in the window (in item order) and whether the list is still.
 *
 * While the list moves, a row that leaves hands its key to a row that enters: React then updates
 * that row's elements in place (new texts, attributes, `top`) instead of removing one row and
 * creating another, and the DOM keeps its order (a key moved within React's list is a DOM move,
 * as costly for the browser as a new row). Only rows that were never rendered still are handed on,
 * so a row that had its chance to keep state (turn interactive, start an edit) keeps its item
 * until it leaves. While such a row is in the window, the rows stay in item order and entering
 * rows get new keys, as when the list is still: a DOM move would take the focus out of its editor.
 * Once still, the rows are put back in item order (reading and Tab order), each keeping its key.
 *
 * Pure and idempotent (the same layout again for the same window), so it may run during render.
 */
export function layoutRows(last: RowLayout, items: string[], settled: boolean): RowLayout {
  let next = last.next;
  const fresh = (item: string): Slot => ({ key: `r${next++}`, item, recyclable: !settled });
  const byItem = new Map(last.slots.map((slot) => [slot.item, slot]));
  if (settled) {
    const slots = items.map((item) => ({ ...(byItem.get(item) ?? fresh(item)), recyclable: false }));
    return { slots, next };
  }
  const inWindow = new Set(items);
  const stateful = last.slots.some((slot) => !slot.recyclable && inWindow.has(slot.item));
  if (stateful) return { slots: items.map((item) => byItem.get(item) ?? fresh(item)), next };
  const entering = items.filter((item) => !byItem.has(item));
  let taken = 0;
  const slots: Slot[] = [];
  for (const slot of last.slots) {
    if (inWindow.has(slot.item)) slots.push(slot);
    else if (slot.recyclable && taken < entering.length) slots.push({ ...slot, item: entering[taken++] });
  }
  for (const item of entering.slice(taken)) slots.push(fresh(item));
  return { slots, next };
}
