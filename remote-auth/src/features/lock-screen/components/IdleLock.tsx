import { lazy, Suspense, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { selectIsAuthenticated, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { lockAfterMs, lockMemory, useIdleTimer } from '@phonesheet/shared/idle-lock';
import { lockScreenActions, selectLockScreen } from '../store/lock-screen-slice';
import { useInertSiblings } from './inert-siblings';

// The lock screen itself (antd's card and form, ≈ 15 KiB with its providers) is fetched when the
// tab locks, not with every signed-in page that loads this remote.
const LockOverlay = lazy(() => import('./LockOverlay'));

/** Covers the page, inert, in the layout's background colour while the lock screen arrives. */
function Curtain() {
  const dark = useAppSelector((state) => state.settings.themeMode) === 'dark';
  const container = useRef<HTMLDivElement | null>(null);
  if (!container.current) container.current = document.createElement('div');
  useEffect(() => {
    const element = container.current!;
    document.body.appendChild(element);
    return () => element.remove();
  }, []);
  useInertSiblings(container.current, true);
  return createPortal(
    <div style={{ position: 'fixed', inset: 0, zIndex: 2000, background: dark ? '#000' : '#f5f5f5' }} />,
    container.current,
  );
}

/**
 * Offered to the host as slot 'app.idleLock': after `lockAfterMinutes` without activity a
 * signed-in user must give the password again (POST /auth/unlock) to see the app.
 */
export function IdleLock() {
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const { locked } = useAppSelector(selectLockScreen);
  const idleMs = lockAfterMs();

  // A reload of a locked tab stays locked.
  useEffect(() => {
    if (authenticated && !locked && lockMemory.get()) dispatch(lockScreenActions.locked());
    // Only when the session comes up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authenticated]);

  useIdleTimer(authenticated && !locked && idleMs > 0 ? idleMs : null, () =>
    dispatch(lockScreenActions.locked()),
  );

  if (!authenticated || !locked) return null;
  return (
    <Suspense fallback={<Curtain />}>
      <LockOverlay />
    </Suspense>
  );
}
