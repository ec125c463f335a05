import { lazy, Suspense, useReducer } from 'react';
import { selectIsAuthenticated, useAppSelector, useSlot } from '@phonesheet/shared';
import { lockAfterMs, lockMemory, useIdleTimer } from '@phonesheet/shared/idle-lock';
import { useRemotes } from './RemotesContext';

const LockCover = lazy(() => import('./LockCover'));

/**
 * The auth remote's lock screen (slot 'app.idleLock') for signed-in users. Until that remote has
 * loaded, the host watches for idle time itself (the same rule and memory as the lock screen,
 * `@phonesheet/shared/idle-lock`), so no signed-in page fetches the remote for a lock that may
 * never come. When the tab locks (or a locked tab is reloaded) the page is covered at once and
 * the remote fetched; its lock screen, seeing the tab locked, takes over and watches from then on.
 */
export function IdleLockSlot() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const { remotes } = useRemotes();
  const authLoaded = remotes.find((r) => r.name === 'auth')?.status === 'loaded';
  const [, locked] = useReducer((n: number) => n + 1, 0);
  const due = lockMemory.get();
  const idleMs = lockAfterMs();
  useIdleTimer(authenticated && !authLoaded && !due && idleMs > 0 ? idleMs : null, () => {
    lockMemory.set(true);
    locked();
  });
  const IdleLock = useSlot('app.idleLock');
  if (!authenticated) return null;
  if (authLoaded) return IdleLock ? <IdleLock /> : null;
  if (!due) return null;
  return (
    <Suspense fallback={<div style={{ position: 'fixed', inset: 0, zIndex: 2000, background: '#f5f5f5' }} />}>
      <LockCover />
    </Suspense>
  );
}
