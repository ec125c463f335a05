import type { Browser, BrowserContext, Page, Viewport } from 'puppeteer-core';
import { BASE_URL, newPage, screenshot, settled } from '../browser';
import { storeSession } from '../company';

export type E2ePage = Page & { errors: string[] };

/** What each app's journey gets: the suite's one browser and one signed-up company. */
export interface TemplatesContext {
  browser: Browser;
  token: string;
  /**
   * A new signed-in page on `route`, with stored settings (locale, themeMode), at `viewport`
   * from its first load when given.
   */
  open(route: string, settings?: Record<string, string>, viewport?: Viewport): Promise<E2ePage>;
}

export const PHONE: Viewport = { width: 390, height: 844, isMobile: true, hasTouch: true };

/**
 * The pages of a file's journeys share one browser context, as one person's browser would: the
 * app's files are downloaded and compiled once, not once per page (a new context starts with an
 * empty cache). Each page still stores its own session and settings before it loads, and the
 * template apps keep their data in memory, so a page starts from the sample data all the same.
 */
export function templatesContext(browser: Browser, token: string): TemplatesContext {
  let context: Promise<BrowserContext> | undefined;
  return {
    browser,
    token,
    open: async (route, settings = {}, viewport) => {
      context ??= browser.createBrowserContext();
      const page = await newPage(browser, await context);
      if (viewport) await page.setViewport(viewport);
      await storeSession(page, token, settings);
      await page.goto(`${BASE_URL}${route}`);
      return page;
    },
  };
}

/** Stores `settings` for the page's origin and loads `route` again (a cached, warm load). */
export async function reloadWith(page: E2ePage, route: string, settings: Record<string, string>) {
  await page.evaluate((s) => localStorage.setItem('phonesheet.settings', JSON.stringify(s)), settings);
  await page.goto(`${BASE_URL}${route}`);
}

/**
 * The renderings a screenshot pass takes: English light and Arabic dark, which cover both
 * directions and both themes at half the CI time; E2E_ALL_SHOTS=1 adds the other two for a review.
 */
export function shotRenderings(): Array<{ locale: string; themeMode: string }> {
  const all = process.env.E2E_ALL_SHOTS === '1';
  return [
    { locale: 'en', themeMode: 'light' },
    ...(all
      ? [
          { locale: 'en', themeMode: 'dark' },
          { locale: 'ar', themeMode: 'light' },
        ]
      : []),
    { locale: 'ar', themeMode: 'dark' },
  ];
}

/**
 * Screenshots of a route in English and Arabic, light and dark (shotRenderings), as
 * e2e/artifacts/templates-<name>-<locale>-<mode>.png. `ready` waits for the page's content
 * in each rendering (a selector), within `readyTimeout` ms. One page, loaded again per rendering;
 * fails on a page error.
 */
export async function shootFourWays(
  ctx: TemplatesContext,
  route: string,
  name: string,
  ready: string,
  readyTimeout = 20000,
): Promise<void> {
  let page: E2ePage | undefined;
  for (const settings of shotRenderings()) {
    if (!page) page = await ctx.open(route, settings);
    else await reloadWith(page, route, settings);
    await page.waitForSelector(ready, { visible: true, timeout: readyTimeout });
    if (settings.locale === 'ar') await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await settled(page);
    await screenshot(page, `templates-${name}-${settings.locale}-${settings.themeMode}`);
    expect(page.errors).toEqual([]);
  }
  await page?.close();
}

/**
 * The route at phone width (390 px) in English and Arabic: its content shows, nothing overflows
 * the screen sideways, and screenshots land as templates-<name>-phone-<locale>.png.
 */
export async function checkPhoneWidth(
  ctx: TemplatesContext,
  route: string,
  name: string,
  ready: string,
): Promise<void> {
  let page: E2ePage | undefined;
  for (const locale of ['en', 'ar']) {
    if (!page) page = await ctx.open(route, { locale }, PHONE);
    else await reloadWith(page, route, { locale });
    await page.waitForSelector(ready, { visible: true });
    await page.waitForFunction(
      (dir) => document.documentElement.dir === dir,
      {},
      locale === 'ar' ? 'rtl' : 'ltr',
    );
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await screenshot(page, `templates-${name}-phone-${locale}`);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(page.errors).toEqual([]);
  }
  await page?.close();
}

/** Reloads and waits until the path is still `path` (the app's own route, not a redirect). */
export async function reload(page: E2ePage): Promise<void> {
  await page.reload();
  await page.waitForFunction(() => document.readyState === 'complete');
}

export { BASE_URL, settled };

/**
 * The sidebar is beside the list on wide screens and in a drawer (opened by "Menu") on narrow
 * ones. Polled: on the first renders antd's breakpoints are not known yet, so the page may still
 * switch between the two.
 */
export async function openFromSidebar(page: E2ePage, selector: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForFunction(
      (sel) => {
        const link = document.querySelector(sel) as HTMLElement | null;
        if (link && link.offsetParent !== null) return true;
        (document.querySelector('button[aria-label="Menu"]') as HTMLElement | null)?.click();
        return false;
      },
      { timeout: 15000, polling: 300 },
      selector,
    );
    try {
      await page.click(selector);
      return;
    } catch (error) {
      // The switch between sidebar and drawer can re-render the link between finding and clicking it.
      if (attempt >= 3 || !/detached|not clickable|no node/i.test(String(error))) throw error;
    }
  }
}
