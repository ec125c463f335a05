// An asynchronous boundary, so the federation runtime negotiates shared singletons
// before any of them is used (a bootstrap import rather than `eager` shared modules).
import('./bootstrap');

// The offline service worker, loaded once the page has: it never weighs on the first paint.
if (process.env.NODE_ENV === 'production') {
  window.addEventListener(
    'load',
    () => {
      void import('./pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker());
      // A notification's click opens a call's row in this page (pwa/push-notifications.ts).
      void import('./pwa/notification-clicks').then((clicks) => clicks.followNotificationClicks());
    },
    { once: true },
  );
}
