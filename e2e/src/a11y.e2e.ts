import type { Browser } from 'puppeteer-core';
import { AxeReport, type AxeFinding } from './axe';
import { BASE_URL, closeBrowser, launch, newPage, screenshot, settled as settledMotion } from './browser';
import { api, signUpCompany, storeSession } from './company';
import { buyPlan } from './billing-api';
import { PUBLIC_ROUTES } from './public-routes';

// WCAG 2.2 AA on the product's pages (the template demos have their own run): every public
// page signed out, the payment flow and every page the admin reaches signed in, each in four
// renderings. A rendering is the stored settings plus one reload; pages are then reached by
// the router (pushState), so the four renderings cost four loads, not four per page.

type Page = Awaited<ReturnType<typeof newPage>>;

const RENDERINGS = [
  { name: 'en-light', settings: { locale: 'en', themeMode: 'light' } },
  { name: 'en-dark', settings: { locale: 'en', themeMode: 'dark' } },
  { name: 'ar-light', settings: { locale: 'ar', themeMode: 'light' } },
  { name: 'ar-dark', settings: { locale: 'ar', themeMode: 'dark' } },
] as const;

/** Before the company pays, sign-in leads here. */
const PAYMENT_ROUTES = ['/subscription'];
const SIGNED_IN_ROUTES = [
  '/dashboards/PhoneSheet',
  '/dashboards/PhoneSheetHistory',
  '/dashboards/UserDash',
  '/dashboards/subscription',
  '/my-profile',
  '/apps/subscriptionPlans',
  '/apps/contactQuery',
];

/** Screenshots of these, in English light and Arabic dark. */
const SHOTS = new Set([
  '/home',
  '/signin',
  '/dashboards/PhoneSheet',
  '/dashboards/PhoneSheetHistory',
  '/my-profile',
]);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await closeBrowser(browser);
});

/**
 * Waits until the page has drawn: no spinner (antd's, or the host's page loader while a remote's
 * code arrives: a remote loads the first time one of its pages is opened), no first paint.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.first-paint, .ant-spin-spinning, .ant-skeleton-active, [data-testid="page-loader"]',
      ) && (document.querySelector('#root')?.textContent ?? '').trim().length > 0,
    { timeout: 20000 },
  );
  // (No network-idle wait: the signed-in shell keeps a live event stream open.)
  // antd's enter motions (fades, 200 ms) must end: axe must see the final colours.
  await settledMotion(page);
}

/** The app's router goes to `route` without a reload, and the new page has drawn its title. */
async function navigate(page: Page, route: string): Promise<void> {
  const before = await page.evaluate((r) => {
    const title = document.querySelector('h1')?.textContent ?? '';
    window.history.pushState({}, '', r);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return title;
  }, route);
  // React keeps the old page on screen while the new one loads: wait for the new h1 (a page
  // without one is reported by structure()).
  await page
    .waitForFunction(
      (t) => (document.querySelector('h1')?.textContent ?? '') !== t,
      { timeout: 8000 },
      before,
    )
    .catch(() => undefined);
  await settled(page);
}

/** The page's structure as a person with a screen reader meets it: one main, one visible h1. */
async function structure(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const mains = document.querySelectorAll('main, [role="main"]');
    if (mains.length !== 1) problems.push(`${mains.length} main landmarks`);
    const h1s = [...document.querySelectorAll('h1')].filter((h) => {
      const box = h.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    if (h1s.length !== 1) problems.push(`${h1s.length} visible h1`);
    if (!document.title.trim()) problems.push('no title');
    return problems;
  });
}

/**
 * The disabled buttons whose label reads below 4.5:1 on what is drawn behind it. axe leaves
 * disabled controls out (WCAG exempts them), but a disabled button often carries the hint of
 * what to do first ("Choose another plan"), so its label must be read: its colour is blended
 * over the button's fill and every background behind it, down to the page.
 */
async function dimDisabledButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const [r, g, b, a = 1] = (/rgba?\(([^)]+)\)/.exec(css)?.[1] ?? '0,0,0,0').split(/[ ,/]+/).map(Number);
      return [r, g, b, a] as Rgba;
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (!a) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const problems: string[] = [];
    for (const button of document.querySelectorAll<HTMLButtonElement>('button:disabled')) {
      const box = button.getBoundingClientRect();
      const label = button.innerText.trim();
      if (!label || box.width < 1 || box.height < 1) continue;
      // The backgrounds behind the label, nearest first, then composed from the page up.
      const layers: Rgba[] = [];
      for (let el: Element | null = button; el; el = el.parentElement) {
        const bg = parse(getComputedStyle(el).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let behind: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) behind = over(layer, behind);
      const text = over(parse(getComputedStyle(button).color), behind);
      const [hi, lo] = [luminance(text), luminance(behind)].sort((x, y) => y - x);
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < 4.5) problems.push(`disabled "${label}" ${ratio.toFixed(2)}:1`);
    }
    return problems;
  });
}

