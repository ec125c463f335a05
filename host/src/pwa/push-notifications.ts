/// <reference lib="webworker" />
// Web Push in the service worker (docs/integrations.md, "Push notifications"): a call logged
// for the user arrives as a push, shows as a notification, and a click opens the app at the
// call's row. The page side of the click is notification-clicks.ts.
import type { PushPayload } from '@phonesheet/shared/contracts';
import { OPEN_URL_MESSAGE } from './open-url-message';

/** The payload of a push, or null when it is not one of the API's. */
export function readPayload(data: { json(): unknown } | null | undefined): PushPayload | null {
  try {
    const payload = data?.json() as Partial<PushPayload> | undefined;
    return payload && typeof payload.title === 'string' && typeof payload.url === 'string'
      ? (payload as PushPayload)
      : null;
  } catch {
    return null;
  }
}

/** The app's own address for `url`: a path of this origin, never another site. */
export function appUrl(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    return target.origin === origin ? target.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

export function listenForPushes(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    if (!payload) return;
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        // One notification per call: a second push of the same call replaces it.
        tag: `call-${payload.callId}`,
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        // Names and notes may be written in any script.
        dir: 'auto',
        data: { url: payload.url, callId: payload.callId },
      }),
    );
  });

  // A tap opens the app at the row: an open window of the app goes there and comes to the front
  // (its router moves, so nothing typed there is lost); with none, a new window opens there.
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = appUrl((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window' });
        const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
        if (!open) {
          await self.clients.openWindow(url);
          return;
        }
        open.postMessage({ type: OPEN_URL_MESSAGE, url });
        // Focusing needs the user's click on the notification; without one the page still moves.
        await open.focus().catch(() => undefined);
      })(),
    );
  });
}
