import type { Browser, CDPSession, Page, Target } from 'puppeteer-core';
import { BASE_URL, closeBrowser, launchChromium, screenshot } from './browser';
import { api, openAs, signUpCompany, storeSession } from './company';
import { CALL_ROW, pickOption, waitForRow } from './sheet';

// The installable phone sheet without a network (docs/phone-sheet.md, "Offline"): Chromium
// finds it installable; once opened, the sheet reloads offline from the service worker and
// IndexedDB; calls and a status change made offline survive a reload and reach the server once
// each when the network returns, and another browser sees them live.

let browser: Browser;
let company: { email: string; token: string };
beforeAll(async () => {
  // A Chromium of its own: on the run's shared one (connected, not launched) the queue was not
  // sent when the network came back, in two runs out of two; on its own it was.
  browser = await launchChromium();
  company = await signUpCompany('offline', 'Lift Calls Ltd');
});
afterAll(async () => {
  await closeBrowser(browser);
});

const SHEET = '/dashboards/PhoneSheet';

/**
 * The page and its service workers both lose (or get back) the network, as in a lift: the
 * page's offline mode alone does not reach a worker's own requests.
 */
async function setOffline(page: Page, offline: boolean, workers: CDPSession[]): Promise<void> {
  await page.setOfflineMode(offline);
  for (const worker of workers) {
    await worker.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
}

/** CDP sessions on the page's service workers, once one controls the page. */
async function workerSessions(page: Page): Promise<CDPSession[]> {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, { timeout: 30000 });
  const isWorker = (t: Target) => t.type() === 'service_worker' && t.url().startsWith(BASE_URL);
  await page.browserContext().waitForTarget(isWorker);
  const sessions = [];
  for (const target of page.browserContext().targets().filter(isWorker)) {
    const session = await target.createCDPSession();
    await session.send('Network.enable');
    sessions.push(session);
  }
  return sessions;
}

/**
 * A remote's entry is in the worker's caches (handed over at its first control): under its hashed
 * name in the remotes' cache, or, built without a hash, with the deployment files.
 */
const remoteCached = (page: Page) =>
  page.waitForFunction(
    async () => {
      for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        const entry = (r: Request) =>
          /\/remoteEntry(\.[0-9a-f]{8})?\.js$/.test(new URL(r.url).pathname) &&
          !r.url.startsWith(location.origin);
        if (keys.some(entry)) return true;
      }
      return false;
    },
    { timeout: 30000, polling: 500 },
  );

/**
 * The phone-sheet remote's Arabic texts are in the worker's cache. The worker fetches a remote's
 * language chunks in the background once its manifest has passed through (service-worker.ts); on a
 * loaded machine that can end after the test goes offline, and the Arabic sheet would be English.
 */
const arabicTextsCached = (page: Page) =>
  page.waitForFunction(
    async () => {
      const deployment = await caches.open('deployment');
      const assets = await caches.open('remote-assets');
      for (const request of await deployment.keys()) {
        if (!request.url.endsWith('/mf-manifest.json')) continue;
        const manifest = (await (await deployment.match(request))?.json()) as {
          name?: string;
          exposes?: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
        };
        if (manifest.name !== 'phonesheet') continue;
        const files = (manifest.exposes ?? [])
          .flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async])
          .filter((file) => /(^|\/)messages-ar\.[0-9a-f]{8}\.js$/.test(file));
        if (files.length === 0) return false;
        for (const file of files) if (!(await assets.match(new URL(file, request.url).href))) return false;
        return true;
      }
      return false;
    },
    { timeout: 30000, polling: 500 },
  );

/** The sheet's copy is in IndexedDB: what "once a user has opened the sheet" leaves behind. */
const sheetKept = (page: Page) =>
  page.waitForFunction(
    async () => {
      // Opened only once the app has made it: an open here would create it with no stores.
      const made = (await indexedDB.databases()).some((d) => d.name === 'phonesheet-offline');
      if (!made) return false;
      return new Promise<boolean>((resolve) => {
        const open = indexedDB.open('phonesheet-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.objectStoreNames.contains('sheets')
            ? db.transaction('sheets').objectStore('sheets').count()
            : null;
          if (!count) return (db.close(), resolve(false));
          count.onsuccess = () => (db.close(), resolve(count.result > 0));
          count.onerror = () => (db.close(), resolve(false));
        };
      });
    },
    { timeout: 10000, polling: 250 },
  );

async function logCall(page: Page, name: string, phone: string): Promise<void> {
  // N starts a call from anywhere but a field.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('n');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  await waitForRow(page, name);
}

const badgeText = (page: Page, testId: string) =>
  page.$eval(`[data-testid="${testId}"]`, (el) => (el as HTMLElement).innerText.trim()).catch(() => null);

/** Waits (up to 20 s) until the badge reads `text`; the assertion after it names what it read. */
const badgeShows = (page: Page, testId: string, text: string) =>
  page
    .waitForFunction(
      (selector, t) => (document.querySelector(selector) as HTMLElement | null)?.innerText.trim() === t,
      { timeout: 20000 },
      `[data-testid="${testId}"]`,
      text,
    )
    .catch(() => undefined);