const started = Date.now();
type Tally = Record<'critical' | 'serious' | 'moderate' | 'minor', number>;
/** Counts per rendering, for the printed summary. */
const tally = Object.fromEntries(
  RENDERINGS.map(({ name }) => [name, { critical: 0, serious: 0, moderate: 0, minor: 0 }]),
) as Record<string, Tally>;

/**
 * Checks `routes` in every rendering: the settings stored, the first route loaded (one load per
 * rendering), the others reached by the router.
 */
async function checkRoutes(
  page: Page,
  report: AxeReport,
  routes: string[],
  problems: string[],
): Promise<void> {
  for (const rendering of RENDERINGS) {
    await page.evaluate((s) => {
      const stored = JSON.parse(localStorage.getItem('phonesheet.settings') ?? '{}');
      localStorage.setItem('phonesheet.settings', JSON.stringify({ ...stored, ...s }));
    }, rendering.settings);
    await page.goto(`${BASE_URL}${routes[0]}`);
    // The shell draws before the route's page: wait for its title as navigate() does (a page
    // without one is reported by structure()).
    await page
      .waitForFunction(
        () => [...document.querySelectorAll('h1')].some((h) => h.getBoundingClientRect().width > 0),
        { timeout: 8000 },
      )
      .catch(() => undefined);
    await settled(page);
    for (const route of routes) {
      // (The first is the page just loaded: a router move to where it is would change nothing.)
      if (route !== routes[0]) await navigate(page, route);
      const label = `${rendering.name} ${route}`;
      const t0 = Date.now();
      const found = await report.check(page, label);
      if (process.env.A11Y_TRACE) console.log(label, t0 - started, Date.now() - t0);
      for (const f of found) tally[rendering.name][f.impact] += 1;
      for (const problem of await structure(page)) problems.push(`${label}: ${problem}`);
      for (const problem of await dimDisabledButtons(page)) problems.push(`${label}: ${problem}`);
      if (SHOTS.has(route) && (rendering.name === 'en-light' || rendering.name === 'ar-dark'))
        await screenshot(page, `a11y-${rendering.name}${route.replace(/[/?=]/g, '-')}`);
      if (route === '/signin') {
        // The sign-in form's messages too: the error colour around the fields and under them.
        await page.click('button[type="submit"]');
        await page.waitForSelector('[role="alert"]');
        await settled(page);
        for (const f of await report.check(page, `${label} with its messages`))
          tally[rendering.name][f.impact] += 1;
      }
    }
  }
}

/**
 * A call in each default status and priority, so the sheet and History draw their rows and
 * tags (an empty sheet hid the status tags' 2.2:1 text).
 */
async function seedCalls(token: string): Promise<void> {
  const statuses: { id: string; open: boolean }[] = (await api('GET', '/statuses', undefined, token)).body
    .data;
  const priorities = ['asap', 'today', 'whenever'];
  for (const [i, status] of statuses.entries()) {
    const created = await api(
      'POST',
      '/calls',
      {
        direction: i % 2 ? 'out' : 'in',
        contactName: `Caller ${i + 1}`,
        contactCompany: 'Northwind Traders',
        phone: `+1 212 555 ${String(100 + i).padStart(4, '0')}`,
        priority: priorities[i % 3],
        statusId: status.id,
        notes: 'Asked about the renewal.',
      },
      token,
    );
    expect(created.status).toBe(201);
  }
}

/** One line per rule and page: readable in the test's failure. */
function readable(findings: AxeFinding[]): string[] {
  const lines = new Map<string, number>();
  const firsts = new Map<string, string>();
  for (const f of findings) {
    const key = `${f.impact} ${f.rule} @ ${f.page}`;
    lines.set(key, (lines.get(key) ?? 0) + 1);
    if (f.targets[0] && !firsts.has(key)) firsts.set(key, f.targets[0].split('\n').slice(0, 2).join(' '));
  }
  return [...lines].map(([key, n]) => `${key} ×${n}: ${firsts.get(key) ?? ''}`);
}

