import type { Browser } from 'puppeteer-core';
import { BASE_URL, closeBrowser, launch, newPage, screenshot, settled } from './browser';
import { signUpCompany, storeSession } from './company';
import { buyPlan } from './billing-api';
import type { E2ePage } from './templates/harness';
import { PUBLIC_ROUTES as PUBLIC_PAGES } from './public-routes';

// The Content-Security-Policy (issue 42, docs/security.md "Headers and the
// Content-Security-Policy"): every product page and every template route runs under the
// static servers' policy without one violation. One company for the file (unpaid for
// /subscription and /payment, then on a plan) and one page per list of routes: the first route
// is loaded, the others are reached inside the app (history.pushState and popstate, as a link
// does), so the run costs one load per list.

// An unknown path too: it ends on the 404 page through the router.
const PUBLIC_ROUTES = [...PUBLIC_PAGES, '/no-such-page'];
/** Before the company pays, sign-in leads here. */
const UNPAID_ROUTES = ['/subscription', '/payment'];
const SIGNED_IN_ROUTES = [
  '/dashboards/PhoneSheet',
  '/dashboards/PhoneSheetHistory',
  '/dashboards/UserDash',
  '/dashboards/subscription',
  '/apps/subscriptionPlans',
  '/apps/contactQuery',
  '/my-profile',
  // The template layouts of the auth forms.
  ...['lock', 'sign-in', 'sign-up', 'forgot-password', 'reset-password'].flatMap((p) => [
    `/user/${p}-1`,
    `/user/${p}-2`,
  ]),
];
/** One path of each pattern in remote-templates/src/route-paths.ts, its parameters filled in. */
const TEMPLATE_ROUTES = [
  '/list-type/flat',
  '/list-type/morden',
  '/list-type/standard',
  ...['crm', 'crypto', 'analytics', 'e-commerce', 'academy', 'health-care', 'metrics', 'widgets'].map(
    (d) => `/dashboards/${d}`,
  ),
  '/apps/mail/inbox',
  '/apps/mail/inbox/1',
  '/apps/mail/label/paypal',
  '/apps/todo/all',
  '/apps/todo/all/1',
  '/apps/todo/label/css',
  '/apps/contact/folder/all',
  '/apps/contact/label/crm',
  '/apps/scrum-board',
  '/apps/scrum-board/2001',
  '/apps/chat?user=1',
  '/apps/wall',
  '/ecommerce/products',
  '/ecommerce/product_detail/1',
  '/ecommerce/orders',
  '/ecommerce/customers',
  '/ecommerce/cart',
  '/ecommerce/checkout',
  '/ecommerce/confirmation',
  '/ecommerce/invoice-1',
  '/ecommerce/invoice-2',
  ...['about-us', 'contact-us', 'faq', 'knowledge-base', 'portfolio', 'pricing', 'blog', 'blog/1'].map(
    (p) => `/extra-pages/${p}`,
  ),
  '/extra-pages/account',
  '/extra-pages/timeline',
  '/menu-level/level-1/level-2/level-3',
  ...[
    'inputs',
    'data-display',
    'navigation',
    'surface',
    'feedback',
    'layout',
    'utility',
    'data-grid',
    'lab',
  ].map((p) => `/mui/${p}`),
  ...['chart', 'map', 'calendar', 'editor'].map((p) => `/third-party/${p}`),
];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

type WatchedPage = E2ePage & { cspConsole: string[] };

/**
 * A page whose every document records its CSP violations on window from before its first
 * script (securitypolicyviolation), and whose console lines about the policy are kept (a
 * violation reported by the browser itself, e.g. in a frame).
 */
