import { navigateTo } from '@phonesheet/shared';

/**
 * A notification click (push-notifications.ts) asks the open page to go to a call's row: the
 * app's router goes there, so the page does not reload. Only paths of this origin are followed.
 */
export function openNotifiedUrl(url: string): void {
  const target = new URL(url, window.location.origin);
  if (target.origin !== window.location.origin) return;
  navigateTo(`${target.pathname}${target.search}${target.hash}`);
}
