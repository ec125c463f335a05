import { screenshot, waitForText } from '../browser';
import {
  BASE_URL,
  PHONE,
  checkPhoneWidth,
  reloadWith,
  settled,
  shotRenderings,
  type E2ePage,
  type TemplatesContext,
} from './harness';

const tid = (id: string) => `[data-testid="${id}"]`;

/** The eight dashboards: route, the test id of its screen, its heading, and its name in screenshots. */
export const DASHBOARDS: { route: string; id: string; title: string; name: string }[] = [
  { route: '/dashboards/crm', id: 'crm', title: 'CRM', name: 'crm' },
  { route: '/dashboards/crypto', id: 'crypto', title: 'Crypto', name: 'crypto' },
  { route: '/dashboards/analytics', id: 'analytics', title: 'Analytics', name: 'analytics' },
  { route: '/dashboards/e-commerce', id: 'ecommerce', title: 'E-commerce', name: 'ecommerce' },
  { route: '/dashboards/academy', id: 'academy', title: 'Academy', name: 'academy' },
  { route: '/dashboards/health-care', id: 'health_care', title: 'Health care', name: 'health-care' },
  { route: '/dashboards/metrics', id: 'metrics', title: 'Metrics', name: 'metrics' },
  { route: '/dashboards/widgets', id: 'widgets', title: 'Widgets', name: 'widgets' },
];

/** Console errors too (React warnings, failed requests), not only uncaught exceptions. */
function collectConsoleErrors(page: E2ePage): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Waits for a dashboard's content and answers how many chart figures it has and how many drew an SVG with a title. */
async function chartsOf(page: E2ePage, id: string): Promise<{ figures: number; drawn: number }> {
  // A first load on the shared test machine can take well over the default 20 s.
  await page.waitForSelector(`${tid(`dashboard-${id}`)} ${tid('dashboard-content')}`, {
    visible: true,
    timeout: 60000,
  });
  await page.waitForFunction(
    () => {
      const figures = [...document.querySelectorAll('[data-testid="dashboard-chart"]')];
      return figures.length > 0 && figures.every((f) => f.querySelector('.recharts-wrapper > svg'));
    },
    { timeout: 30000 },
  );
  return page.evaluate(() => {
    const figures = [...document.querySelectorAll('[data-testid="dashboard-chart"]')];
    const drawn = figures.filter((f) => {
      // The chart's own SVG (legend icons are small SVGs of the same class).
      const svg = f.querySelector('.recharts-wrapper > svg');
      const heading = document.getElementById(f.getAttribute('aria-labelledby') ?? '');
      return (
        svg &&
        svg.querySelector('title')?.textContent === heading?.textContent &&
        svg.querySelectorAll('path').length > 0
      );
    });
    return { figures: figures.length, drawn: drawn.length };
  });
}

/** Where the first chart's value axis labels sit: the inline-start side (left in English, right in Arabic). */
async function valueAxisSide(page: E2ePage): Promise<'left' | 'right'> {
  return page.evaluate(() => {
    const svg = document.querySelector('[data-testid="dashboard-chart"] .recharts-wrapper > svg')!;
    // recharts 3 draws the tick labels in their own layer, apart from the axis group.
    const labels = svg.querySelector('.recharts-yAxis-tick-labels')!;
    const s = svg.getBoundingClientRect();
    const a = labels.getBoundingClientRect();
    return a.left + a.width / 2 < s.left + s.width / 2 ? 'left' : 'right';
  });
}

/**
 * Every dashboard route opens its own screen at phone width (not the 404 page, no console error,
 * no sideways overflow), with every chart drawn as an SVG titled like its card.
 */
