import { navigateTo } from '@phonesheet/shared';
import { OPEN_URL_MESSAGE } from './open-url-message';

/**
 * A notification click (push-notifications.ts) asks the open page to go to a call's row: the
 * app's router goes there, so the page does not reload. Only paths of this origin are followed.
 */
export function followNotificationClicks(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type !== OPEN_URL_MESSAGE || typeof data.url !== 'string') return;
    const target = new URL(data.url, window.location.origin);
    if (target.origin !== window.location.origin) return;
    navigateTo(`${target.pathname}${target.search}${target.hash}`);
  });
}
