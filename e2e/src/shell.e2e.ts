import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, HTTPResponse, Page } from 'puppeteer-core';
import {
  API_URL,
  BASE_URL,
  PORT_OFFSET,
  clickText,
  closeBrowser,
  extraPort,
  launch,
  newPage,
  screenshot,
  settled,
  waitForText,
} from './browser';
import { buyPlan } from './billing-api';
import { api, openAs, signedIn, signUpCompany, storeSession } from './company';
import { uniqueEmail, waitForMail } from './mailbox';
import { waitForRow } from './sheet';

const ROOT = path.join(__dirname, '..', '..');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await closeBrowser(browser);
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
  // Which file of which app holds which shared packages (one file holds several: build/shared-chunks.js).
  const owner = new Map<string, string[]>();
  for (const manifest of manifests) {
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const key = `${manifest.name}/${file}`;
        owner.set(key, [...(owner.get(key) ?? []), shared.name]);
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
    for (const name of owner.get(file) ?? []) {
      perPackage.set(name, (perPackage.get(name) ?? new Set()).add(file.split('/')[0]));
    }
  }
  for (const name of [
    'react',
    'react-dom',
    'redux',
    'react-redux',
    'redux-saga',
    'react-router-dom',
    'react-intl',
    '@phonesheet/shared',
  ]) {
    expect({ name, apps: [...(perPackage.get(name) ?? [])] }).toEqual({ name, apps: ['host'] });
  }
  // Neither page draws with antd: its style engine is not fetched at all.
  expect(perPackage.get('@ant-design/cssinjs')).toBeUndefined();
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
  const hostPort = extraPort(0);
  const authPort = extraPort(1);
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

