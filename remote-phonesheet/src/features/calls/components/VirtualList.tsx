import {
  memo,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

import { flushSync } from 'react-dom';
import { EMPTY_LAYOUT, layoutRows } from './row-slots';
import { useRowTabStops } from '../keyboard/row-tab-stops';
import {
  growLead,
  leadRows,
  movingRange,
  restingRange,
  rowsBehind,
  rowsPerFrame,
  type RowRange,
} from './window-range';

/** How long the list must be still before it counts as settled. */
export const SETTLE_MS = 150;

interface Props<T> {
  items: T[];
  rowHeight: number;
  /** Height of the scrolling box in px. */
  height: number;
  overscan?: number;
  itemKey(item: T): string;
  /**
   * `settled` is false while the list scrolls (and until it has been still for a moment).
   * `engaged` is true for the row under the pointer while the list is still, and for the row
   * that holds the focus. Only an engaged row keeps its item: any other may be given another
   * item on the next frame of a scroll (its DOM is reused), so it must keep no state of its item.
   */
  renderRow(item: T, index: number, settled: boolean, engaged: boolean): ReactNode;
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
  // At rest, the first row in view (the window is even around it).
  const [topRow, setTopRow] = useState(0);
  // While the list moves: the rows in the DOM, reaching ahead in the direction of travel; the
  // pixel offset is not state, so scrolling within a row renders nothing.
  const [movingWindow, setMovingWindow] = useState<RowRange | null>(null);
  // Read by the scroll handler, which is bound once.
  const count = useRef(items.length);
  count.current = items.length;
  const viewHeight = useRef(height);
  viewHeight.current = height;
  const [settled, setSettled] = useState(true);
  const moving = useRef(false);
  // The row under the pointer (its item key), followed while the list moves without rendering:
  // rows pass under a still pointer then, and none of them is engaged before the list is still.
  const pointer = useRef<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const blurCheck = useRef(0);
  const layout = useRef(EMPTY_LAYOUT);
  const rowsBox = useRef<HTMLDivElement>(null);
  // The row that is the list's one Tab stop (roving tabindex): the last row to hold the focus.
  const [active, setActive] = useState<string | null>(null);
  const itemsNow = useRef(items);
  itemsNow.current = items;
  useRowTabStops(rowsBox, ROW_SELECTOR);
  // The scroll handler reads the row height now: a new height sets the scroll offset (below), and
  // its scroll event may reach the handler bound before the effect binds the new one.
  const heightNow = useRef(rowHeight);
  heightNow.current = rowHeight;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let still = 0;
    let shown: RowRange | null = null;
    let lastTop = el.scrollTop;
    let lastAt = performance.now();
    let down = true;
    // Rows ahead while the list moves: they grow with its speed and shrink only once it is still,
    // so a flick renders the same few entering rows each frame while the compositor scrolls over
    // rows drawn (and rasterised) a few frames before (docs/performance.md, "5,000-row sheet").
    // Rows behind: one frame of travel at the fastest speed since the list started moving, what a
    // turn back scrolls onto first; not the last step's, which is short where the list ends.
    let ahead = overscan;
    let behind = overscan;
    // Chromium dispatches scroll events once a frame, before painting it: rendering the new
    // rows right here puts them in that frame instead of one or two frames later.
    const onScroll = () => {
      const rowHeight = heightNow.current;
      const top = el.scrollTop;
      const now = performance.now();
      const view = { top, height: viewHeight.current, rowHeight, count: count.current, overscan };
      const speed = rowsPerFrame(top - lastTop, now - lastAt, rowHeight);
      // Turned back while moving: the rows ahead start again from those kept behind, and grow.
      if (moving.current && top !== lastTop && top > lastTop !== down) ahead = behind;
      ahead = growLead(ahead, leadRows(speed, view), speed);
      behind = Math.max(moving.current ? behind : 0, rowsBehind(speed, view));
      if (top !== lastTop) down = top > lastTop;
      [lastTop, lastAt] = [top, now];
      const next = movingRange(view, down, ahead, behind);
      if (!moving.current || next.first !== shown?.first || next.last !== shown?.last) {
        shown = next;
        moving.current = true;
        flushSync(() => {
          setMovingWindow(next);
          setSettled(false);
        });
      }
      clearTimeout(still);
      still = window.setTimeout(() => {
        moving.current = false;
        ahead = overscan;
        setTopRow(Math.floor(el.scrollTop / heightNow.current));
        setMovingWindow(null);
        setSettled(true);
        setHovered(pointer.current);
        // A focused row scrolled out of the window is gone, and with it the focus (no blur is sent).
        if (!el.contains(document.activeElement)) setFocused(null);
      }, SETTLE_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      clearTimeout(still);
    };
  }, [overscan]);
  // A new row height (the rows' shape follows the list's width): the same row stays first in
  // view, and the window drawn for it is the one in view (the scroll offset alone would now point
  // at another row, with no scroll event to say so).
  const shownHeight = useRef(rowHeight);
  useLayoutEffect(() => {
    if (shownHeight.current === rowHeight) return;
    shownHeight.current = rowHeight;
    if (box.current) box.current.scrollTop = topRow * rowHeight;
  }, [rowHeight, topRow]);
  // The pointer leaving the list: no row is under it. A native listener, not React's: the element
  // the pointer was over is often gone by then (the light row replaced by the interactive one),
  // and React sends no leave from an element it has unmounted, so the row stayed in use.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const left = () => {
      pointer.current = null;
      if (!moving.current) setHovered(null);
    };
    el.addEventListener('pointerleave', left);
    return () => el.removeEventListener('pointerleave', left);
  }, []);
  useEffect(() => () => clearTimeout(blurCheck.current), []);
  // One set of handlers for every row, bound once: a row re-renders only when what it shows changes.
  const events = useMemo<RowEvents>(
    () => ({
      enter(id) {
        pointer.current = id;
        if (!moving.current) setHovered(id);
      },
      leave(id) {
        if (pointer.current === id) pointer.current = null;
        if (!moving.current) setHovered((h) => (h === id ? null : h));
      },
      focus(id) {
        clearTimeout(blurCheck.current);
        setFocused(id);
        setActive(id);
      },
      // Focus moving within a row (to its editor, or into its picker's pop-up, which React counts
      // as inside) blurs and focuses again in one task; the window losing focus keeps the active element.
      blur(id, row) {
        clearTimeout(blurCheck.current);
        blurCheck.current = window.setTimeout(() => {
          if (!row.contains(document.activeElement)) setFocused((f) => (f === id ? null : f));
        }, 0);
      },
    }),
    [],
  );
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
  // The Tab stop: the active row, or (its call gone from the sheet) the row now in its place.
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
      style={{
        height: Math.min(height, Math.max(total, rowHeight)),
        overflowY: 'auto',
        position: 'relative',
        // Scrolled by the compositor: its own layer moves, and only the rows that enter the view
        // are painted. Chromium otherwise composites a scroller only on high-DPI screens or over an
        // opaque background, and without a GPU repaints and rasterises the whole visible list on
        // every scroll frame (most of a frame's raster time in the trace, docs/performance.md).
        willChange: 'scroll-position',
        background,
      }}
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

