import {
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
} from 'react';

import { flushSync } from 'react-dom';
import { EMPTY_LAYOUT, layoutRows } from './row-slots';
import { useRowTabStops } from '../keyboard/row-tab-stops';
import { restingRange } from './window-range';
import { ListRow, rowPlace, type RenderRow } from './ListRow';
import { useRowEngagement } from './use-row-engagement';
import { SETTLE_MS, useScrollWindow } from './use-scroll-window';

export { SETTLE_MS };

interface Props<T> {
  items: T[];
  rowHeight: number;
  /** Height of the scrolling box in px. */
  height: number;
  overscan?: number;
  itemKey(item: T): string;
  /** Draws a row (`RenderRow`: only an engaged row keeps its item). */
  renderRow: RenderRow<T>;
  ariaLabel?: string;
  /** A class on each row's box (it takes the focus: the class gives it a focus ring). */
  rowClassName?: string;
  /** Rows shown while the list was still keep their item until they leave, as if in use (`layoutRows`). */
  keepShownStill?: boolean;
  /** An opaque background (the surface's own colour): Chromium keeps sharp (LCD) text on a list it scrolls on the compositor. */
  background?: string;
  /** Each row's accessible name (what a screen reader says when the row takes the focus). */
  rowLabel?(item: T): string;
  /** A key pressed on a row or inside it (`row` is the row's box); the list moves nothing itself. */
  onRowKeyDown?(event: KeyboardEvent<HTMLElement>, index: number, row: HTMLElement): void;
  /** What the keyboard hooks ask of the list (`VirtualListHandle`). */
  handle?: Ref<VirtualListHandle>;
}

/** The list's keyboard side, for the keys that move between rows. */
export interface VirtualListHandle {
  /** Scrolls row `index` into view, draws it, and gives it the focus (it becomes the Tab stop). */
  focusRow(index: number): void;
  /** Focuses the list's Tab stop row (the last row to hold the focus). */
  focusStop(): void;
  /** The rows in one view: PageUp/PageDown's step. */
  pageRows(): number;
}

/** A row's box, from inside it (the keyboard hooks and tests find rows by it). */
export const ROW_SELECTOR = '[role="row"]';

