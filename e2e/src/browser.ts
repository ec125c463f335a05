import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/testkit/chromium.cjs';

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
export const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4000';
/** How far the stack under test sits from the standard ports (:3000–:3004, :4000). */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
/**
 * The port of the i-th extra server a test starts (a second host, a remote moved elsewhere):
 * 5100 + the offset + i, clear of every stack's :3000–:3004 and :4000 plus its own offset, so
 * stacks 10 apart on one machine never take each other's ports.
 */
export const extraPort = (i: number): number => 5100 + PORT_OFFSET + i;
export const ARTIFACTS = path.join(__dirname, '..', 'artifacts');

/** How every browser of the suite starts: one per run (global-setup.ts), or one per file run alone. */
export const LAUNCH_OPTIONS = {
  headless: true,
  args: [...CHROMIUM_FLAGS, '--window-size=1366,900'],
  defaultViewport: { width: 1366, height: 900 },
};

/** The run's Chromiums, one per jest worker, started by global-setup.ts: their DevTools addresses, space-separated. */
export const SHARED_BROWSER_ENV = 'E2E_BROWSER_WS_ENDPOINT';
/** Where global-setup.ts keeps what the run's files share (company.ts sharedCompany()). */
export const STATE_DIR_ENV = 'E2E_STATE_DIR';

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({ executablePath: chromiumPath(), ...LAUNCH_OPTIONS });
}

/** The default context's pages when a file connected: the ones it opens are closed at its end. */
const pagesAtConnect = new WeakMap<Browser, Set<Page>>();

/**
 * The browser of a test file: its jest worker's Chromium when global-setup.ts started them (a
 * launch costs 1–2 s, and 19 files did it), else one of its own. Give it back with
 * closeBrowser().
 */
export async function launch(): Promise<Browser> {
  const endpoints = (process.env[SHARED_BROWSER_ENV] ?? '').split(' ').filter(Boolean);
  if (!endpoints.length) return launchChromium();
  const endpoint = endpoints[(Number(process.env.JEST_WORKER_ID ?? 1) - 1) % endpoints.length];
  const browser = await puppeteer.connect({
    browserWSEndpoint: endpoint,
    defaultViewport: LAUNCH_OPTIONS.defaultViewport,
  });
  pagesAtConnect.set(browser, new Set(await browser.defaultBrowserContext().pages()));
  return browser;
}

/**
 * Ends a file's use of its browser: a shared one keeps running for the next file, without
 * anything this file opened (contexts, pages), which would otherwise go on loading and
 * polling under the next files.
 */
export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  const before = pagesAtConnect.get(browser);
  if (!before) return browser.close();
  for (const context of browser.browserContexts()) {
    if (context !== browser.defaultBrowserContext()) await context.close().catch(() => undefined);
  }
  for (const page of await browser.defaultBrowserContext().pages()) {
    if (!before.has(page)) await page.close().catch(() => undefined);
  }
  await browser.disconnect();
}

/** The browser contexts newPage made inside the running test: closed when it ends (setup-file.ts). */
const testContexts = new Set<BrowserContext>();
let inTest = false;

export function testStarted(): void {
  inTest = true;
}

/**
 * Closes the contexts the test opened: a page left open keeps its live event stream and timers
 * running (and re-rendering on every call the next tests log) on the run's two cores.
 */
export async function testEnded(): Promise<void> {
  inTest = false;
  const contexts = [...testContexts];
  testContexts.clear();
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
}

/**
 * A fresh page with no stored session (a context of its own, or in `context`); console errors
 * are collected for the test to read.
 */
export async function newPage(
  browser: Browser,
  context?: BrowserContext,
): Promise<Page & { errors: string[] }> {
  let target = context;
  if (!target) {
    target = await browser.createBrowserContext();
    if (inTest) testContexts.add(target);
  }
  const page = (await target.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(String(error)));
  page.setDefaultTimeout(20000);
  return page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) as `${string}.png`, fullPage: false });
}

/**
 * Until the page stands still: nothing loading (a spinner, a skeleton, a busy list) and no
 * transition or animation under way (antd's fades and zooms), twice in a row 100 ms apart, so
 * that a mock's answer (100 ms) has landed. Endless animations (a live badge's pulse) do not count.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const still = () =>
        !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]') &&
        !document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      return still() && new Promise<boolean>((resolve) => setTimeout(() => resolve(still()), 100));
    },
    { polling: 50 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Waits until some element's text contains `text`. */
export async function waitForText(page: Page, text: string, timeout = 20000): Promise<void> {
  await page.waitForFunction((t) => document.body?.innerText.includes(t), { timeout }, text);
}

/** Clicks the first button or link whose text is exactly `text` (after trimming). */
export async function clickText(
  page: Page,
  text: string,
  selector = 'button, a, [role="menuitem"], [role="tab"]',
): Promise<void> {
  await page.waitForFunction(
    (sel, t) => [...document.querySelectorAll(sel)].some((el) => (el as HTMLElement).innerText.trim() === t),
    {},
    selector,
    text,
  );
  await page.evaluate(
    (sel, t) => {
      const target = [...document.querySelectorAll(sel)].find(
        (el) => (el as HTMLElement).innerText.trim() === t,
      );
      (target as HTMLElement).click();
    },
    selector,
    text,
  );
}

/** The input whose <label> (or aria-label / placeholder) is `label`. */
async function inputByLabel(page: Page, label: string) {
  const handle = await page.waitForFunction(
    (l) => {
      const byLabel = [...document.querySelectorAll('label')].find(
        (el) => el.innerText.trim().replace(/^\*\s*/, '') === l,
      );
      const id = byLabel?.getAttribute('for');
      return (
        (id && document.getElementById(id)) ||
        document.querySelector(
          `input[aria-label="${l}"], input[placeholder="${l}"], textarea[aria-label="${l}"], textarea[placeholder="${l}"]`,
        )
      );
    },
    {},
    label,
  );
  return handle.asElement() as import('puppeteer-core').ElementHandle<HTMLInputElement>;
}

export async function valueByLabel(page: Page, label: string): Promise<string> {
  const element = await inputByLabel(page, label);
  return element.evaluate((el) => el.value);
}

/** Types into the input whose <label> (or aria-label / placeholder) is `label`, replacing its value. */
export async function fillByLabel(page: Page, label: string, value: string): Promise<void> {
  const element = await inputByLabel(page, label);
  await element.click({ count: 3 });
  await element.press('Backspace');
  await element.type(value);
}
