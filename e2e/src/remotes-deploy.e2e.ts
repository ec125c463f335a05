// A team ships the billing remote while the app is open (docs/deployment.md): publish a second
// version, promote it, roll it back; an incompatible version is refused by the CLI, and by the
// host when written into remotes.json by hand. On the production build, in Chromium.
//
// The versions are made from billing's build, not built again (a build takes minutes):
// - "version 1" is that build with the record of its type check and contract test, which
//   `promote` requires, made by the command a team's CI runs on its build (`pnpm remotes
//   typecheck billing --dist`);
// - "version 2" is that build with one visible text changed (the English title of the plans
//   page) and its chunk-loading global renamed, as a change of billing's sources renames it
//   (build/build-metadata.js sourceHash); the version store hashes every file, so it is a new
//   version like any other;
// - "incompatible" is that build with its manifest declaring the next major module contract,
//   which is all the CLI and the host read to decide.
// The page runs on a second host of the stack's build (an environment of its own in the
// registry), so the stack's own remotes.json, which the other files use meanwhile, never changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'puppeteer-core';
import {
  BASE_URL,
  PORT_OFFSET,
  closeBrowser,
  settled,
  extraPort,
  launch,
  newPage,
  screenshot,
  waitForText,
} from './browser';
import { api, sharedCompany, storeSession } from './company';
import { waitForRow } from './sheet';

const ROOT = path.join(__dirname, '..', '..');
const STORE = path.resolve(process.env.REMOTES_STORE || path.join(ROOT, '.remotes'));
const ENV = `port-${PORT_OFFSET}-deploy`;
const TITLE = 'Subscription plans';
const TITLE_2 = 'Subscription plans, version 2';
const PLANS = '/apps/subscriptionPlans';

let browser: Browser;
let page: Page & { errors: string[] };
let host: ChildProcess;
let tmp: string;
let remotesJson: string;
let origins: Record<string, string>;
let hostUrl: string;
const versions: Record<'v1' | 'v2' | 'incompatible', string> = { v1: '', v2: '', incompatible: '' };
/** Every URL the page asked for. */
const requested: string[] = [];
/** The bodies of the load-failure beacons the page sent. */
const beacons: string[] = [];

/** `pnpm remotes …` as a team runs it, in the test's environment. */
function remotes(...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/remotes.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REMOTES_STORE: STORE, REMOTES_BY: 'remotes-deploy e2e' },
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

function publish(dist: string): string {
  const { status, out } = remotes('publish', 'billing', '--dist', dist, '--json');
  expect({ status, out }).toMatchObject({ status: 0 });
  return JSON.parse(out.trim().split('\n').at(-1)!).version;
}

/** A build (billing's, unless `from`) copied to a folder of its own, changed by `change(dir)`. */
function variant(
  name: string,
  change: (dir: string) => void,
  from = path.join(ROOT, 'remote-billing', 'dist'),
): string {
  const dir = path.join(tmp, name);
  fs.cpSync(from, dir, { recursive: true });
  change(dir);
  return dir;
}

/** Replaces text in every script of `dir`; a changed script's precompressed copies go (served plain). */
function replaceInScripts(dir: string, from: string | RegExp, to: string): number {
  let changed = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    const next = text.replaceAll(from, to);
    if (next === text) continue;
    fs.writeFileSync(full, next);
    fs.rmSync(`${full}.br`, { force: true });
    fs.rmSync(`${full}.gz`, { force: true });
    changed += 1;
  }
  return changed;
}

