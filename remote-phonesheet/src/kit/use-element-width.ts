import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The width of an element (its content box, px, rounded), followed as it changes: the window
 * resized, the sidebar collapsed or expanded. Returns a callback ref to put on the element and
 * its width, 0 until it is measured (and where nothing lays out, as in unit tests). The first
 * measure is taken when the element is attached, in the same commit, so the first paint already
 * uses it.
 */
export function useElementWidth<T extends HTMLElement>(): [(el: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el) return;
    setWidth(Math.round(el.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.current.observe(el);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, width];
}
