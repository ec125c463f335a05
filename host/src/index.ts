import { OPEN_URL_MESSAGE } from './pwa/open-url-message';
import { registerServiceWorker } from './pwa/register-service-worker';

// An asynchronous boundary, so the federation runtime negotiates shared singletons
// before any of them is used (a bootstrap import rather than `eager` shared modules).
import('./bootstrap');

// The offline service worker, installed once the page has loaded: it never weighs on the first
// paint. Its registration is a few lines of this entry, not a chunk of its own.
if (process.env.NODE_ENV === 'production') {
  window.addEventListener('load', registerServiceWorker, { once: true });
  // A notification's click opens a call's row in this page (pwa/push-notifications.ts); the
  // code that follows it is fetched then, not with every page.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type !== OPEN_URL_MESSAGE || typeof data.url !== 'string') return;
    const url = data.url;
    void import('./pwa/notification-clicks').then((clicks) => clicks.openNotifiedUrl(url));
  });
}