/**
 * A small windowing list: only the rows in view (plus overscan) are in the DOM, so a sheet of
 * thousands of calls renders and scrolls as fast as a sheet of twenty. Fixed row height. While
 * it moves, the window reaches further ahead in the direction of travel (`movingRange`).
 * Rows should be memoised: a scroll renders only the rows that enter the window, and while it
 * moves those reuse the elements of the rows that left it (`layoutRows`), all but the one in use.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  height,
  overscan = 6,
  itemKey,
  renderRow,
  ariaLabel,
  rowClassName,
  keepShownStill = false,
  background,
  rowLabel,
  onRowKeyDown,
  handle,
}: Props<T>) {
  const box = useRef<HTMLDivElement>(null);
  const moving = useRef(false);
  const layout = useRef(EMPTY_LAYOUT);
  const rowsBox = useRef<HTMLDivElement>(null);
  const itemsNow = useRef(items);
  itemsNow.current = items;
  useRowTabStops(rowsBox, ROW_SELECTOR);
  const { hovered, focused, active, setActive, events, onStill } = useRowEngagement(box, moving);
  const { topRow, setTopRow, movingWindow, setMovingWindow, settled, viewHeight } = useScrollWindow(box, {
    count: items.length,
    height,
    rowHeight,
    overscan,
    moving,
    onStill,
  });
  const inUse = new Set<string>();
  if (focused !== null) inUse.add(focused);
  if (settled && hovered !== null) inUse.add(hovered);
  const total = items.length * rowHeight;
  const range =
    !settled && movingWindow
      ? movingWindow
      : restingRange({ top: topRow * rowHeight, height, rowHeight, count: items.length, overscan });
  const first = Math.min(range.first, items.length);
  const last = Math.min(range.last, items.length);
  const visible = new Map(
    items.slice(first, last).map((item, i) => [itemKey(item), { item, index: first + i }]),
  );
  // Kept across renders, written here: `layoutRows` gives the same layout for the same window
  // (a render run twice), and even a render thrown away never hands on the key of a row in use.
  layout.current = layoutRows(layout.current, [...visible.keys()], settled, inUse, keepShownStill);
  const places = layout.current.slots.map(({ item: id }) => rowPlace(visible.get(id)!.index, rowHeight));
  const { activeAt, lastActive, stopAt, stop } = useTabStop(items, itemKey, active);
  const focusRow = (index: number) => {
    const el = box.current;
    const list = itemsNow.current;
    if (!el || list.length === 0) return;
    const i = Math.max(0, Math.min(list.length - 1, index));
    // Into view first, then drawn (the window around the new place, this very render), then focused.
    const view = el.clientHeight || viewHeight.current;
    const rowTop = i * rowHeight;
    if (rowTop < el.scrollTop) el.scrollTop = rowTop;
    else if (rowTop + rowHeight > el.scrollTop + view) el.scrollTop = rowTop + rowHeight - view;
    const top = el.scrollTop;
    flushSync(() => {
      setActive(itemKey(list[i]));
      setTopRow(Math.floor(top / rowHeight));
      if (moving.current)
        setMovingWindow(
          restingRange({ top, height: viewHeight.current, rowHeight, count: list.length, overscan }),
        );
    });
    rowsBox.current?.querySelector<HTMLElement>(`[aria-rowindex="${i + 1}"]`)?.focus({ preventScroll: true });
  };
  useImperativeHandle(handle, () => ({
    focusRow,
    focusStop: () => stopAt >= 0 && focusRow(stopAt),
    pageRows: () => Math.max(1, Math.floor((box.current?.clientHeight || viewHeight.current) / rowHeight)),
  }));
  // The focused row's call left the sheet (deleted, closed while rolled over), or its element was
  // moved (a new place in the order): the focus fell to the page; it goes to the row now there.
  useLayoutEffect(() => {
    if (focused === null || focused !== active || document.activeElement !== document.body) return;
    if (activeAt >= 0 && !visible.has(focused)) return; // scrolled away: the list is the Tab stop
    const at = Math.min(activeAt === -1 ? lastActive.current : activeAt, items.length - 1);
    const row = rowsBox.current?.querySelector<HTMLElement>(`[aria-rowindex="${at + 1}"]`);
    if (row) row.focus({ preventScroll: true });
    else if (at >= 0) setTimeout(() => focusRow(at), 0); // not drawn: focusRow renders (not from an effect)
  });
  // Each row's place is its style attribute, written here rather than by React: React writes a
  // style through the CSSOM, and Chromium takes a frame with such a write for a script animation,
  // then counts every frame the compositor scrolls without that frame's update as dropped, though
  // the rows ahead it waited for are off screen (docs/performance.md, "5,000-row sheet").
  // A layout effect: the rows are placed in the same task as they enter, before any paint.
  useLayoutEffect(() => {
    const rows = rowsBox.current?.children ?? [];
    for (let i = 0; i < rows.length; i++)
      if (rows[i].getAttribute('style') !== places[i]) rows[i].setAttribute('style', places[i]);
  });
  return (
    <div
      ref={box}
      // A grid of one column whose rows take the focus (roving tabindex): what axe accepts for
      // focusable rows with controls inside, and screen readers say each row's name as it is reached.
      role="grid"
      aria-label={ariaLabel}
      aria-rowcount={items.length}
      data-testid="sheet-list"
      // The Tab stop's row is not drawn (scrolled far away): the list itself is the stop, and hands
      // the focus on to that row.
      tabIndex={stop !== null && !visible.has(stop) ? 0 : undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget && stopAt >= 0) focusRow(stopAt);
      }}
      onKeyDown={(event) => {
        const row = (event.target as HTMLElement).closest<HTMLElement>(ROW_SELECTOR);
        if (row && onRowKeyDown && rowsBox.current?.contains(row))
          onRowKeyDown(event, Number(row.getAttribute('aria-rowindex')) - 1, row);
      }}
      style={listBoxStyle(Math.min(height, Math.max(total, rowHeight)), background)}
    >
      <div ref={rowsBox} style={{ height: total, position: 'relative' }}>
        {layout.current.slots.map(({ key, item: id }) => {
          const { item, index } = visible.get(id)!;
          return (
            <ListRow
              key={key}
              id={id}
              item={item}
              index={index}
              rowLabel={rowLabel}
              tabStop={id === stop}
              settled={settled}
              engaged={inUse.has(id)}
              className={rowClassName}
              renderRow={renderRow}
              events={events}
            />
          );
        })}
      </div>
    </div>
  );
}

/**
 * The list's Tab stop (roving tabindex): the active row, or (its call gone from the sheet) the
 * row now in its place. `lastActive` is the active row's last place in the list.
 */
function useTabStop<T>(items: T[], itemKey: (item: T) => string, active: string | null) {
  const activeAt = useMemo(
    () => (active === null ? -1 : items.findIndex((item) => itemKey(item) === active)),
    [items, active, itemKey],
  );
  const lastActive = useRef(0);
  if (activeAt >= 0) lastActive.current = activeAt;
  const stopAt = items.length
    ? Math.min(activeAt >= 0 ? activeAt : lastActive.current, items.length - 1)
    : -1;
  const stop = stopAt >= 0 ? itemKey(items[stopAt]) : null;
  return { activeAt, lastActive, stopAt, stop };
}

/** The scrolling box's style, `height` px tall. */
function listBoxStyle(height: number, background: string | undefined): CSSProperties {
  return {
    height,
    overflowY: 'auto',
    position: 'relative',
    // Scrolled by the compositor: its own layer moves, and only the rows that enter the view
    // are painted. Chromium otherwise composites a scroller only on high-DPI screens or over an
    // opaque background, and without a GPU repaints and rasterises the whole visible list on
    // every scroll frame (most of a frame's raster time in the trace, docs/performance.md).
    willChange: 'scroll-position',
    background,
  };
}