export async function dashboardRoutes(ctx: TemplatesContext): Promise<void> {
  const page = await ctx.open('/dashboards/crm', {}, PHONE);
  const consoleErrors = collectConsoleErrors(page);
  for (const d of DASHBOARDS) {
    if (d !== DASHBOARDS[0]) await page.goto(BASE_URL + d.route);
    const { figures, drawn } = await chartsOf(page, d.id);
    expect({ route: d.route, drawn }).toEqual({ route: d.route, drawn: figures });
    expect(figures).toBeGreaterThanOrEqual(2);
    expect(page.url()).toBe(BASE_URL + d.route);
    const heading = await page.$eval(`${tid(`dashboard-${d.id}`)} h3`, (h) => h.textContent);
    expect(heading).toBe(d.title);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ route: d.route, overflow }).toEqual({ route: d.route, overflow: 0 });
  }
  expect(consoleErrors).toEqual([]);
  expect(page.errors).toEqual([]);
  await page.close();

  // The direction: the value axis sits on the inline-start side (one page, loaded per language).
  let p: E2ePage | undefined;
  for (const [locale, side] of [
    ['en', 'left'],
    ['ar', 'right'],
  ] as const) {
    if (!p) p = await ctx.open('/dashboards/analytics', { locale });
    else await reloadWith(p, '/dashboards/analytics', { locale });
    await p.waitForFunction(
      (dir) => document.documentElement.dir === dir,
      {},
      locale === 'ar' ? 'rtl' : 'ltr',
    );
    await chartsOf(p, 'analytics');
    expect(await valueAxisSide(p)).toBe(side);
  }
  await p?.close();
}

/** The crypto buy form: "min 0.001", a refusal under it, then an order with its message and in the list. */
export async function cryptoBuy(ctx: TemplatesContext): Promise<void> {
  const page = await ctx.open('/dashboards/crypto');
  const consoleErrors = collectConsoleErrors(page);
  await page.waitForSelector(tid('crypto-buy-form'), { visible: true });
  const amount = `${tid('crypto-buy-form')} input[aria-label="Amount"]`;
  expect(await page.$eval(amount, (i) => i.getAttribute('placeholder'))).toBe('min 0.001');
  await page.type(amount, '0.0005');
  await page.click(tid('crypto-buy'));
  await waitForText(page, 'The smallest amount you can buy is 0.001');
  expect(await page.$$(tid('crypto-order'))).toHaveLength(0);

  await page.click(amount, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(amount, '0.25');
  await page.click(tid('crypto-buy'));
  await page.waitForSelector(tid('crypto-bought'), { visible: true });
  expect(await page.$eval(tid('crypto-bought'), (e) => e.textContent)).toContain('You bought 0.25 BTC for');
  await waitForText(page, 'Order placed');
  expect(
    await page.$$eval(tid('crypto-order'), (items) => items.map((i) => (i as HTMLElement).innerText)),
  ).toEqual([expect.stringContaining('0.25 BTC')]);
  expect(consoleErrors).toEqual([]);
  expect(page.errors).toEqual([]);
  await page.close();
}

/** Moves inside the app (as a sidebar link does), without loading the page again. */
async function navigate(page: E2ePage, route: string): Promise<void> {
  await page.evaluate((r) => {
    history.pushState({}, '', r);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/**
 * Each dashboard in the renderings of shotRenderings (English light, Arabic dark), as
 * e2e/artifacts/templates-dashboard-<name>-<locale>-<mode>.png (shootFourWays' names), one page
 * per rendering moving through the eight inside the app; then the crypto one at phone width.
 */
export async function dashboardScreenshots(ctx: TemplatesContext): Promise<void> {
  for (const { locale, themeMode } of shotRenderings()) {
    const page = await ctx.open(DASHBOARDS[0].route, { locale, themeMode });
    const consoleErrors = collectConsoleErrors(page);
    await page.setViewport({ width: 1440, height: 1000 });
    if (locale === 'ar') await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    for (const d of DASHBOARDS) {
      if (d !== DASHBOARDS[0]) await navigate(page, d.route);
      await chartsOf(page, d.id);
      await settled(page);
      await screenshot(page, `templates-dashboard-${d.name}-${locale}-${themeMode}`);
    }
    expect(consoleErrors).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.close();
  }
  await checkPhoneWidth(
    ctx,
    '/dashboards/crypto',
    'dashboard-crypto',
    `${tid('dashboard-crypto')} .recharts-wrapper > svg`,
  );
}
