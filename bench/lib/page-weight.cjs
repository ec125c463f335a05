// Page weight, written once for bench/cold-load.mjs and e2e/src/page-weight.e2e.ts: a page loaded
// in Chromium with every response recorded over CDP, then summed up as JavaScript on the wire,
// requests, which app's origin served what (so which remotes a page fetched), how many copies of
// each federated singleton came down, and, on a second visit, what the service worker answered
// from its caches and what still came from the network.
// CommonJS with its types in page-weight.d.cts, so that jest's e2e (TypeScript compiled to
// CommonJS) and the benchmarks (ES modules under plain node) both import it.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { seedBrowserSession } = require('../../scripts/testkit/sign-up.cjs');

const BUDGETS_FILE = path.join(__dirname, '..', 'first-load-budgets.json');

/** bench/first-load-budgets.json: the pages, what each draws, and its byte and request budgets. */
function readBudgets() {
  return JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8'));
}

/** A page's byte limit: its target, or its ceiling while it has not reached the target yet. */
function limitKiB(budgets, page) {
  return budgets.ceilingKiB[page] ?? budgets.jsWireKiB[page];
}

/** A page's request limit (null: none): its target, or its ceiling while it misses the target. */
function limitRequests(budgets, page) {
  return budgets.requestsCeiling[page] ?? budgets.requests[page] ?? null;
}

/** The remotes a page may fetch: the ones it draws, and those it still fetched the day they were counted. */
function allowedRemotes(budgets, page) {
  return [...budgets.pages[page].draws, ...(budgets.remotesFetchedToday[page] ?? [])];
}

/**
 * Which origin is which app, and which file of which app holds which shared package, from the
 * running stack itself: the host's remotes.json and every app's mf-manifest.json.
 * @param {string} base the host's origin
 */
async function readStack(base) {
  const getJson = async (url) => {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };
  const manifests = { host: new URL('/mf-manifest.json', base).href };
  for (const [name, url] of Object.entries(await getJson(new URL('/remotes.json', base).href))) {
    manifests[name] = url;
  }
  const appByOrigin = {};
  /** @type {Record<string, string[]>} a file's URL → the shared packages it holds */
  const sharedByUrl = {};
  const sharedNames = new Set();
  for (const [app, manifestUrl] of Object.entries(manifests)) {
    appByOrigin[new URL(manifestUrl).origin] = app;
    const manifest = await getJson(manifestUrl);
    for (const shared of manifest.shared ?? []) {
      sharedNames.add(shared.name);
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        // publicPath 'auto': a remote's files sit beside its manifest.
        const url = new URL(file, manifestUrl).href;
        (sharedByUrl[url] ??= []).push(shared.name);
      }
    }
  }
  return { base, appByOrigin, sharedByUrl, sharedNames: [...sharedNames].sort() };
}

/**
 * Records every request of a page over CDP: its type, size on the wire and unpacked, and where
 * the answer came from (the network, the HTTP cache, the service worker and, then, its cache or
 * the network behind it).
 */