async function watchedPage(): Promise<WatchedPage> {
  const page = (await newPage(browser)) as WatchedPage;
  page.cspConsole = [];
  await page.evaluateOnNewDocument(() => {
    window.__cspViolations = [];
    window.addEventListener(
      'securitypolicyviolation',
      (e) =>
        window.__cspViolations!.push(
          `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
        ),
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) page.cspConsole.push(message.text());
  });
  return page;
}

/**
 * The page drawn: its code and data arrived (the network quiet for 250 ms but for the live event
 * stream; React keeps the old page on screen while a new one's chunks load), no first paint, no
 * page loader, and two frames painted (the styles its components registered are in). Not
 * settled(): some demos spin or shimmer for ever (the UI galleries' skeletons).
 */
async function drawn(page: WatchedPage): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 250, concurrency: 1, timeout: 15000 });
  await page.waitForFunction(
    () =>
      !document.querySelector('.first-paint, [data-testid="page-loader"]') &&
      (document.querySelector('#root')?.textContent ?? '').trim().length > 0,
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Opens `routes` in `page`: the first loaded, the next ones reached inside the app. Answers the
 * violations seen, each with its route.
 */
async function tour(page: WatchedPage, routes: string[], onEach?: (route: string) => Promise<void>) {
  const seen: string[] = [];
  for (const [i, route] of routes.entries()) {
    if (i === 0) await page.goto(`${BASE_URL}${route}`);
    else
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route);
    await drawn(page).catch((error: Error) => {
      throw new Error(`${route} did not settle: ${error.message}`);
    });
    await onEach?.(route);
    const found = await page.evaluate(() => window.__cspViolations!.splice(0));
    seen.push(
      ...found.map((v) => `${route}: ${v}`),
      ...page.cspConsole.splice(0).map((c) => `${route}: ${c}`),
    );
  }
  return seen;
}

/** A screenshot once the page stands still (docs/security.md names what they showed). */
async function shot(page: WatchedPage, name: string): Promise<void> {
  await settled(page);
  await screenshot(page, name);
}

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launch();
  ({ token } = await signUpCompany('csp', 'Policy Keepers Ltd'));
});
afterAll(async () => {
  await closeBrowser(browser);
});

test('a page answer carries the policy: scripts from the app and its remotes only, no plug-ins, no base, no framing', async () => {
  const res = await fetch(`${BASE_URL}/dashboards/PhoneSheet`);
  const csp = res.headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0] === name)
      ?.slice(1);
  const remotes = Object.values((await (await fetch(`${BASE_URL}/remotes.json`)).json()) as string[]).map(
    (url) => new URL(url).origin,
  );
  expect(directive('script-src')).toEqual([
    "'self'",
    expect.stringMatching(/^'nonce-[\w+/=]{22,}'$/),
    ...remotes,
  ]);
  expect(directive('style-src-elem')).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
  expect(directive('connect-src')).toEqual(["'self'", ...remotes]);
  expect(directive('object-src')).toEqual(["'none'"]);
  expect(directive('base-uri')).toEqual(["'none'"]);
  expect(directive('frame-ancestors')).toEqual(["'none'"]);
  expect(csp).not.toMatch(/unsafe-eval|\*/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const config = await fetch(`${BASE_URL}/config.js`);
  expect(config.headers.get('x-content-type-options')).toBe('nosniff');
});

test('the public pages run under the policy without one violation', async () => {
  const page = await watchedPage();
  await storeSession(page, null, { locale: 'ar', themeMode: 'dark' });
  const seen = await tour(page, PUBLIC_ROUTES, async (route) => {
    if (route === '/signin') await shot(page, 'csp-signin-ar-dark');
  });
  expect(seen).toEqual([]);
  expect(page.errors).toEqual([]);

  // What the policy is for: markup that got into the page (a stored-XSS bug) neither runs
  // script nor adds styles, and the listener above sees each refusal.
  const injected = await page.evaluate(async () => {
    const w = window as Window & { pwned?: number };
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="data:," onerror="window.pwned=1"><style>body{display:none}</style>',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { pwned: w.pwned ?? 0, display: getComputedStyle(document.body).display };
  });
  expect(injected).toEqual({ pwned: 0, display: 'block' });
  const refused = await page.evaluate(() => window.__cspViolations!.map((v) => v.split(' ')[0]));
  expect(refused.sort()).toEqual(['script-src-attr', 'style-src-elem']);
});

test('the product pages, signed in, run under the policy without one violation', async () => {
  const page = await watchedPage();
  await storeSession(page, token, { locale: 'en', themeMode: 'light' });
  const seen = await tour(page, UNPAID_ROUTES);
  await buyPlan(token, 'standard');
  seen.push(
    ...(await tour(page, SIGNED_IN_ROUTES, async (route) => {
      if (route === '/dashboards/PhoneSheet') {
        await shot(page, 'csp-sheet-en-light');
        // A drawer: rc-util's scroll locker styles <body> with a <style> of its own, no nonce
        // option (build/style-nonce.js gives it the page's); the page stops scrolling.
        await page.click('[data-testid="statuses-open"]');
        await page.waitForSelector('[data-testid="statuses-list"]');
        expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');
        await page.$eval('.ps-statuses-drawer .ant-drawer-close', (b) => (b as HTMLElement).click());
        await page.waitForFunction(() => !document.querySelector('[data-testid="statuses-list"]'));
      }
      if (route !== '/my-profile') return;
      // Each tab of My Account (some are drawn by other remotes: billing, the phone sheet).
      const tabs = await page.$$('[role="tab"]');
      expect(tabs.length).toBeGreaterThan(1);
      for (const tab of tabs) {
        await tab.click();
        await drawn(page);
      }
      await shot(page, 'csp-my-profile-en-light');
    })),
  );
  expect(seen).toEqual([]);
  expect(page.errors).toEqual([]);
});

test('every template route runs under the policy without one violation', async () => {
  const page = await watchedPage();
  await storeSession(page, token, { locale: 'ar', themeMode: 'dark' });
  const seen = await tour(page, TEMPLATE_ROUTES, async (route) => {
    if (route === '/third-party/calendar') await shot(page, 'csp-calendar-ar-dark');
    if (route === '/dashboards/crm') await shot(page, 'csp-crm-ar-dark');
  });
  expect(seen).toEqual([]);
}, 300_000);
