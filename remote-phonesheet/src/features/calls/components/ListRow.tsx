import { memo, type FocusEvent, type ReactElement, type ReactNode } from 'react';

/**
 * Draws one row. `settled` is false while the list scrolls (and until it has been still for a
 * moment). `engaged` is true for the row under the pointer while the list is still, and for the
 * row that holds the focus. Only an engaged row keeps its item: any other may be given another
 * item on the next frame of a scroll (its DOM is reused), so it must keep no state of its item.
 */
export type RenderRow<T> = (item: T, index: number, settled: boolean, engaged: boolean) => ReactNode;

/** The list's handlers for every row, bound once (`useRowEngagement`). */
export interface RowEvents {
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
  renderRow: RenderRow<T>;
  events: RowEvents;
}

/**
 * One row's box. Memoised: a frame of a scroll renders only the rows that enter the window (a
 * reused box given another item), not every row in it; its place is written by `VirtualList`.
 */
export const ListRow = memo(function ListRow<T>({
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
export function rowPlace(index: number, rowHeight: number): string {
  return `position:absolute;inset-inline:0;top:0;height:${rowHeight}px;transform:translateY(${index * rowHeight}px);contain:strict`;
}
