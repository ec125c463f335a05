import type { Browser } from 'puppeteer-core';
import { closeBrowser, launch, screenshot, settled, waitForText } from './browser';
import { api, openAs, signUpCompany } from './company';
import { historyFromMenuStep, newCompanyDrawersStep, searchStep } from './receptionist-drawers';

// Issue 43 §2 toured for its screenshots: a new company's drawers, the menu and Ctrl+K at 1440
// and 390 px, in English light and Arabic dark.

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
