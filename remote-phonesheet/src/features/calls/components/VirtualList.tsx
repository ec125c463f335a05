import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props<T> {
  items: T[];
  rowHeight: number;
  /** Height of the scrolling box in px. */
  height: number;
  overscan?: number;
  itemKey(item: T): string;
  renderRow(item: T, index: number): ReactNode;
  ariaLabel?: string;
}

/**
 * A small windowing list: only the rows in view (plus overscan) are in the DOM, so a sheet of
 * thousands of calls renders and scrolls as fast as a sheet of twenty. Fixed row height.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  height,
  overscan = 6,
  itemKey,
  renderRow,
  ariaLabel,
}: Props<T>) {
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrollTop(el.scrollTop));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  const total = items.length * rowHeight;
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  const visible = items.slice(first, last);
  return (
    <div
      ref={box}
      role="list"
      aria-label={ariaLabel}
      data-testid="sheet-list"
      style={{
        height: Math.min(height, Math.max(total, rowHeight)),
        overflowY: 'auto',
        position: 'relative',
      }}
    >
      <div style={{ height: total, position: 'relative' }}>
        {visible.map((item, i) => (
          <div
            key={itemKey(item)}
            role="listitem"
            style={{
              position: 'absolute',
              insetInlineStart: 0,
              insetInlineEnd: 0,
              top: (first + i) * rowHeight,
              height: rowHeight,
            }}
          >
            {renderRow(item, first + i)}
          </div>
        ))}
      </div>
    </div>
  );
}
