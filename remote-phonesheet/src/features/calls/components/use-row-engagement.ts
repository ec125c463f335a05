import { useEffect, useMemo, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import type { RowEvents } from './ListRow';

/**
 * Which of `VirtualList`'s rows are in use: the one under the pointer (`hovered`, followed
 * without rendering while the list moves), the one holding the focus (`focused`), and the
 * list's Tab stop (`active`, the last row to hold the focus). `events` are every row's handlers.
 */
export function useRowEngagement(box: RefObject<HTMLDivElement>, moving: MutableRefObject<boolean>) {
  // The row under the pointer (its item key), followed while the list moves without rendering:
  // rows pass under a still pointer then, and none of them is engaged before the list is still.
  const pointer = useRef<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const blurCheck = useRef(0);
  // The row that is the list's one Tab stop (roving tabindex): the last row to hold the focus.
  const [active, setActive] = useState<string | null>(null);
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
  }, [box, moving]);
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
    [moving],
  );
  /** The list is still again: the row under the pointer is in use, and a focus scrolled away is gone. */
  const onStill = (el: HTMLElement) => {
    setHovered(pointer.current);
    // A focused row scrolled out of the window is gone, and with it the focus (no blur is sent).
    if (!el.contains(document.activeElement)) setFocused(null);
  };
  return { hovered, focused, active, setActive, events, onStill };
}