async function recordNetwork(page, { cacheDisabled = true, bypassServiceWorker = false } = {}) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  await cdp.send('Network.setBypassServiceWorker', { bypass: bypassServiceWorker });
  const requests = new Map();
  /** Requests not answered yet, but the event stream, which stays open as long as the page. */
  const pending = new Set();
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    touch();
    if (request.url.startsWith('data:')) return;
    requests.set(requestId, { url: request.url, type, raw: 0, wire: 0, done: false });
    if (type !== 'EventSource') pending.add(requestId);
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    touch();
    const r = requests.get(requestId);
    if (!r) return;
    Object.assign(r, {
      url: response.url,
      type,
      status: response.status,
      fromServiceWorker: !!response.fromServiceWorker,
      serviceWorkerSource: response.serviceWorkerResponseSource ?? null,
      fromDiskCache: !!response.fromDiskCache,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const r = requests.get(requestId);
    if (r) r.raw += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    touch();
    const r = requests.get(requestId);
    if (r) Object.assign(r, { wire: encodedDataLength, done: true });
    pending.delete(requestId);
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    touch();
    const r = requests.get(requestId);
    if (r) r.failed = true;
    pending.delete(requestId);
  });
  return {
    cdp,
    requests,
    /** Resolves once no request has been pending for `quietMs` (late chunks count too). */
    async settled(quietMs = 1000, timeoutMs = 30000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (pending.size === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the network was not quiet within ${timeoutMs} ms (${pending.size} pending)`);
    },
  };
}

/** Waits for what shows a page has drawn: `{ selector }` (visible) or `{ text }`. */
async function waitReady(page, ready, timeout) {
  if (ready.selector) await page.waitForSelector(ready.selector, { visible: true, timeout });
  else await page.waitForFunction((t) => document.body?.innerText.includes(t), { timeout }, ready.text);
}

/**
 * Opens `route` in a new page of `context`, signed in when `signIn` (→ a new browser session) is
 * given: the session is stored before the app's first script runs, so the page's first load is the route's own (no load of
 * another page first). Answers the page, its recorder and how long the page took to be ready.
 */
async function openPage(
  context,
  { base, route, ready, signIn, bypassServiceWorker = false, timeoutMs = 60000 },
) {
  const page = await context.newPage();
  page.setDefaultTimeout(timeoutMs);
  // Signed in as a browser is after a sign-in: a refresh cookie of its own and the kept profile.
  if (signIn) await seedBrowserSession(page, base, await signIn());
  const recorder = await recordNetwork(page, { cacheDisabled: true, bypassServiceWorker });
  const started = Date.now();
  await page.goto(new URL(route, base).href);
  await waitReady(page, ready, timeoutMs);
  const readyMs = Date.now() - started;
  await recorder.settled(1000, timeoutMs);
  return { page, recorder, readyMs };
}

const isJs = (r) => r.type === 'Script' || /\.m?js$/.test(new URL(r.url).pathname);

/**
 * A load's requests summed up. `jsWire` is what the server sent for the scripts (compressed, with
 * headers), `jsRaw` the scripts unpacked; `remotes` the remotes whose origin answered anything;
 * `singletons` how many apps' copies of each shared package came down.
 */
function summarize(stack, requests) {
  const perApp = {};
  const copies = {};
  let jsWire = 0;
  let jsRaw = 0;
  let jsFiles = 0;
  for (const r of requests.values()) {
    const url = new URL(r.url);
    const app = stack.appByOrigin[url.origin] ?? url.origin;
    const entry = (perApp[app] ??= { requests: 0, jsWire: 0, jsRaw: 0 });
    entry.requests += 1;
    if (!isJs(r)) continue;
    entry.jsWire += r.wire;
    entry.jsRaw += r.raw;
    jsWire += r.wire;
    jsRaw += r.raw;
    jsFiles += 1;
    for (const name of stack.sharedByUrl[url.href] ?? []) (copies[name] ??= new Set()).add(app);
  }
  const singletons = Object.fromEntries(stack.sharedNames.map((n) => [n, copies[n]?.size ?? 0]));
  const remotes = Object.keys(perApp)
    .filter((app) => app !== 'host' && Object.values(stack.appByOrigin).includes(app))
    .sort();
  return { requests: requests.size, jsFiles, jsWire, jsRaw, perApp, remotes, singletons };
}

/**
 * Where a second visit's answers came from: the service worker's cache (its precache or a
 * runtime cache), or the network (through the worker or not). Counts scripts and their bytes;
 * `networkJs` lists the scripts that still came from the network.
 */
function secondVisitSources(requests) {
  const out = { swCacheJs: 0, swCacheJsKiB: 0, networkJs: [], networkJsKiB: 0, networkOther: [] };
  for (const r of requests.values()) {
    if (r.failed) continue;
    const fromSwCache = r.fromServiceWorker && r.serviceWorkerSource === 'cache-storage';
    // An answer from the worker has no wire size of its own: its body is what came.
    const bytes = Math.max(r.wire, r.raw);
    if (isJs(r)) {
      if (fromSwCache) {
        out.swCacheJs += 1;
        out.swCacheJsKiB += bytes / 1024;
      } else {
        out.networkJs.push({ url: r.url, kib: bytes / 1024, via: r.serviceWorkerSource ?? 'page' });
        out.networkJsKiB += bytes / 1024;
      }
    } else if (!fromSwCache) {
      out.networkOther.push(r.url);
    }
  }
  return out;
}

/**
 * Waits until this context's service worker controls `page` and holds every script the page
 * loaded (a second visit can then be served without the network). False when it does not
 * within `timeoutMs`: the second visit shows what was missing.
 */
async function workerHoldsScripts(page, requests, timeoutMs = 30000) {
  const scripts = [...requests.values()].filter((r) => isJs(r) && !r.failed).map((r) => r.url);
  try {
    await page.waitForFunction(
      async (urls) => {
        if (!navigator.serviceWorker?.controller) return false;
        for (const url of urls) if (!(await caches.match(url, { ignoreSearch: true }))) return false;
        return true;
      },
      { timeout: timeoutMs, polling: 500 },
      scripts,
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * The second visit of `route` in `context`: a first visit as a new visitor makes it (the service
 * worker installs and takes the page's files), then the same route again in the same context,
 * the HTTP cache still off, so that only the worker can spare the network.
 */
async function secondVisit(context, options) {
  const first = await openPage(context, { ...options, bypassServiceWorker: false });
  const held = await workerHoldsScripts(first.page, first.recorder.requests);
  await first.page.close();
  const again = await openPage(context, { ...options, bypassServiceWorker: false });
  const sources = secondVisitSources(again.recorder.requests);
  await again.page.close();
  return { held, ...sources, readyMs: again.readyMs };
}

/** A cold load: a new browser context, the HTTP cache off and no service worker in the way. */
async function coldLoad(browser, stack, options) {
  const context = await browser.createBrowserContext();
  try {
    const { page, recorder, readyMs } = await openPage(context, {
      base: stack.base,
      bypassServiceWorker: true,
      ...options,
    });
    const summary = summarize(stack, recorder.requests);
    await page.close();
    return { ...summary, readyMs };
  } finally {
    await context.close();
  }
}

/** The checks of one cold load against the budgets: a list of what is over (empty: within). */
function overBudget(budgets, route, load) {
  const over = [];
  const kib = load.jsWire / 1024;
  const limit = limitKiB(budgets, route);
  if (kib > limit) over.push(`${route}: ${kib.toFixed(0)} KiB of JS > ${limit} KiB`);
  const maxRequests = limitRequests(budgets, route);
  if (maxRequests !== null && load.requests > maxRequests) {
    over.push(`${route}: ${load.requests} requests > ${maxRequests}`);
  }
  const allowed = allowedRemotes(budgets, route);
  const stray = load.remotes.filter((r) => !allowed.includes(r));
  if (stray.length) over.push(`${route}: fetched the ${stray.join(', ')} remote(s), which it does not draw`);
  const twice = Object.entries(load.singletons).filter(([, n]) => n > 1);
  if (twice.length) over.push(`${route}: ${twice.map(([name, n]) => `${name} × ${n}`).join(', ')}`);
  return over;
}

module.exports = {
  readBudgets,
  limitKiB,
  limitRequests,
  allowedRemotes,
  readStack,
  openPage,
  coldLoad,
  secondVisit,
  summarize,
  secondVisitSources,
  workerHoldsScripts,
  overBudget,
};
