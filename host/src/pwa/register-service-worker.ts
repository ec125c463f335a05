import { Workbox } from 'workbox-window';

/** Where the build puts the service worker (host/pwa.webpack.js). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Installs the service worker (docs/phone-sheet.md, "Offline"; index.ts calls this once the page
 * has loaded, so its precache never competes with the first paint). On the first visit the page loaded its files
 * before the worker ran: when it takes control, it is handed their addresses to cache (Workbox's
 * CACHE_URLS message), so the phone-sheet remote opens offline from the next load on.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('controlling', () => {
    const urlsToCache = [
      window.location.href,
      ...performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => !new URL(url).pathname.startsWith('/api/')),
    ];
    void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } });
  });
  workbox.register().catch((error: unknown) => console.warn('[pwa] service worker not registered', error));
}
