/** Where the build puts the service worker (host/pwa.webpack.js). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Resolves when a service worker controls this page. */
function controlled(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * Installs the service worker (docs/phone-sheet.md, "Offline"; index.ts calls this once the page
 * has loaded, so its precache never competes with the first paint). A page loaded before the
 * worker ran hands it the addresses of its files once the worker controls it (Workbox's
 * CACHE_URLS message), so the phone-sheet remote opens offline from the next load on.
 * The browser's own API, not workbox-window: a register call and a message were 2.6 KiB and a
 * request of every first load.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // This page's files came past the worker when its navigation did not go through one (a
  // first visit, or a load while the worker was still installing): it may control the page
  // already (clientsClaim) or only later.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loadedWithoutWorker = !navigation?.workerStart;
  const takesControl = controlled();
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL)
    .catch((error: unknown) => console.warn('[pwa] service worker not registered', error));
  if (!loadedWithoutWorker) return;
  void takesControl.then(() => {
    const urlsToCache = [
      window.location.href,
      ...performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => !new URL(url).pathname.startsWith('/api/')),
    ];
    // To the worker in control: it may have been installed by an earlier page.
    navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  });
}