const rowWith = (page: Page, name: string, text: string) =>
  page.waitForFunction(
    (selector, n, t) =>
      [...document.querySelectorAll(selector)].some(
        (r) => (r as HTMLElement).innerText.includes(n) && (r as HTMLElement).innerText.includes(t),
      ),
    { timeout: 20000 },
    CALL_ROW,
    name,
    text,
  );

async function callsNamed(name: string) {
  const found = await api('GET', `/calls?q=${encodeURIComponent(name)}`, undefined, company.token);
  return (found.body.data.items as Array<{ contactName: string; statusId: string; version: number }>).filter(
    (c) => c.contactName === name,
  );
}

test('Chromium finds the app installable: manifest, icons, start URL and service worker', async () => {
  // The default (not incognito) profile: Chromium offers no install in an incognito context.
  const page = await browser.defaultBrowserContext().newPage();
  await storeSession(page, company.token);
  await page.goto(`${BASE_URL}${SHEET}`);
  await page.waitForSelector('[data-testid="sheet-empty"], [data-testid="call-row-light"]');
  await workerSessions(page);
  const cdp = await page.createCDPSession();
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
    return (await fetch(href)).json();
  });
  expect(manifest).toMatchObject({ name: 'Phone Sheet', start_url: SHEET, display: 'standalone' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  await page.close();
});

test('offline: the sheet reloads, keeps what was typed through a reload, and sends it once when back', async () => {
  const seeded = await api(
    'POST',
    '/calls',
    { contactName: 'Olga Online', phone: '+1 212 555 0150', priority: 'asap' },
    company.token,
  );
  expect(seeded.status).toBe(201);
  const page = await openAs(browser, company.token, SHEET);
  await waitForRow(page, 'Olga Online');
  await sheetKept(page);
  await remoteCached(page);
  await arabicTextsCached(page);
  const workers = await workerSessions(page);

  await setOffline(page, true, workers);
  // Nothing answers the worker either: a file it never cached cannot be had.
  const probe = await page.evaluate(() =>
    fetch(`/remotes.json?probe=${Date.now()}`).then(
      (r) => r.status,
      () => 'failed',
    ),
  );
  expect(probe).toBe('failed');
  await page.reload();
  await waitForRow(page, 'Olga Online');
  await page.waitForSelector('[data-testid="offline-badge"]');

  await logCall(page, 'Larry Lift', '(212) 555-0161');
  await logCall(page, 'Tina Tunnel', '(212) 555-0162');
  await pickOption(page, 'Olga Online', 'call-status', 'Left word');
  await rowWith(page, 'Olga Online', 'Left word');
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="waiting-count"]')?.textContent?.includes('3 changes waiting'),
  );
  expect(await badgeText(page, 'offline-badge')).toBe('Offline');
  await page.mouse.move(0, 0);
  await screenshot(page, 'offline-badge-en');
  expect(await callsNamed('Larry Lift')).toEqual([]);

  // A reload while still offline: everything typed is still there, still queued.
  await page.reload();
  await waitForRow(page, 'Larry Lift');
  await waitForRow(page, 'Tina Tunnel');
  await rowWith(page, 'Olga Online', 'Left word');
  // The count comes from the kept queue, read apart from the rows: under load it shows a moment later.
  await badgeShows(page, 'waiting-count', '3 changes waiting');
  expect(await badgeText(page, 'waiting-count')).toBe('3 changes waiting');

  // The same, in Arabic (right to left).
  await page.evaluate(() => localStorage.setItem('phonesheet.settings', JSON.stringify({ locale: 'ar' })));
  await page.reload();
  await waitForRow(page, 'Larry Lift');
  await badgeShows(page, 'offline-badge', 'غير متصل');
  expect(await badgeText(page, 'offline-badge')).toBe('غير متصل');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await page.mouse.move(0, 0);
  await screenshot(page, 'offline-badge-ar');

  // A colleague's browser, online, with the sheet open.
  const other = await openAs(browser, company.token, SHEET);
  await waitForRow(other, 'Olga Online');
  await other.waitForFunction(() => document.body.innerText.includes('Live'));
  expect(await other.evaluate(() => document.body.innerText.includes('Larry Lift'))).toBe(false);

  await setOffline(page, false, workers);
  await page.waitForFunction(() => !document.querySelector('[data-testid="waiting-count"]'), {
    timeout: 30000,
  });
  expect(await page.$('[data-testid="offline-badge"]')).toBeNull();
  // Each reached the server once, in order; the status change too, exactly once.
  expect(await callsNamed('Larry Lift')).toHaveLength(1);
  expect(await callsNamed('Tina Tunnel')).toHaveLength(1);
  const [olga] = await callsNamed('Olga Online');
  expect(olga.version).toBe(2);
  const statuses = await api('GET', '/statuses', undefined, company.token);
  const leftWord = statuses.body.data.find((s: { key: string }) => s.key === 'leftWord');
  expect(olga.statusId).toBe(leftWord.id);
  // Live on the colleague's sheet, without a reload.
  await waitForRow(other, 'Larry Lift');
  await waitForRow(other, 'Tina Tunnel');
  await rowWith(other, 'Olga Online', 'Left word');
  expect(page.errors).toEqual([]);
  await other.close();
  await page.close();
});
