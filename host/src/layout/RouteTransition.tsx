import { useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteTransition as Transition } from '@phonesheet/shared';

// Keyframes live here because the host ships no stylesheet. Slides are named by the way the
// page moves, and flip in right-to-left pages so "slide left" still comes from the end side.
const KEYFRAMES = `
@keyframes ps-fade { from { opacity: 0 } to { opacity: 1 } }
@keyframes ps-slide-left { from { opacity: 0; transform: translateX(32px) } to { opacity: 1; transform: none } }
@keyframes ps-slide-right { from { opacity: 0; transform: translateX(-32px) } to { opacity: 1; transform: none } }
@keyframes ps-slide-up { from { opacity: 0; transform: translateY(32px) } to { opacity: 1; transform: none } }
@keyframes ps-slide-down { from { opacity: 0; transform: translateY(-32px) } to { opacity: 1; transform: none } }
[dir="rtl"] .ps-route-slide-left { animation-name: ps-slide-right !important }
[dir="rtl"] .ps-route-slide-right { animation-name: ps-slide-left !important }
@media (prefers-reduced-motion: reduce) { .ps-route { animation: none !important } }
`;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** The user asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/** Replays the chosen animation whenever the path changes; none when the user prefers less motion. */
export function RouteTransition({ kind, children }: { kind: Transition; children: ReactNode }) {
  const { pathname } = useLocation();
  const reduced = usePrefersReducedMotion();
  if (kind === 'none' || reduced) return <>{children}</>;
  return (
    <>
      <style>{KEYFRAMES}</style>
      <div
        key={pathname}
        data-transition={kind}
        className={`ps-route ps-route-${kind}`}
        style={{ animation: `ps-${kind} 280ms ease-out both` }}
      >
        {children}
      </div>
    </>
  );
}
