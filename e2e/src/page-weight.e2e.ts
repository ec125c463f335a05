import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'puppeteer-core';
import { API_URL, BASE_URL, closeBrowser, extraPort, launch } from './browser';
import { api, PASSWORD, signUpCompany } from './company';
import { browserSession } from '../../scripts/testkit/sign-up.cjs';
import * as weight from '../../bench/lib/page-weight.cjs';

// Page weight (bench/first-load-budgets.json, docs/performance.md "First load"): each page's
// cold load within its bytes and requests, fetching only the remotes it draws and each
// singleton once; a second visit served by the service worker; a remote deployed after a visit
// loaded on the next one. Bytes and counts only, no timing. bench/cold-load.mjs measures the same
// pages the same way and prints the table.

const ROOT = path.join(__dirname, '..', '..');
const BUDGETS = weight.readBudgets();
const ROUTES = Object.keys(BUDGETS.pages);

let browser: Browser;
let stack: weight.Stack;
let token: string;
let email: string;
beforeAll(async () => {
  browser = await launch();
  stack = await weight.readStack(BASE_URL);
  ({ token, email } = await signUpCompany('page-weight', 'Page Weight Ltd'));
  // The Basic plan: a new company's admin is otherwise sent to /subscription.
  expect((await api('POST', '/subscription/chooseBasic', {}, token)).status).toBe(200);
});
afterAll(async () => {
  await closeBrowser(browser);
});

const optionsOf = (route: string, base = BASE_URL) => ({
  base,
  route,
  ready: BUDGETS.pages[route].ready,
  signIn: BUDGETS.pages[route].signedIn
    ? () => browserSession(`${API_URL}/api/v1`, email, PASSWORD)
    : undefined,
});

test.each(ROUTES)(
  'cold load of %s: within its JS and request budgets, only the remotes it draws, each singleton once',
  async (route) => {
    const load = await weight.coldLoad(browser, stack, optionsOf(route));
    const kib = load.jsWire / 1024;
    const target = BUDGETS.jsWireKiB[route];
    if (kib > target) {
      // Held at its ceiling while the page is brought down (the budgets file says how).
      console.log(
        `${route}: ${kib.toFixed(0)} KiB of JS, target ${target}, ceiling ${weight.limitKiB(BUDGETS, route)}`,
      );
    }
    expect({ route, over: weight.overBudget(BUDGETS, route, load) }).toEqual({ route, over: [] });
  },
  180_000,
);

test.each(BUDGETS.secondVisit.pages)(
  'second visit of %s: every script from the service worker, none from the network',
  async (route) => {
    const context = await browser.createBrowserContext();
    try {
      const visit = await weight.secondVisit(context, optionsOf(route));
      const fromNetwork = visit.networkJs
        .map((s) => new URL(s.url))
        .filter((url) => !BUDGETS.secondVisit.networkJsAllowed.includes(url.pathname))
        .map((url) => url.href);
      expect({ route, held: visit.held, fromNetwork }).toEqual({ route, held: true, fromNetwork: [] });
      expect(visit.swCacheJs).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  },
  180_000,
);

function serve(dir: string, port: number, extra: string[] = []): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(ROOT, 'build', 'serve-static.mjs'), '--dir', dir, '--port', String(port), ...extra],
    { stdio: 'ignore', env: { ...process.env } },
  );
}

async function waitUp(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not up`);
}

/**
 * A new build of the phone-sheet remote in `dir`: its entry changed (so renamed, when its name
 * carries a content hash) and the manifest naming it, as a deployment leaves them. Answers the
 * new entry's file name.
 */
function deployNewEntry(dir: string): string {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const old: string = manifest.metaData.remoteEntry.name;
  const code = `${fs.readFileSync(path.join(dir, old), 'utf8')}\n;self.__phonesheetDeployment = 'second';\n`;
  const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 8);
  const name = /\.[0-9a-f]{8}\.js$/.test(old) ? old.replace(/\.[0-9a-f]{8}\.js$/, `.${hash}.js`) : old;
  manifest.metaData.remoteEntry.name = name;
  fs.writeFileSync(path.join(dir, name), code);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  // The static server prefers a precompressed copy: the old ones must not answer for the new files.
  for (const file of [old, 'mf-manifest.json']) {
    for (const suffix of ['.br', '.gz']) fs.rmSync(path.join(dir, `${file}${suffix}`), { force: true });
  }
  return name;
}

test('a phone-sheet remote deployed after a visit is the one the next visit runs', async () => {
  const hostPort = extraPort(2);
  const sheetPort = extraPort(3);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-deploy-'));
  const sheetDir = path.join(dir, 'phonesheet');
  fs.cpSync(path.join(ROOT, 'remote-phonesheet', 'dist'), sheetDir, { recursive: true });
  // The host of the stack under test, with the phone-sheet remote on a port of its own.
  const remotes = (await (await fetch(`${BASE_URL}/remotes.json`)).json()) as Record<string, string>;
  remotes.phonesheet = `http://localhost:${sheetPort}/mf-manifest.json`;
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
  const host = serve(path.join(ROOT, 'host', 'dist'), hostPort, [
    '--remotes-json',
    path.join(dir, 'remotes.json'),
  ]);
  const sheet = serve(sheetDir, sheetPort);
  const context = await browser.createBrowserContext();
  try {
    await waitUp(`http://127.0.0.1:${hostPort}/remotes.json`);
    await waitUp(`http://127.0.0.1:${sheetPort}/mf-manifest.json`);
    const options = optionsOf('/dashboards/PhoneSheet', `http://localhost:${hostPort}`);
    const first = await weight.openPage(context, options);
    expect(await weight.workerHoldsScripts(first.page, first.recorder.requests)).toBe(true);
    await (first.page as Page).close();

    const entry = deployNewEntry(sheetDir);
    const next = await weight.openPage(context, options);
    const page = next.page as Page;
    const entryLoads = [...next.recorder.requests.values()].filter((r) =>
      r.url.endsWith(`:${sheetPort}/${entry}`),
    );
    expect(
      entryLoads.map((r) => ({ status: r.status, fromCache: r.serviceWorkerSource === 'cache-storage' })),
    ).toEqual([{ status: 200, fromCache: false }]);
    expect(
      await page.evaluate(
        () => (self as unknown as { __phonesheetDeployment?: string }).__phonesheetDeployment,
      ),
    ).toBe('second');
    await page.close();
  } finally {
    await context.close();
    host.kill();
    sheet.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
