/** One row of the window: its React key, the item it shows, and whether it may be handed another item. */
export interface Slot {
  key: string;
  item: string;
  /** False for a row shown while the list was still, when such rows keep their item (`keepShownStill`). */
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
 * the item keys now in the window (in item order), whether the list is still, and the items in
 * use (under the pointer or holding the focus: they may keep state of their item). With
 * `keepShownStill` (a touch screen, where every row in view turns interactive when the list is
 * still), every row shown while the list was still counts as in use until it leaves.
 *
 * While the list moves, a row that leaves hands its key to a row that enters: React then updates
 * that row's elements in place (new texts, attributes, `top`) instead of removing one row and
 * creating another, and the DOM keeps its order (a key moved within React's list is a DOM move,
 * as costly for the browser as a new row). A row in use is never handed on: it keeps its item
 * until it leaves. While such a row is in the window, the rows stay in item order and entering
 * rows get new keys, as when the list is still: a DOM move would take the focus out of its editor.
 * Once still, the rows are put back in item order (reading and Tab order), each keeping its key.
 *
 * Pure and idempotent (the same layout again for the same window), so it may run during render.
 */
export function layoutRows(
  last: RowLayout,
  items: string[],
  settled: boolean,
  inUse: ReadonlySet<string>,
  keepShownStill = false,
): RowLayout {
  let next = last.next;
  const fresh = (item: string): Slot => ({ key: `r${next++}`, item, recyclable: true });
  const byItem = new Map(last.slots.map((slot) => [slot.item, slot]));
  if (settled) {
    const slots = items.map((item) => byItem.get(item) ?? fresh(item));
    return { slots: keepShownStill ? slots.map((slot) => ({ ...slot, recyclable: false })) : slots, next };
  }
  const held = (slot: Slot) => !slot.recyclable || inUse.has(slot.item);
  const inWindow = new Set(items);
  if (last.slots.some((slot) => held(slot) && inWindow.has(slot.item))) {
    return { slots: items.map((item) => byItem.get(item) ?? fresh(item)), next };
  }
  const entering = items.filter((item) => !byItem.has(item));
  let taken = 0;
  const slots: Slot[] = [];
  for (const slot of last.slots) {
    if (inWindow.has(slot.item)) slots.push(slot);
    else if (!held(slot) && taken < entering.length) slots.push({ ...slot, item: entering[taken++] });
  }
  for (const item of entering.slice(taken)) slots.push(fresh(item));
  return { slots, next };
}
