import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Calls `onIdle` once nobody touched the page for `idleMs` (null: not watching).
 * Activity only records a time; one timer re-arms itself, so mouse moves stay cheap.
 */
export function useIdleTimer(idleMs: number | null, onIdle: () => void): void {
  const callback = useRef(onIdle);
  callback.current = onIdle;

  useEffect(() => {
    if (!idleMs) return undefined;
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const markActive = () => {
      lastActivity = Date.now();
    };
    const check = () => {
      const idleFor = Date.now() - lastActivity;
      if (idleFor >= idleMs) callback.current();
      else timer = setTimeout(check, idleMs - idleFor);
    };
    timer = setTimeout(check, idleMs);
    ACTIVITY_EVENTS.forEach((name) =>
      window.addEventListener(name, markActive, { passive: true, capture: true }),
    );
    return () => {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, markActive, { capture: true }));
    };
  }, [idleMs]);
}