interface RowEvents {
  enter(id: string): void;
  leave(id: string): void;
  focus(id: string): void;
  blur(id: string, row: HTMLDivElement): void;
}

interface RowProps<T> {
  id: string;
  item: T;
  index: number;
  /** Asked only when the row renders (a new item), not on every frame of a scroll. */
  rowLabel?(item: T): string;
  /** The list's one Tab stop (roving tabindex); every other row is reached by the list's keys. */
  tabStop: boolean;
  settled: boolean;
  engaged: boolean;
  className?: string;
  renderRow: Props<T>['renderRow'];
  events: RowEvents;
}

/**
 * One row's box. Memoised: a frame of a scroll renders only the rows that enter the window (a
 * reused box given another item), not every row in it; its place is written by `VirtualList`.
 */
const ListRow = memo(function ListRow<T>({
  id,
  item,
  index,
  rowLabel,
  tabStop,
  settled,
  engaged,
  className,
  renderRow,
  events,
}: RowProps<T>) {
  return (
    <div
      role="row"
      aria-label={rowLabel?.(item)}
      // A row with the focus is engaged (interactive); its controls stay out of the Tab order
      // until the row is entered (`useRowTabStops`).
      tabIndex={tabStop ? 0 : -1}
      className={className}
      onPointerEnter={() => events.enter(id)}
      // A pointer that came while something covered the row (a drawer's mask fading out) entered
      // the cover, not the row, and React sends no enter once the cover has gone: its next move
      // over the row engages it (a same-row move after that changes no state).
      onPointerMove={() => events.enter(id)}
      onPointerLeave={() => events.leave(id)}
      onFocus={() => events.focus(id)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => events.blur(id, event.currentTarget)}
      // While the list moves, the DOM order of the rows is not theirs (their elements are
      // reused in place): their position is said here, and is the DOM order once still.
      aria-rowindex={index + 1}
    >
      <div role="gridcell" className="ps-cell">
        {renderRow(item, index, settled, engaged)}
      </div>
    </div>
  );
}) as <T>(props: RowProps<T>) => ReactElement;

/**
 * A row's style attribute: where it is in the list. Each row's layout and paint stay inside it
 * (`contain`): a row entering the window does not make the browser lay out the rows already there.
 * Placed by a transform, not `top`: a moved `top` makes Chromium lay out the whole document (no
 * box of the list may stop it: the scroller is a flex item), on every frame a reused row moves;
 * a moved transform needs no layout at all (docs/performance.md, "5,000-row sheet").
 */
function rowPlace(index: number, rowHeight: number): string {
  return `position:absolute;inset-inline:0;top:0;height:${rowHeight}px;transform:translateY(${index * rowHeight}px);contain:strict`;
}