test(
  'axe finds no critical or serious WCAG 2.2 AA violation on the product pages',
  async () => {
    const report = new AxeReport('product');
    const problems: string[] = [];
    const { token } = await signUpCompany('a11y', 'Accessible Ltd');

    // checkRoutes loads each rendering's first page: the pages start on a document of the origin.
    const visitor = await newPage(browser);
    await storeSession(visitor, null);
    await checkRoutes(visitor, report, PUBLIC_ROUTES, problems);
    await visitor.close();

    // Not yet paid: the subscription page (no shell).
    const admin = await newPage(browser);
    await storeSession(admin, token, {});
    await checkRoutes(admin, report, PAYMENT_ROUTES, problems);

    await buyPlan(token, 'standard');
    await seedCalls(token);
    await checkRoutes(admin, report, SIGNED_IN_ROUTES, problems);

    report.print();
    for (const [name, c] of Object.entries(tally))
      console.log(`axe ${name}: ${c.critical} critical, ${c.serious} serious, ${c.moderate} moderate`);
    expect(readable(report.blocking())).toEqual([]);
    expect(problems).toEqual([]);
    expect(admin.errors).toEqual([]);
  },
  Number(process.env.A11Y_TIMEOUT ?? 170000),
);

/**
 * The ring of each plan's radio button on the payment page (WCAG 1.4.11, non-text contrast): its
 * border colour against what is drawn on each side of it, the radio's own fill inside and the
 * backgrounds behind it outside, each blended down to the page.
 */
const ringContrasts = (page: Page) =>
  page.$$eval('.ant-radio-wrapper:has([data-testid^="plan-option-"])', (radios) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const [r, g, b, a = 1] = (/rgba?\(([^)]+)\)/.exec(css)?.[1] ?? '0,0,0,0').split(/[ ,/]+/).map(Number);
      return [r, g, b, a] as Rgba;
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (!a) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    /** What is drawn behind `el` (its own background included when `self`), down to the page. */
    const behind = (el: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let at = el; at; at = at.parentElement) {
        const bg = parse(getComputedStyle(at).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let colour: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    return radios.map((radio) => {
      const inner = radio.querySelector('.ant-radio-inner')!;
      const outside = behind(inner.parentElement);
      const inside = behind(inner);
      const ring = over(parse(getComputedStyle(inner).borderTopColor), outside);
      return {
        plan: radio.querySelector('[data-testid^="plan-option-"]')?.getAttribute('data-testid') ?? '',
        checked: radio.classList.contains('ant-radio-wrapper-checked'),
        outside: Math.round(ratio(ring, outside) * 100) / 100,
        inside: Math.round(ratio(ring, inside) * 100) / 100,
      };
    });
  });

test('the plan chooser’s radio rings stand out at 3:1 in light and dark (WCAG 1.4.11)', async () => {
  const { token } = await signUpCompany('a11y-rings', 'Ring Contrast Ltd');
  const page = await newPage(browser);
  await storeSession(page, token, {});
  const seen: Record<string, unknown> = {};
  for (const rendering of [RENDERINGS[0], RENDERINGS[1], RENDERINGS[3]]) {
    await page.evaluate(
      (s) => localStorage.setItem('phonesheet.settings', JSON.stringify(s)),
      rendering.settings,
    );
    await page.goto(`${BASE_URL}/subscription`);
    await page.waitForSelector('[data-testid="plan-option-premium"]', { visible: true, timeout: 30000 });
    await settled(page);
    const rings = await ringContrasts(page);
    seen[rendering.name] = rings;
    if (rendering.name !== 'en-dark') await screenshot(page, `a11y-plan-rings-${rendering.name}`);
    // Premium among them, not picked: its ring is all that shows a plan to pick.
    expect(rings.some((r) => r.plan === 'plan-option-premium' && !r.checked)).toBe(true);
    for (const ring of rings) {
      expect({ ...ring, outsideOk: ring.outside >= 3 }).toEqual({ ...ring, outsideOk: true });
      // An unchecked radio's fill is the page's colour; a checked one is filled with its ring's.
      if (!ring.checked) expect({ ...ring, insideOk: ring.inside >= 3 }).toEqual({ ...ring, insideOk: true });
    }
  }
  console.log(`plan rings: ${JSON.stringify(seen)}`);
  expect(page.errors).toEqual([]);
  await page.close();
});
