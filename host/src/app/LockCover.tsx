import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { sessionActions, useAppDispatch } from '@phonesheet/shared';
import { lockMemory } from '@phonesheet/shared/idle-lock';
import { PageLoader } from '../routing/PageLoader';
import { useRemotes } from './RemotesContext';
import { usePlainPalette, PLAIN, usePlainStyles } from '@phonesheet/shared/plain';

/** The remote that draws the lock screen. */
export const LOCK_REMOTE = 'auth';

/**
 * The tab locked before the lock screen's remote arrived: the page is covered (and inert) at
 * once while the auth remote loads; its lock screen then takes over. Should the remote be
 * unavailable, the cover stays, with Retry and Logout: a locked page is never shown.
 */
export default function LockCover() {
  usePlainStyles();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { remotes, retry } = useRemotes();
  const status = remotes.find((r) => r.name === LOCK_REMOTE)?.status;
  const container = useRef<HTMLDivElement | null>(null);
  if (!container.current) container.current = document.createElement('div');

  useEffect(() => {
    if (status === 'idle') void retry(LOCK_REMOTE);
  }, [status, retry]);

  useEffect(() => {
    const element = container.current!;
    document.body.appendChild(element);
    const others = Array.from(document.body.children).filter(
      (other) => other !== element && !other.hasAttribute('inert'),
    );
    others.forEach((other) => other.setAttribute('inert', ''));
    return () => {
      others.forEach((other) => other.removeAttribute('inert'));
      element.remove();
    };
  }, []);

  const failed = status === 'failed';
  return createPortal(
    <div
      data-testid="lock-cover"
      style={{
        ...usePlainPalette(),
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        background: 'var(--ps-bg)',
        color: 'var(--ps-text)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        padding: 16,
        textAlign: 'center',
      }}
    >
      {failed ? (
        <>
          <p role="alert" style={{ maxWidth: 420 }}>
            <FormattedMessage
              id="host.remote.unavailable.text"
              values={{ section: intl.formatMessage({ id: `host.remote.name.${LOCK_REMOTE}` }) }}
            />
          </p>
          <div style={{ display: 'flex', gap: 8 }}>
            <button
              type="button"
              className={`${PLAIN.button} ${PLAIN.buttonPrimary}`}
              onClick={() => void retry(LOCK_REMOTE)}
            >
              <FormattedMessage id="host.remote.unavailable.retry" />
            </button>
            <button
              type="button"
              className={PLAIN.button}
              onClick={() => {
                lockMemory.set(false);
                dispatch(sessionActions.logout());
              }}
            >
              <FormattedMessage id="host.user.logout" />
            </button>
          </div>
        </>
      ) : (
        <PageLoader />
      )}
    </div>,
    container.current,
  );
}