test('with the auth remote down, a signed-in user still gets the sheet: no page of it needs that remote', async () => {
  const { token } = await signUpCompany('noauth', 'No Auth Co');
  await buyPlan(token);
  const seeded = await api(
    'POST',
    '/calls',
    { contactName: 'Ada Available', phone: '+1 212 555 0170' },
    token,
  );
  expect(seeded.status).toBe(201);
  const hostPort = extraPort(0);
  const { dir, child } = await startHostWithDeadAuth(hostPort, extraPort(1));
  try {
    await waitUp(`http://127.0.0.1:${hostPort}/remotes.json`);
    const page = await newPage(browser);
    // The session stored from a small file of the host's origin: the first app load is the sheet's.
    await storeSession(page, token, undefined, `http://localhost:${hostPort}`);
    await page.goto(`http://localhost:${hostPort}/dashboards/PhoneSheet`);
    await waitForRow(page, 'Ada Available');
    await page.goto(`http://localhost:${hostPort}/my-profile`);
    await waitForText(page, 'This section is unavailable');
    expect(page.errors).toEqual([]);
  } finally {
    child.kill();
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
      password: 'mailbox password 123',
      confirmPassword: 'mailbox password 123',
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

// ---- Navigation styles and the customiser (docs/shell.md) ----

const NAV_STYLES = [
  'default',
  'bit-bucket',
  'standard',
  'drawer',
  'mini',
  'mini-sidebar-toggle',
  'header-user',
  'header-user-mini',
  'h-default',
  'hor-header-fixed',
  'hor-dark',
] as const;

let shellToken: string | undefined;
/** One company for the shell tests, on the Basic plan so the shell shows. */
async function shellCompanyToken(): Promise<string> {
  if (!shellToken) {
    const { token } = await signUpCompany('shell', 'Shell Styles Ltd');
    await api('POST', '/subscription/chooseBasic', {}, token);
    shellToken = token;
  }
  return shellToken;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the shell's parts sit on the screen (null when a part is not drawn). */
async function shellGeometry(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return {
        x: Math.round(r.x),
        y: Math.round(r.y),
        width: Math.round(r.width),
        height: Math.round(r.height),
      };
    };
    return {
      sidebar: box('[data-region="sidebar"]'),
      rail: box('[data-region="rail"]'),
      header: box('[data-region="header"]'),
      topBar: box('[data-region="header"] header'),
      menuRow: box('[data-region="menu-row"]'),
      infoStrip: box('[data-region="info-strip"]'),
      horizontalMenu: box('.ant-menu-horizontal'),
      userInSidebar: box('[data-region="sidebar-user"]'),
      siderTrigger: box('.ant-layout-sider-trigger'),
      headerBg: getComputedStyle(document.querySelector('[data-region="header"] header')!).backgroundColor,
      viewport: window.innerWidth,
    };
  });
}

async function openStyle(page: Page, query: string, navStyle: string, menuShown = navStyle !== 'drawer') {
  await page.goto(`${BASE_URL}/dashboards/PhoneSheet?${query}`);
  await page.waitForSelector(`[data-nav-style="${navStyle}"] [data-region="header"] header`);
  if (menuShown) await page.waitForSelector(`[data-nav-style="${navStyle}"] .ant-menu`);
  // The phone sheet itself has drawn (its entry form).
  await page.waitForSelector('main input');
  // Fonts, badges and the sidebar's width transition come to rest before measuring.
  await settled(page);
}

const inside = (inner: Box, outer: Box) =>
  inner.y >= outer.y - 1 && inner.y + inner.height <= outer.y + outer.height + 1;

test('each of the eleven navigation styles from ?navStyle= draws its own layout', async () => {
  const token = await shellCompanyToken();
  const page = await signedIn(browser, token);
  const signatures = new Set<string>();
  for (const navStyle of NAV_STYLES) {
    await openStyle(page, `navStyle=${navStyle}`, navStyle);
    const g = await shellGeometry(page);
    await screenshot(page, `shell-style-${navStyle}`);
    const vertical = [
      'default',
      'bit-bucket',
      'standard',
      'mini',
      'mini-sidebar-toggle',
      'header-user',
      'header-user-mini',
    ];
    if (vertical.includes(navStyle)) {
      expect({ navStyle, sidebar: !!g.sidebar, menuRow: g.menuRow }).toEqual({
        navStyle,
        sidebar: true,
        menuRow: null,
      });
      const mini = navStyle === 'mini' || navStyle === 'header-user-mini';
      expect({ navStyle, width: g.sidebar!.width }).toEqual({ navStyle, width: mini ? 64 : 280 });
    } else {
      expect({ navStyle, sidebar: g.sidebar }).toEqual({ navStyle, sidebar: null });
    }
    switch (navStyle) {
      case 'default':
      case 'header-user':
        // Sidebar from the top on the left; the header beside it.
        expect(g.sidebar!.x).toBe(0);
        expect(g.sidebar!.y).toBe(0);
        expect(g.header!.x).toBe(280);
        expect(!!g.userInSidebar).toBe(navStyle === 'header-user');
        break;
      case 'bit-bucket':
        expect(g.rail).toMatchObject({ x: 0, y: 0, width: 64 });
        expect(g.sidebar!.x).toBe(64);
        expect(g.header!.x).toBe(64 + 280);
        break;
      case 'standard':
        // The header spans the page; the sidebar starts under it.
        expect(g.header).toMatchObject({ x: 0, y: 0, width: g.viewport });
        expect(g.sidebar!.y).toBe(g.header!.height);
        break;
      case 'drawer':
        expect(g.header).toMatchObject({ x: 0, width: g.viewport });
        expect(g.horizontalMenu).toBeNull();
        // The menu button opens the menu in a drawer from the start side.
        await page.click('[data-region="header"] button[aria-label="Toggle navigation menu"]');
        await page.waitForSelector('.ant-drawer-open .ant-menu [role="menuitem"]');
        await settled(page); // the drawer slides in
        expect(
          await page.$eval('.ant-drawer-open .ant-drawer-content', (el) => el.getBoundingClientRect().x),
        ).toBe(0);
        await screenshot(page, 'shell-style-drawer-open');
        break;
      case 'mini':
      case 'header-user-mini':
        expect(g.header!.x).toBe(64);
        expect(!!g.userInSidebar).toBe(navStyle === 'header-user-mini');
        break;
      case 'mini-sidebar-toggle':
        expect(g.siderTrigger).not.toBeNull();
        break;
      case 'h-default':
        expect(g.infoStrip).toMatchObject({ y: 0 });
        expect(g.menuRow!.y).toBe(g.topBar!.y + g.topBar!.height);
        break;
      case 'hor-header-fixed':
        // The menu sits inside the top bar's row.
        expect(g.menuRow).toBeNull();
        expect(inside(g.horizontalMenu!, g.topBar!)).toBe(true);
        break;
      case 'hor-dark':
        expect(g.infoStrip).toBeNull();
        expect(g.menuRow!.y).toBe(g.topBar!.y + g.topBar!.height);
        // A dark header whatever the theme.
        expect(g.headerBg).toBe('rgb(38, 42, 53)');
        break;
    }
    signatures.add(
      JSON.stringify([
        g.sidebar?.x,
        g.sidebar?.y,
        g.sidebar?.width,
        g.rail?.x,
        g.header?.x,
        g.header?.y,
        g.menuRow?.y,
        g.infoStrip?.y,
        !!g.horizontalMenu,
        !!g.userInSidebar,
        !!g.siderTrigger,
        g.headerBg,
      ]),
    );
  }
  // Eleven styles, eleven different arrangements.
  expect(signatures.size).toBe(11);
  expect(page.errors).toEqual([]);
});

test('Arabic mirrors a vertical and a horizontal style; semi-dark and dark themes', async () => {
  const token = await shellCompanyToken();
  const page = await signedIn(browser, token, { locale: 'ar' });
  await openStyle(page, 'navStyle=default', 'default');
  let g = await shellGeometry(page);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(g.sidebar!.x + g.sidebar!.width).toBe(g.viewport);
  await screenshot(page, 'shell-style-default-ar');

  await openStyle(page, 'navStyle=h-default', 'h-default');
  // The horizontal menu reads right to left: its first entry is the rightmost.
  const xs = await page.$$eval(
    '[data-region="menu-row"] .ant-menu-horizontal > li.ant-menu-overflow-item:not(.ant-menu-overflow-item-rest)',
    (items) => items.map((li) => li.getBoundingClientRect().x),
  );
  await screenshot(page, 'shell-style-h-default-ar');
  expect(xs.length).toBeGreaterThan(1);
  expect(xs[0]).toBeGreaterThan(xs[xs.length - 1]);

  await openStyle(page, 'navStyle=mini&themeMode=dark', 'mini');
  g = await shellGeometry(page);
  expect(g.headerBg).not.toBe('rgb(255, 255, 255)');
  await screenshot(page, 'shell-style-mini-ar-dark');
  await page.evaluate(() => localStorage.setItem('phonesheet.settings', JSON.stringify({ locale: 'en' })));
  await openStyle(page, 'navStyle=default&themeMode=semi-dark', 'default');
  expect(await page.$eval('[data-region="sidebar"]', (el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(49, 53, 65)',
  );
  expect((await shellGeometry(page)).headerBg).toBe('rgb(255, 255, 255)');
  await screenshot(page, 'shell-style-default-semi-dark');
  await openStyle(page, 'navStyle=hor-header-fixed&themeMode=dark', 'hor-header-fixed');
  await screenshot(page, 'shell-style-hor-header-fixed-dark');
  expect(page.errors).toEqual([]);
});

test('on a phone every style is a top bar with the menu button, and More offers Settings', async () => {
  const token = await shellCompanyToken();
  const page = await signedIn(browser, token);
  await page.setViewport({ width: 375, height: 760 });
  await openStyle(page, 'navStyle=hor-dark', 'hor-dark', false);
  const g = await shellGeometry(page);
  expect(g.sidebar).toBeNull();
  expect(g.menuRow).toBeNull();
  await page.click('button[aria-label="More"]');
  await clickText(page, 'Settings', '.ant-dropdown-menu-item');
  await page.waitForSelector('[role="radiogroup"][aria-label="Navigation style"]');
  await settled(page); // the drawer slides in
  await screenshot(page, 'shell-phone-customizer');
  expect(page.errors).toEqual([]);
});

test('query string: boxed stays within 1480 px, sidebar image 2 loads when chosen, unknown values warn', async () => {
  const token = await shellCompanyToken();
  const page = await signedIn(browser, token);
  const warnings: string[] = [];
  // Host scripts that carry a sidebar picture (an SVG inlined in its own chunk).
  const imageChunks: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warn') warnings.push(message.text());
  });
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.startsWith(BASE_URL) || !url.endsWith('.js')) return;
    const text = await response.text().catch(() => '');
    // A picture's chunk is the picture alone (about 1 KB); vendor code may hold other SVGs.
    if (text.length < 4096 && text.includes('data:image/svg+xml')) imageChunks.push(url);
  });
  await page.setViewport({ width: 1920, height: 1000 });
  await openStyle(page, 'layoutType=boxed&navStyle=default', 'default');
  const frame = await page.$eval('[data-region="frame"]', (el) => el.getBoundingClientRect().toJSON());
  expect(frame.width).toBe(1480);
  expect(frame.x).toBe((1920 - 1480) / 2);
  await screenshot(page, 'shell-boxed-1920');
  expect(imageChunks).toEqual([]);

  await page.setViewport({ width: 1366, height: 900 });
  await openStyle(page, 'layoutType=full-width&sidebarImage=2', 'default');
  await page.waitForSelector('[data-region="sidebar"][data-sidebar-image]');
  const background = await page.$eval(
    '[data-region="sidebar"]',
    (el) => getComputedStyle(el).backgroundImage,
  );
  expect(background).toMatch(/linear-gradient\(.*url\("?(data:image\/svg|http)/);
  expect(imageChunks).toHaveLength(1);
  await screenshot(page, 'shell-sidebar-image-2');

  await openStyle(page, 'navStyle=sideways&sidebarImage=9&themeMode=light', 'default');
  expect(warnings).toEqual(
    expect.arrayContaining([
      'Ignoring the query-string setting navStyle="sideways"',
      'Ignoring the query-string setting sidebarImage="9"',
    ]),
  );
  expect(page.errors).toEqual([]);
});

test('the customiser: styles are pictures; a picked style and colour apply at once and survive a reload', async () => {
  const token = await shellCompanyToken();
  const page = await openAs(browser, token, '/dashboards/PhoneSheet');
  await page.waitForSelector('[data-nav-style="mini"]');
  const primaryBg = () =>
    page.$eval('[data-testid="customizer-tab"]', (el) => getComputedStyle(el).backgroundColor);
  // The brand blue #0A8FDC is drawn as its readable shade #0876B6 (white text on it 4.9:1).
  expect(await primaryBg()).toBe('rgb(8, 118, 182)');
  await page.click('[data-testid="customizer-tab"]');
  await page.waitForSelector('[role="radiogroup"][aria-label="Navigation style"] [role="radio"] svg');
  expect(
    await page.$$eval('[role="radiogroup"][aria-label="Navigation style"] [role="radio"]', (r) => r.length),
  ).toBe(11);
  await settled(page); // the drawer slides in
  await screenshot(page, 'shell-customizer');
  await page.click(
    '[role="radiogroup"][aria-label="Navigation style"] [aria-label="Horizontal header fixed"]',
  );
  await page.waitForSelector('[data-nav-style="hor-header-fixed"] .ant-menu-horizontal');
  await page.click('[role="radiogroup"][aria-label="Primary colour"] [aria-label="#722ED1"]');
  await page.waitForFunction(
    () =>
      getComputedStyle(document.querySelector('[data-testid="customizer-tab"]')!).backgroundColor ===
      'rgb(114, 46, 209)',
  );
  await page.click('[role="radiogroup"][aria-label="Sidebar menu style"] [aria-label="Curved"]');

  await page.reload();
  await page.waitForSelector('[data-nav-style="hor-header-fixed"] .ant-menu-horizontal');
  expect(await primaryBg()).toBe('rgb(114, 46, 209)');
  await page.goto(`${BASE_URL}/dashboards/PhoneSheet?navStyle=default`);
  await page.waitForSelector('[data-region="sidebar"] .ps-sidebar-shape-curved');
  await screenshot(page, 'shell-default-curved-violet');
  expect(page.errors).toEqual([]);
});
