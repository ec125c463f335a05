import type { Page } from 'puppeteer-core';
import { screenshot, settled } from './browser';

// Issue 43 §2, as a receptionist of a new company meets it: the top bar's drawers hold nobody
// invented (the template's demo people show only with the template demos on), History is one
// click away in the menu, and Ctrl+K finds pages and callers. The receptionist's whole loop
// (receptionist-loop.e2e.ts) runs them on its page; receptionist-drawers.e2e.ts tours them in
// both languages and at both widths.

/** The template's demo people: none of them may show to a real company. */
const DEMO_PEOPLE = ['Amira Haddad', 'Angelina Joew', 'John Matthew', 'Chen Wei', 'Julia Novak'];

const badge = (page: Page, label: string) =>
  page.evaluate((l) => {
    const button = document.querySelector(`button[aria-label="${l}"]`);
    return button?.closest('.ant-badge')?.querySelector('.ant-badge-count')?.textContent ?? null;
  }, label);

async function openDrawer(page: Page, label: string, testId: string): Promise<string> {
  await page.click(`button[aria-label="${label}"]`);
  await page.waitForSelector(`[data-testid="${testId}"]`, { visible: true });
  await settled(page);
  return page.$eval(`[data-testid="${testId}"]`, (el) => (el as HTMLElement).innerText);
}

async function closeDrawer(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'), { polling: 200 });
  // The mask fades out after the drawer closes; until then it takes the clicks.
  await settled(page);
}

/**
 * A new company's drawers: no badge count, and each drawer says it is empty, in words, with
 * none of the template's people. `shot`: a name for screenshots of both drawers.
 */
export async function newCompanyDrawersStep(page: Page, shot?: string): Promise<void> {
  await page.waitForSelector('button[aria-label="Notifications"]', { visible: true });
  expect(await badge(page, 'Messages')).toBeNull();
  expect(await badge(page, 'Notifications')).toBeNull();
  const messages = await openDrawer(page, 'Messages', 'drawer-messages');
  expect(messages).toContain('No calls are owed to you.');
  if (shot) await screenshot(page, `${shot}-messages`);
  await closeDrawer(page);
  const notifications = await openDrawer(page, 'Notifications', 'drawer-notifications');
  expect(notifications).toContain('No notifications yet.');
  if (shot) await screenshot(page, `${shot}-notifications`);
  await closeDrawer(page);
  const text = await page.evaluate(() => document.body.innerText);
  for (const name of DEMO_PEOPLE) expect(text).not.toContain(name);
}

/** History from the menu: one click on its entry opens it, and the entry is then the current one. */
export async function historyFromMenuStep(page: Page): Promise<void> {
  const entry = await page.waitForSelector('ul.ant-menu-root li.ant-menu-item ::-p-text(History)', {
    visible: true,
  });
  await entry!.click();
  await page.waitForFunction(() => location.pathname === '/dashboards/PhoneSheetHistory', { polling: 200 });
  await page.waitForSelector('ul.ant-menu-root li.ant-menu-item-selected ::-p-text(History)');
}

/** Ctrl+K, then `text`: waits for an option holding `expected` and answers every option's text. */
export async function searchStep(page: Page, text: string, expected: string): Promise<string[]> {
  await page.keyboard.down('Control');
  await page.keyboard.press('k');
  await page.keyboard.up('Control');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'topbar-search', {
    polling: 200,
  });
  await page.keyboard.type(text);
  await page.waitForFunction(
    (e) =>
      [...document.querySelectorAll('.ant-select-item-option')].some((o) =>
        (o.textContent ?? '').includes(e),
      ),
    { polling: 200 },
    expected,
  );
  return page.$$eval('.ant-select-item-option', (options) => options.map((o) => o.textContent ?? ''));
}
