import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { growLead, leadRows, movingRange, rowsBehind, rowsPerFrame, type RowRange } from './window-range';

/** How long the list must be still before it counts as settled. */
export const SETTLE_MS = 150;

interface ScrollWindowOptions {
  count: number;
  /** Height of the scrolling box in px. */
  height: number;
  rowHeight: number;
  overscan: number;
  /** True while the list moves (read by the row handlers too). */
  moving: MutableRefObject<boolean>;
  /** The list has been still for SETTLE_MS (`el` is its box). */
  onStill(el: HTMLElement): void;
}

/**
 * `VirtualList`'s window as its box scrolls: at rest, the first row in view (`topRow`, the
 * window even around it); while it moves, the rows in the DOM (`movingWindow`), reaching ahead in
 * the direction of travel. The pixel offset is not state, so scrolling within a row renders nothing.
 */
export function useScrollWindow(box: RefObject<HTMLDivElement>, options: ScrollWindowOptions) {
  const { count, height, rowHeight, overscan, moving } = options;
  const [topRow, setTopRow] = useState(0);
  const [movingWindow, setMovingWindow] = useState<RowRange | null>(null);
  // Read by the scroll handler, which is bound once.
  const countNow = useRef(count);
  countNow.current = count;
  const viewHeight = useRef(height);
  viewHeight.current = height;
  const [settled, setSettled] = useState(true);
  const onStill = useRef(options.onStill);
  onStill.current = options.onStill;
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
      const view = { top, height: viewHeight.current, rowHeight, count: countNow.current, overscan };
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
        onStill.current(el);
      }, SETTLE_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      clearTimeout(still);
    };
  }, [box, moving, overscan]);
  // A new row height (the rows' shape follows the list's width): the same row stays first in
  // view, and the window drawn for it is the one in view (the scroll offset alone would now point
  // at another row, with no scroll event to say so).
  const shownHeight = useRef(rowHeight);
  useLayoutEffect(() => {
    if (shownHeight.current === rowHeight) return;
    shownHeight.current = rowHeight;
    if (box.current) box.current.scrollTop = topRow * rowHeight;
  }, [box, rowHeight, topRow]);
  return { topRow, setTopRow, movingWindow, setMovingWindow, settled, viewHeight };
}
