import type { Browser, Page } from 'puppeteer-core';
import { closeBrowser, launch, screenshot, settled, waitForText } from './browser';
import { api, openAs, signUpCompany } from './company';

// Issue 43 §2, as a receptionist of a new company meets it: the top bar's drawers hold nobody
// invented (the template's demo people show only with the template demos on), History is one
// click away in the menu, and Ctrl+K finds pages and callers. The steps are exported so the
// receptionist's whole loop (receptionist-loop.e2e.ts) can run them on its own page.

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

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await closeBrowser(browser);
});

test('a new company: drawers without invented people, History from the menu, Ctrl+K to pages and callers', async () => {
  const { token } = await signUpCompany('drawers', 'Fresh Desk Ltd');
  const page = await openAs(browser, token, '/dashboards/PhoneSheet', { locale: 'en', themeMode: 'light' });
  await page.setViewport({ width: 1440, height: 900 });
  await waitForText(page, 'Phone sheet');
  await newCompanyDrawersStep(page, 'drawers-1440-en-light');
  await screenshot(page, 'menu-1440-en-light');
  await historyFromMenuStep(page);

  // A caller the company has called: found by name; pages by their titles.
  const logged = await api('POST', '/calls', { contactName: 'Zoë Bergström', phone: '+49 30 901820' }, token);
  expect(logged.status).toBe(201);
  const pages = await searchStep(page, 'acc', 'My account');
  expect(pages).toContain('My account');
  await page.keyboard.press('Escape');
  await page.click('[data-testid="topbar-search"]', { count: 3 });
  const callers = await searchStep(page, 'Zoë', 'Zoë Bergström');
  expect(callers.some((o) => o.includes('Zoë Bergström'))).toBe(true);
  await screenshot(page, 'search-1440-en-light');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');

  // Arabic, dark, on a phone: the same, right to left.
  const phone = await openAs(browser, token, '/dashboards/PhoneSheet', { locale: 'ar', themeMode: 'dark' });
  await phone.setViewport({ width: 390, height: 844 });
  await phone.waitForSelector('[data-testid="topbar-search-button"]', { visible: true });
  await settled(phone);
  await screenshot(phone, 'top-390-ar-dark');
  await phone.click('button[aria-label="إظهار قائمة التنقل أو إخفاؤها"]');
  await phone.waitForSelector('.ant-drawer-open ul.ant-menu-root', { visible: true });
  await settled(phone);
  await screenshot(phone, 'menu-390-ar-dark');
  await phone.keyboard.press('Escape');
  await phone.waitForFunction(() => !document.querySelector('.ant-drawer-open'), { polling: 200 });
  await settled(phone);
  await phone.click('[data-testid="drawer-notifications-button"]');
  await phone.waitForSelector('[data-testid="drawer-notifications"]', { visible: true });
  await settled(phone);
  await screenshot(phone, 'notifications-390-ar-dark');
  await phone.keyboard.press('Escape');
  await phone.waitForFunction(() => !document.querySelector('.ant-drawer-open'), { polling: 200 });
  await settled(phone);
  // Ctrl+K on a phone opens the search overlay; a caller found by name, in Arabic.
  await searchStep(phone, 'Zo', 'Zoë Bergström');
  await screenshot(phone, 'search-390-ar-dark');

  // The other two looks: Arabic dark at 1440, English light at 390 (the owed call in Messages).
  const wide = await openAs(browser, token, '/dashboards/PhoneSheetHistory', {
    locale: 'ar',
    themeMode: 'dark',
  });
  await wide.setViewport({ width: 1440, height: 900 });
  await wide.waitForSelector('[data-testid="drawer-messages-button"]', { visible: true });
  await settled(wide);
  await screenshot(wide, 'menu-1440-ar-dark');
  await wide.click('[data-testid="drawer-messages-button"]');
  await wide.waitForSelector('[data-testid="drawer-messages"]', { visible: true });
  await settled(wide);
  await screenshot(wide, 'messages-1440-ar-dark');
  const small = await openAs(browser, token, '/dashboards/PhoneSheet', { locale: 'en', themeMode: 'light' });
  await small.setViewport({ width: 390, height: 844 });
  await small.waitForSelector('[data-testid="drawer-messages-button"]', { visible: true });
  await settled(small);
  await small.click('[data-testid="drawer-messages-button"]');
  await small.waitForSelector('[data-testid="drawer-messages"]', { visible: true });
  await settled(small);
  expect(
    await small.$eval('[data-testid="drawer-messages"]', (el) => (el as HTMLElement).innerText),
  ).toContain('Zoë Bergström');
  await screenshot(small, 'messages-390-en-light');
}, 240_000);
