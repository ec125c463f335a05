// Which rows of a windowed list (VirtualList) are in the DOM, at rest and while it moves.

/** The rows in the DOM: `first` up to, not including, `last`. */
export interface RowRange {
  first: number;
  last: number;
}

export interface View {
  /** The list's scroll offset, px. */
  top: number;
  /** Its height, px. */
  height: number;
  rowHeight: number;
  count: number;
  /** Rows beyond the view on each side at rest. */
  overscan: number;
}

const rowsInView = (view: View) => {
  const first = Math.floor(view.top / view.rowHeight);
  return { first, last: first + Math.ceil(view.height / view.rowHeight) + 1 };
};

const clamp = (first: number, last: number, count: number): RowRange => ({
  first: Math.max(0, Math.min(first, count)),
  last: Math.max(0, Math.min(last, count)),
});

/** At rest: the rows in view and `overscan` rows on each side. */
export function restingRange(view: View): RowRange {
  const inView = rowsInView(view);
  return clamp(inView.first - view.overscan, inView.last + view.overscan, view.count);
}

/**
 * Rows kept behind the view while the list moves: rows behind scroll out of view, but a small
 * turn back (or Shift+Tab to the row above) finds its row drawn.
 */
const ROWS_BEHIND = 2;

/** Rows a frame at which a list moved `px` in `ms` (a frame the page missed is not speed). */
export function rowsPerFrame(px: number, ms: number, rowHeight: number): number {
  return Math.abs(px) / rowHeight / Math.max(1, ms / (1000 / 60));
}

/**
 * Rows kept behind while the list moves at `speed` rows a frame: at least one frame of travel
 * (within the overscan), so a list turned back at full speed finds its first frame's rows drawn.
 */
export function rowsBehind(speed: number, view: View): number {
  return Math.min(view.overscan, Math.max(ROWS_BEHIND, Math.ceil(speed)));
}

/**
 * While the list moves: the rows in view, `ahead` rows beyond them in the direction of travel
 * (what the compositor scrolls onto before the main thread has drawn the next ones), and
 * `behind` (at most the overscan) behind.
 */
export function movingRange(view: View, down: boolean, ahead: number, behind = ROWS_BEHIND): RowRange {
  const inView = rowsInView(view);
  const back = Math.min(view.overscan, behind);
  return down
    ? clamp(inView.first - back, inView.last + ahead, view.count)
    : clamp(inView.first - ahead, inView.last + back, view.count);
}

/** Frames of travel the rows ahead cover while the list moves (bench/sheet-render.mjs, wheel flick). */
export const LEAD_FRAMES = 5;

/**
 * Rows ahead for a list moving at `speed` rows a frame (`rowsPerFrame`): the rows it travels in
 * `LEAD_FRAMES` frames, at least the overscan, at most two views. Five frames: rows recorded that far ahead
 * are rasterised before the compositor reaches them even on a busy machine; three left 3–11 frames
 * of a 15,000 px/s flick with rows not rasterised yet (docs/performance.md, "5,000-row sheet").
 */
export function leadRows(speed: number, view: View): number {
  const cap = Math.ceil((2 * view.height) / view.rowHeight);
  return Math.max(view.overscan, Math.min(cap, Math.ceil(speed * LEAD_FRAMES)));
}

/**
 * The rows ahead after a frame at `speed` rows a frame, from `shown` towards the `target` lead:
 * they only grow while the list moves, and by at most one frame of travel a frame, so no frame
 * renders more than twice the rows that enter it (a flick from rest, a turn at full speed).
 */
export function growLead(shown: number, target: number, speed: number): number {
  return Math.max(shown, Math.min(target, shown + Math.ceil(speed)));
}
