import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteTransition as Transition } from '@phonesheet/shared';

// Keyframes live here because the host ships no stylesheet; reduced motion turns them off.
const KEYFRAMES = `
@keyframes ps-fade { from { opacity: 0 } to { opacity: 1 } }
@keyframes ps-slide-left { from { opacity: 0; transform: translateX(24px) } to { opacity: 1; transform: none } }
@keyframes ps-slide-up { from { opacity: 0; transform: translateY(24px) } to { opacity: 1; transform: none } }
@media (prefers-reduced-motion: reduce) { .ps-route { animation: none !important } }
`;

/** Replays the chosen animation whenever the path changes. */
export function RouteTransition({ kind, children }: { kind: Transition; children: ReactNode }) {
  const { pathname } = useLocation();
  if (kind === 'none') return <>{children}</>;
  return (
    <>
      <style>{KEYFRAMES}</style>
      <div key={pathname} className="ps-route" style={{ animation: `ps-${kind} 280ms ease-out both` }}>
        {children}
      </div>
    </>
  );
}
