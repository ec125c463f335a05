import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
export const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4000';
/** How far the stack under test sits from the standard ports (:3000–:3004, :4000). */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const ARTIFACTS = path.join(__dirname, '..', 'artifacts');

function chromiumPath(): string {
  const candidates = [
    process.env.PUPPETEER_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found)
    throw new Error('Chromium not found: install Debian package chromium or set PUPPETEER_EXECUTABLE_PATH');
  return found;
}

export async function launch(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--window-size=1366,900',
    ],
    defaultViewport: { width: 1366, height: 900 },
  });
}

/** A fresh page with no stored session; console errors are collected for the test to read. */
export async function newPage(browser: Browser): Promise<Page & { errors: string[] }> {
  const context = await browser.createBrowserContext();
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(String(error)));
  page.setDefaultTimeout(20000);
  return page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) as `${string}.png`, fullPage: false });
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
