import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, HTTPResponse } from 'puppeteer-core';
import {
  API_URL,
  BASE_URL,
  PORT_OFFSET,
  clickText,
  launch,
  newPage,
  screenshot,
  waitForText,
} from './browser';
import { uniqueEmail, waitForMail } from './mailbox';

const ROOT = path.join(__dirname, '..', '..');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function chooseLanguage(page: Awaited<ReturnType<typeof newPage>>, name: string) {
  await page.click('button[aria-haspopup="menu"][aria-label]');
  await clickText(page, name, '[role="menuitem"], .ant-dropdown-menu-item');
}

test('public pages in English and Arabic; switching to Arabic turns the app right-to-left', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/`);
  await page.waitForFunction(() => location.pathname === '/home');
  await page.waitForSelector('h1');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  await screenshot(page, 'home-en');
  await page.goto(`${BASE_URL}/signin`);
  await page.waitForSelector('input[type="password"]');
  await screenshot(page, 'signin-en');

  await page.goto(`${BASE_URL}/home`);
  await page.waitForSelector('h1');
  await chooseLanguage(page, 'العربية');
  await page.waitForFunction(
    () => document.documentElement.dir === 'rtl' && document.documentElement.lang.startsWith('ar'),
  );
  // The menu closed after the choice.
  await page.waitForFunction(() => !document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)'));
  await screenshot(page, 'home-ar');
  await page.goto(`${BASE_URL}/signin`);
  await page.waitForSelector('input[type="password"]');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(page, 'signin-ar');
  await page.goto(`${BASE_URL}/signup`);
  await page.waitForSelector('input[type="password"]');
  await screenshot(page, 'signup-ar');
  expect(page.errors).toEqual([]);
});

test('guards: protected routes send visitors home, unknown paths show the 404 page', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/dashboards/PhoneSheet`);
  await page.waitForFunction(() => location.pathname === '/home');
  await page.goto(`${BASE_URL}/no/such/page`);
  await page.waitForFunction(() => location.pathname === '/error-pages/error-404');
  await waitForText(page, "We can't find the page that you are looking for.");
});

interface Manifest {
  name: string;
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

test('each shared singleton is downloaded once per page load', async () => {
  const manifests: Manifest[] = [
    'host',
    'remote-auth',
    'remote-billing',
    'remote-phonesheet',
    'remote-templates',
  ].map(
    (dir) =>
      JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'dist', 'mf-manifest.json'), 'utf8')) as Manifest,
  );
  // Which file of which app holds which shared package.
  const owner = new Map<string, string>();
  for (const manifest of manifests) {
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        owner.set(`${manifest.name}/${file}`, shared.name);
      }
    }
  }
  const originToApp: Record<string, string> = Object.fromEntries(
    ['host', 'auth', 'billing', 'phonesheet', 'templates'].map((app, i) => [
      String(3000 + PORT_OFFSET + i),
      app,
    ]),
  );
  const page = await newPage(browser);
  const fetched: string[] = [];
  page.on('response', (response: HTTPResponse) => {
    const url = new URL(response.url());
    const app = originToApp[url.port];
    if (app && url.pathname.endsWith('.js')) fetched.push(`${app}${url.pathname}`);
  });
  await page.goto(`${BASE_URL}/signin`);
  await page.waitForSelector('input[type="password"]');
  await page.goto(`${BASE_URL}/home`, { waitUntil: 'networkidle0' });
  // Count, per shared package, how many copies were downloaded in this page's life.
  const perPackage = new Map<string, Set<string>>();
  for (const file of fetched) {
    const name = owner.get(file);
    if (name) perPackage.set(name, (perPackage.get(name) ?? new Set()).add(file.split('/')[0]));
  }
  for (const name of [
    'react',
    'react-dom',
    'antd',
    'redux',
    'react-redux',
    'redux-saga',
    'react-router-dom',
    'react-intl',
    '@phonesheet/shared',
  ]) {
    expect({ name, apps: [...(perPackage.get(name) ?? [])] }).toEqual({ name, apps: ['host'] });
  }
  // The auth remote itself did load (its module, not its singletons).
  expect(fetched.some((f) => f.startsWith('auth/'))).toBe(true);
});

/** A second copy of the host whose remotes.json sends the auth remote to a port nobody serves. */
async function startHostWithDeadAuth(
  port: number,
  deadAuthPort: number,
): Promise<{ dir: string; child: ChildProcess }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-host-'));
  fs.cpSync(path.join(ROOT, 'host', 'dist'), dir, { recursive: true });
  // The other remotes stay where the stack under test serves them.
  const remotes = (await (await fetch(`${BASE_URL}/remotes.json`)).json()) as Record<string, string>;
  remotes.auth = `http://localhost:${deadAuthPort}/mf-manifest.json`;
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'build', 'serve-static.mjs'), '--dir', dir, '--port', String(port)],
    {
      stdio: 'ignore',
      env: { ...process.env },
    },
  );
  return { dir, child };
}

function serveAuthOn(port: number): ChildProcess {
  return spawn(
    process.execPath,
    [
      path.join(ROOT, 'build', 'serve-static.mjs'),
      '--dir',
      path.join(ROOT, 'remote-auth', 'dist'),
      '--port',
      String(port),
    ],
    {
      stdio: 'ignore',
    },
  );
}

async function waitUp(url: string) {
  for (let i = 0; i < 80; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not up`);
}

test('with the auth remote down, /signin shows the unavailable panel, /home still works, Retry recovers', async () => {
  const hostPort = 3010 + PORT_OFFSET;
  const authPort = 3011 + PORT_OFFSET;
  const { dir, child } = await startHostWithDeadAuth(hostPort, authPort);
  let auth: ChildProcess | undefined;
  try {
    await waitUp(`http://127.0.0.1:${hostPort}/remotes.json`);
    const page = await newPage(browser);
    const started = Date.now();
    await page.goto(`http://localhost:${hostPort}/signin`);
    await waitForText(page, 'This section is unavailable');
    expect(Date.now() - started).toBeLessThan(8000);
    await screenshot(page, 'signin-auth-remote-down');
    await page.goto(`http://localhost:${hostPort}/home`);
    await page.waitForSelector('h1');
    expect(page.errors).toEqual([]);

    // Bring the remote up and retry without reloading the page.
    await page.goto(`http://localhost:${hostPort}/signin`);
    await waitForText(page, 'This section is unavailable');
    auth = serveAuthOn(authPort);
    await waitUp(`http://127.0.0.1:${authPort}/mf-manifest.json`);
    await clickText(page, 'Retry');
    await page.waitForSelector('input[type="password"]');
  } finally {
    child.kill();
    auth?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the development mailbox page lists the mail the API sent, newest first', async () => {
  const email = uniqueEmail('mailbox');
  const response = await fetch(`${API_URL}/api/v1/auth/registerAdmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Mo',
      lastName: 'Box',
      email,
      password: 'password 123',
      confirmPassword: 'password 123',
      companyName: 'Box Co',
    }),
  });
  expect(response.status).toBe(201);
  await waitForMail(email, /\b\d{6}\b/);
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/dev/mailbox`);
  await waitForText(page, 'Development mailbox');
  await waitForText(page, email);
  const firstRow = await page.$eval('.ant-collapse-item', (el) => (el as HTMLElement).innerText);
  expect(firstRow).toContain(email);
  await screenshot(page, 'dev-mailbox');
});