/** A route change inside the open app, as a click on a link does (no reload). */
async function goTo(route: string) {
  await page.evaluate((r) => {
    history.pushState(null, '', r);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/** Until the plans page shows the title `shown` (and not the other one). */
async function waitForTitle(shown: string): Promise<void> {
  const other = shown === TITLE ? TITLE_2 : TITLE;
  await page.waitForFunction(
    (a, b) =>
      [...document.querySelectorAll('h1, h2, h3, h4')].some((h) => h.textContent === a) &&
      ![...document.querySelectorAll('h1, h2, h3, h4')].some((h) => h.textContent === b),
    { timeout: 20000 },
    shown,
    other,
  );
}

async function waitUp(url: string) {
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

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-deploy-'));
  remotesJson = path.join(tmp, 'remotes.json');
  const stackRemotes = (await (await fetch(`${BASE_URL}/remotes.json`)).json()) as Record<string, string>;
  origins = Object.fromEntries(
    Object.entries(stackRemotes).map(([name, url]) => [name, new URL(url).origin]),
  );
  // The environment of this file's host: the stack's remotes, its own remotes.json.
  const registry = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { defineEnvironment } from ${JSON.stringify(path.join(ROOT, 'scripts/remotes/registry.mjs'))};
       await defineEnvironment(${JSON.stringify(STORE)}, ${JSON.stringify(ENV)}, ${JSON.stringify({
         remotesJson,
         hostManifest: path.join(ROOT, 'host/dist/mf-manifest.json'),
         origins,
       })});`,
    ],
    { encoding: 'utf8' },
  );
  expect(registry.stderr).toBe('');

  const checked = variant('v1', (dir) => {
    expect(remotes('typecheck', 'billing', '--dist', dir)).toMatchObject({ status: 0 });
  });
  versions.v1 = publish(checked);
  versions.v2 = publish(
    variant(
      'v2',
      (dir) => {
        expect(
          replaceInScripts(dir, `"billing.plans.title":"${TITLE}"`, `"billing.plans.title":"${TITLE_2}"`),
        ).toBe(1);
        expect(
          replaceInScripts(dir, /phonesheet_billing_[0-9a-f]{8}/g, 'phonesheet_billing_00000002'),
        ).toBeGreaterThan(1);
      },
      checked,
    ),
  );
  versions.incompatible = publish(
    variant(
      'incompatible',
      (dir) => {
        const file = path.join(dir, 'mf-manifest.json');
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
        const major = Number(String(manifest.metaData.phonesheet.contract).split('.')[0]);
        manifest.metaData.phonesheet.contract = `${major + 1}.0.0`;
        fs.writeFileSync(file, JSON.stringify(manifest));
        // Its precompressed copies held the old manifest (publish refuses them): served plain.
        fs.rmSync(`${file}.br`);
        fs.rmSync(`${file}.gz`);
      },
      checked,
    ),
  );
  // The environment starts on the first version, whatever an earlier run left.
  expect(remotes('promote', 'billing', versions.v1, '--env', ENV).status).toBe(0);

  const hostPort = extraPort(0);
  hostUrl = `http://localhost:${hostPort}`;
  host = spawn(
    process.execPath,
    [
      path.join(ROOT, 'build/serve-static.mjs'),
      '--dir',
      path.join(ROOT, 'host/dist'),
      '--port',
      String(hostPort),
      '--remotes-json',
      remotesJson,
    ],
    { stdio: 'ignore' },
  );
  await waitUp(`http://127.0.0.1:${hostPort}/remotes.json`);

  browser = await launch();
  page = await newPage(browser);
  page.on('request', (request) => {
    requested.push(request.url());
    if (request.url().endsWith('/remotes/load-failures'))
      void request.fetchPostData().then((body) => beacons.push(body ?? request.postData() ?? ''));
  });
  const { token } = await sharedCompany();
  await storeSession(page, token, undefined, hostUrl);
  await page.goto(`${hostUrl}${PLANS}`);
  await waitForTitle(TITLE);
  // Another remote's page, so its files are in the page before the promotion.
  await goTo('/my-profile');
  await settled(page);
  await page.waitForFunction(
    (a) => ![...document.querySelectorAll('h1, h2, h3, h4')].some((h) => h.textContent === a),
    {},
    TITLE,
  );
  for (let i = 0; i < 100 && !requested.some((url) => url.startsWith(origins.auth)); i++)
    await new Promise((r) => setTimeout(r, 100));
}, 360_000); // the type check and the contract test take a minute or two on loaded cores

afterAll(async () => {
  await closeBrowser(browser);
  host?.kill();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test('a promoted version reaches the open app at its next route change; no other remote is fetched again', async () => {
  expect(versions.v2).not.toBe(versions.v1);
  const authFetched = requested.filter((url) => url.startsWith(origins.auth)).length;
  expect(authFetched).toBeGreaterThan(0);
  const before = requested.splice(0);

  const started = Date.now();
  const promoted = remotes('promote', 'billing', versions.v2, '--env', ENV);
  expect(promoted).toMatchObject({ status: 0 });
  const promotedIn = Date.now() - started;
  await goTo(PLANS);
  await waitForTitle(TITLE_2);
  const seenIn = Date.now() - started;
  console.log(
    `promote → seen: ${seenIn} ms (the command ${promotedIn} ms, the route change ${seenIn - promotedIn} ms)`,
  );
  await screenshot(page, 'remotes-deploy-v2');

  // Billing's files came from the new version's folder. Of the other remotes nothing was
  // fetched again: no manifest, no entry, no file the page had already (a chunk of My Account
  // that its page asks for late is a first fetch, not a second).
  const remoteFiles = requested.filter((url) => Object.values(origins).some((o) => url.startsWith(o)));
  const billingFiles = remoteFiles.filter((url) => url.startsWith(origins.billing));
  expect(billingFiles.length).toBeGreaterThan(0);
  for (const url of billingFiles) expect(url).toContain(`${origins.billing}/versions/${versions.v2}/`);
  const others = remoteFiles.filter((url) => !url.startsWith(origins.billing));
  expect(others.filter((url) => before.includes(url) || /mf-manifest|remoteEntry/.test(url))).toEqual([]);
  expect(page.errors).toEqual([]);
});

test('a rollback brings the first version back at the next route change', async () => {
  const back = remotes('rollback', 'billing', '--env', ENV);
  expect(back).toMatchObject({ status: 0 });
  expect(back.out).toContain(`to ${versions.v1}`);
  await goTo('/my-profile');
  await goTo(PLANS);
  await waitForTitle(TITLE);
});

test('an incompatible version: the CLI refuses to promote it; written into remotes.json, the host refuses it, on billing only', async () => {
  const refused = remotes('promote', 'billing', versions.incompatible, '--env', ENV);
  expect(refused.status).toBe(1);
  expect(refused.out).toMatch(/refused: module contract \d+\.0\.0, the host runs/);
  expect(JSON.parse(fs.readFileSync(remotesJson, 'utf8')).billing).toContain(versions.v1);

  // By hand, past the CLI.
  const forced = JSON.parse(fs.readFileSync(remotesJson, 'utf8'));
  forced.billing = `${origins.billing}/versions/${versions.incompatible}/mf-manifest.json`;
  fs.writeFileSync(remotesJson, JSON.stringify(forced));
  requested.length = 0;
  await goTo('/my-profile');
  await goTo(PLANS);
  await waitForText(page, 'This section is unavailable');
  await screenshot(page, 'remotes-deploy-refused');
  // Refused from its manifest: not one script of that version ran.
  const ofForced = requested.filter((url) => url.includes(`/versions/${versions.incompatible}/`));
  expect(ofForced.map((url) => path.basename(url))).toEqual(['mf-manifest.json']);
  // The operator page's load health is told why.
  for (let i = 0; i < 50 && !beacons.some((b) => b.includes('refused: module contract')); i++)
    await new Promise((r) => setTimeout(r, 100));
  expect(beacons.map((b) => JSON.parse(b))).toContainEqual(
    expect.objectContaining({
      remote: 'billing',
      version: versions.incompatible,
      reason: expect.stringMatching(/^refused: module contract \d+\.0\.0, the host runs/),
    }),
  );

  // A fresh load is refused the same way.
  await page.goto(`${hostUrl}${PLANS}`);
  await waitForText(page, 'This section is unavailable');

  // The rest of the app works: the phone sheet (another remote) shows its calls.
  const { token } = await sharedCompany();
  const call = await api('POST', '/calls', { contactName: 'Rita Refused', phone: '+1 212 555 0145' }, token);
  expect(call.status).toBe(201);
  await goTo('/dashboards/PhoneSheet');
  await waitForRow(page, 'Rita Refused');
  expect(page.errors).toEqual([]);

  // Back to what the registry says is live.
  expect(remotes('promote', 'billing', versions.v1, '--env', ENV).status).toBe(0);
});
