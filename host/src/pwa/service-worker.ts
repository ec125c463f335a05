/// <reference lib="webworker" />
// The service worker (built by workbox-webpack-plugin's InjectManifest; docs/phone-sheet.md,
// "Offline"). Once a user has opened the sheet, the shell, the phone-sheet remote and the
// deployment files open without the network. The sheet's data is not cached here: the remote
// keeps its own copy in IndexedDB, and the API is never answered from a cache.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { strategyFor } from './cache-rules';
import { listenForPushes } from './push-notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// A new version takes over at once: its precache holds the files of the shell it came with.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Calls logged for the user, as notifications (push-notifications.ts).
listenForPushes(self);

// The host's own build: hashed files, fetched once when the worker installs.
precacheAndRoute(self.__WB_MANIFEST);

/**
 * A remote's <script> requests are "no-cors", whose answers are opaque: they cannot be checked
 * and count for megabytes of quota each. The apps send CORS headers, so the worker asks in CORS.
 */
const corsRequest: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
};
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// Pages: always the network's index.html while online (a new deployment shows at once);
// offline, the last one seen, else the one this worker came with (every route is the SPA).
const pages = new NetworkFirst({ cacheName: 'pages', plugins: [okOnly] });
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  }),
);

/**
 * A remote's texts in the other languages come in chunks of their own (`messages-<locale>`),
 * fetched when a language is chosen: when its manifest passes through here, they are put in the
 * remote assets' cache, so a language first chosen offline still has its texts.
 */
const CATALOGUE_CHUNK = /(^|\/)messages-[a-z]{2}\.[0-9a-f]{8}\.js$/;
const warmCatalogues: NonNullable<WorkboxPlugin['fetchDidSucceed']> = async ({
  request,
  response,
  event,
}) => {
  if (response.ok && request.url.endsWith('/mf-manifest.json')) {
    event.waitUntil(cacheCatalogues(request.url, response.clone()).catch(() => undefined));
  }
  return response;
};

async function cacheCatalogues(manifestUrl: string, response: Response): Promise<void> {
  const manifest = (await response.json()) as {
    exposes?: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
  };
  const files = (manifest.exposes ?? [])
    .flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async])
    .filter((file) => CATALOGUE_CHUNK.test(file));
  const cache = await caches.open('remote-assets');
  for (const file of new Set(files)) {
    const url = new URL(file, manifestUrl).href;
    if (await cache.match(url)) continue;
    const answer = await fetch(url, { mode: 'cors', credentials: 'omit' });
    if (answer.ok) await cache.put(url, answer);
  }
}

// remotes.json, each remote's mf-manifest.json, /config.js: the network first, so a remote
// deployed later is loaded while online (its manifest names its new entry); the last copy only
// offline.
registerRoute(
  ({ url }) => strategyFor(url, self.location.origin) === 'network-first',
  new NetworkFirst({
    cacheName: 'deployment',
    plugins: [corsRequest, okOnly, { fetchDidSucceed: warmCatalogues }],
  }),
);

// A remote's entry and chunks carry a content hash in their name: a cached copy never goes
// stale, so a second visit takes them from here without the network.
registerRoute(
  ({ url }) => strategyFor(url, self.location.origin) === 'cache-first',
  new CacheFirst({
    cacheName: 'remote-assets',
    plugins: [corsRequest, okOnly, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);
