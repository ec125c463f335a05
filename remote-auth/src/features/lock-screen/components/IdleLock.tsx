import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Card, Flex, Typography, theme } from 'antd';
import { FormattedMessage } from 'react-intl';
import { selectIsAuthenticated, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { BrandMark } from '../../../kit/layout/BrandMark';
import { lockAfterMs, lockMemory, useIdleTimer } from '@phonesheet/shared/idle-lock';
import { lockScreenActions, selectLockScreen } from '../store/lock-screen-slice';
import { LockScreenForm } from './LockScreenForm';

/** While locked, everything else on the page is inert: no focus, no clicks, hidden from readers. */
function useInertSiblings(container: HTMLElement | null, active: boolean) {
  useEffect(() => {
    if (!active || !container) return undefined;
    const others = Array.from(document.body.children).filter(
      (element) => element !== container && !element.hasAttribute('inert'),
    );
    others.forEach((element) => element.setAttribute('inert', ''));
    return () => others.forEach((element) => element.removeAttribute('inert'));
  }, [container, active]);
}

function LockOverlay() {
  const { token } = theme.useToken();
  const titleId = useId();
  const container = useRef<HTMLDivElement | null>(null);
  if (!container.current) container.current = document.createElement('div');

  useEffect(() => {
    const element = container.current!;
    document.body.appendChild(element);
    return () => element.remove();
  }, []);
  useInertSiblings(container.current, true);

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: token.zIndexPopupBase + 1000,
        background: token.colorBgLayout,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        overflowY: 'auto',
      }}
    >
      <Flex vertical align="center" gap={24} style={{ width: '100%', maxWidth: 400 }}>
        <BrandMark />
        <Card style={{ width: '100%', boxShadow: token.boxShadowTertiary }}>
          <Typography.Title level={5} id={titleId} style={{ textAlign: 'center', marginTop: 0 }}>
            <FormattedMessage id="auth.lock.title" />
          </Typography.Title>
          <LockScreenForm />
        </Card>
      </Flex>
    </div>,
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
  return <LockOverlay />;
}
