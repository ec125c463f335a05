import type { Browser, Page } from 'puppeteer-core';
import { BASE_URL, screenshot } from '../browser';
import { openAs } from '../company';

export type E2ePage = Page & { errors: string[] };

/** What each app's journey gets: the suite's one browser and one signed-up company. */
export interface TemplatesContext {
  browser: Browser;
  token: string;
  /** A new signed-in page on `route`, with stored settings (locale, themeMode). */
  open(route: string, settings?: Record<string, string>): Promise<E2ePage>;
}

export function templatesContext(browser: Browser, token: string): TemplatesContext {
  return { browser, token, open: (route, settings = {}) => openAs(browser, token, route, settings) };
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
 * in each rendering (a selector). Closes its pages; fails on a page error.
 */
export async function shootFourWays(
  ctx: TemplatesContext,
  route: string,
  name: string,
  ready: string,
): Promise<void> {
  for (const { locale, themeMode } of shotRenderings()) {
    const page = await ctx.open(route, { locale, themeMode });
    await page.waitForSelector(ready, { visible: true });
    if (locale === 'ar') await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    // The mock answers after 100 ms and antd animates in: let both settle.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await screenshot(page, `templates-${name}-${locale}-${themeMode}`);
    expect(page.errors).toEqual([]);
    await page.close();
  }
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
  for (const locale of ['en', 'ar']) {
    const page = await ctx.open(route, { locale });
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await page.waitForSelector(ready, { visible: true });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await screenshot(page, `templates-${name}-phone-${locale}`);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(page.errors).toEqual([]);
    await page.close();
  }
}

/** Reloads and waits until the path is still `path` (the app's own route, not a redirect). */
export async function reload(page: E2ePage): Promise<void> {
  await page.reload();
  await page.waitForFunction(() => document.readyState === 'complete');
}

export { BASE_URL };

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
