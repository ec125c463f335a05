import type { Browser } from 'puppeteer-core';
import { closeBrowser, launch, screenshot, settled, waitForText } from './browser';
import { api, openAs, PASSWORD, signUpCompany } from './company';
import { linkIn, uniqueEmail, waitForMail } from './mailbox';
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

/** A top-bar button's count (its `title`), or null without one. */
const count = (page: Awaited<ReturnType<typeof openAs>>, testId: string) =>
  page.$eval(
    `[data-testid="${testId}"]`,
    (button) =>
      button.closest('.ant-badge')?.querySelector('.ant-badge-count')?.getAttribute('title') ?? null,
  );

/** Where a top-bar button's count is drawn against the button (px; the count's centre). */
const countPlace = (page: Awaited<ReturnType<typeof openAs>>, testId: string) =>
  page.$eval(`[data-testid="${testId}"]`, (button) => {
    const b = button.getBoundingClientRect();
    const c = button.closest('.ant-badge')!.querySelector('.ant-badge-count')!.getBoundingClientRect();
    const icon = button.querySelector('.anticon')!.getBoundingClientRect();
    return {
      x: Math.round(c.left + c.width / 2),
      y: Math.round(c.top + c.height / 2),
      button: [Math.round(b.left), Math.round(b.right)],
      icon: [Math.round(icon.left), Math.round(icon.right)],
    };
  });

test('a notification raised while the user is on the Users page reaches the badge live; in Arabic each count sits over its icon', async () => {
  const ada = await signUpCompany('live-badge', 'Live Badge Ltd');
  // A colleague (an administrator, who may log calls on Ada's desk).
  const email = uniqueEmail('live-badge-grace');
  expect((await api('POST', '/invitations', { email, role: 'admin' }, ada.token)).status).toBe(201);
  const link = linkIn(await waitForMail(email, /invitation\?token=/), '/invitation');
  const invitation = decodeURIComponent(/token=([^&\s]+)/.exec(link)?.[1] as string);
  const accepted = await api('POST', '/invitations/accept', {
    token: invitation,
    firstName: 'Grace',
    lastName: 'Hopper',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(accepted.status).toBe(201);
  const grace = (await api('POST', '/auth/login', { email, password: PASSWORD })).body.data.accessToken;
  const me = (await api('GET', '/auth/getMe', undefined, ada.token)).body.data;
  // Ada's desk holds a call still owed (Messages counts it); a colleague may then log on it.
  const own = { direction: 'in', contactName: 'First Caller', phone: '+1 212 555 0100' };
  expect((await api('POST', '/calls', own, ada.token)).status).toBe(201);

  const page = await openAs(browser, ada.token, '/dashboards/UserDash', { locale: 'ar', themeMode: 'dark' });
  await page.setViewport({ width: 1440, height: 900 });
  await page.waitForSelector('[data-testid="users-table"] .ant-table-row');
  await page.waitForFunction(() => document.querySelectorAll('.ant-badge .ant-badge-count').length >= 2, {
    timeout: 15000,
  });
  await settled(page);
  // Each count over its own button, 4 px inside the button's corner at the end of the line
  // (top left in Arabic): over the icon's side of the gap, never between two buttons.
  for (const testId of ['drawer-messages-button', 'drawer-notifications-button']) {
    const at = await countPlace(page, testId);
    expect({ testId, inside: at.x > at.button[0] && at.x < at.button[1] }).toEqual({ testId, inside: true });
    // In Arabic the count is on the icon's left (the line's end), within 16 px of it.
    expect(at.x).toBeLessThan(at.icon[0] + 4);
    expect(at.icon[0] - at.x).toBeLessThanOrEqual(16);
  }
  await screenshot(page, 'badges-1440-ar-dark');
  // The invitation Grace accepted is Ada's first notification.
  const before = Number(await count(page, 'drawer-notifications-button'));
  expect(before).toBeGreaterThanOrEqual(1);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Grace logs a call on Ada's desk: Ada, still on the Users page, sees the count go up.
  const logged = await api(
    'POST',
    '/calls',
    { direction: 'in', contactName: 'Zoë Bergström', phone: '+49 30 901820', deskUserId: me._id },
    grace,
  );
  expect(logged.status).toBe(201);
  await page.waitForFunction(
    (n) =>
      document
        .querySelector('[data-testid="drawer-notifications-button"]')
        ?.closest('.ant-badge')
        ?.querySelector('.ant-badge-count')
        ?.getAttribute('title') === String(n),
    { timeout: 15000 },
    before + 1,
  );
  // No reload: the same document, still on the Users page.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(await page.evaluate(() => location.pathname)).toBe('/dashboards/UserDash');
  await page.click('[data-testid="drawer-notifications-button"]');
  await page.waitForSelector('[data-testid="drawer-notifications"]', { visible: true });
  await waitForText(page, 'Zoë Bergström');
  await settled(page);
  await screenshot(page, 'notifications-live-users-1440-ar-dark');

  // On a phone, in Arabic: "Mark read" sits under the date, so the sentence keeps the item's
  // width and its names break only at spaces (no word drawn on two lines).
  await page.setViewport({ width: 390, height: 844 });
  await settled(page);
  const items = await page.$$eval('[data-testid="drawer-notifications"] .ant-list-item', (list) =>
    list.map((item) => {
      const title = item.querySelector('.ant-list-item-meta-title')!;
      const date = item.querySelector('.ant-list-item-meta-description .ant-typography')!;
      const button = [...item.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'تعليم كمقروء',
      );
      // Each word of the sentence: on how many lines it is drawn.
      const split: string[] = [];
      const node = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let text = node.nextNode(); text; text = node.nextNode()) {
        const value = text.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index!);
          range.setEnd(text, match.index! + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
      const b = button?.getBoundingClientRect();
      return {
        split,
        underDate: !!b && b.top >= date.getBoundingClientRect().bottom - 1,
        titleShare: title.getBoundingClientRect().width / item.getBoundingClientRect().width,
      };
    }),
  );
  expect(items.length).toBeGreaterThanOrEqual(2);
  for (const item of items) {
    expect(item.split).toEqual([]);
    expect(item.underDate).toBe(true);
    // The sentence has the item's width but the bell's (no button beside it).
    expect(item.titleShare).toBeGreaterThan(0.8);
  }
  await screenshot(page, 'notifications-390-ar-dark-unread');
}, 120_000);
