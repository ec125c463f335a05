import type { Browser, Page } from 'puppeteer-core';
import { API_URL, closeBrowser, launch, screenshot, settled, waitForText } from './browser';
import { api, openAs, signUpCompany } from './company';
import { waitForMail } from './mailbox';

// Issue 26: follow-up reminders on the open sheet and the morning digest in the development
// mailbox, with screenshots in English and Arabic (docs/phone-sheet.md).
let browser: Browser;
let admin: { email: string; token: string };

const REMINDER = '[data-testid="follow-up-reminder"]';

beforeAll(async () => {
  browser = await launch();
  admin = await signUpCompany('digest', 'Morning Calls');
}, 60_000);

afterAll(async () => {
  await closeBrowser(browser);
});

async function logCall(body: Record<string, unknown>) {
  const res = await api('POST', '/calls', { direction: 'in', ...body }, admin.token);
  if (res.status !== 201) throw new Error(`log call: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; version: number };
}

/** Opens the notification drawer, answers the reminders it lists, and closes it. */
async function drawerReminders(page: Page, label: string, shot?: string): Promise<string> {
  await page.click(`button[aria-label="${label}"]`);
  await page.waitForSelector('[data-testid="drawer-reminders"]');
  await settled(page); // the drawer slides in
  const text = await page.$eval('[data-testid="drawer-reminders"]', (el) => (el as HTMLElement).innerText);
  if (shot) await screenshot(page, shot);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="drawer-reminders"]', { hidden: true });
  return text;
}

test('a follow-up due shortly shows its reminder then, not before; the drawer lists it; Snooze and Done', async () => {
  const call = await logCall({
    contactName: 'Grace Hopper',
    contactCompany: 'Navy Labs',
    phone: '+1 212 555 0136',
    extension: '4471',
    priority: 'asap',
    notes: 'Wants the COBOL manuals',
  });
  const page = await openAs(browser, admin.token, '/dashboards/PhoneSheet');
  await waitForText(page, 'Grace Hopper');
  await page.waitForSelector('[data-testid="live-badge"] .ant-badge-status-success');
  // Set while the sheet is open: the live event arms the reminder. 15 s ahead (not the picker's
  // whole minute: the wait is the test's cost); nothing shows until shortly before it is due.
  const followUpAt = new Date(Date.now() + 15_000).toISOString();
  const set = await api('PATCH', `/calls/${call.id}`, { version: call.version, followUpAt }, admin.token);
  expect(set.status).toBe(200);
  await new Promise((r) => setTimeout(r, Date.parse(followUpAt) - 3000 - Date.now()));
  expect(await page.$(REMINDER)).toBeNull();
  await page.waitForSelector(REMINDER, { timeout: 20_000 });
  const shownAt = Date.now();
  expect(shownAt).toBeGreaterThanOrEqual(Date.parse(followUpAt) - 1000);
  const notice = await page.$eval(REMINDER, (el) => (el as HTMLElement).innerText);
  expect(notice).toContain('Follow-up due: Grace Hopper');
  expect(notice).toContain('Navy Labs');
  expect(await page.$eval('[data-testid="reminder-call"]', (a) => a.getAttribute('href'))).toBe(
    'tel:+12125550136;ext=4471',
  );
  await screenshot(page, 'reminder-en');
  expect(await drawerReminders(page, 'Notifications', 'reminder-drawer-en')).toContain('Grace Hopper');

  // Snooze: gone for 15 minutes for this user (the follow-up itself is unchanged).
  await page.click('[data-testid="reminder-snooze"]');
  await page.waitForSelector(REMINDER, { hidden: true });
  expect((await api('GET', `/calls/${call.id}`, undefined, admin.token)).body.data.followUpAt).toBe(
    followUpAt,
  );

  // An overdue follow-up, in Arabic: shown at once; Done clears it for everyone.
  const overdue = await logCall({
    contactName: 'Ada Byron',
    contactCompany: 'Analytical Engines',
    phone: '+44 20 7946 0018',
    followUpAt: new Date(Date.now() - 30 * 60_000).toISOString(),
  });
  // A new browser profile: Grace Hopper's snooze was the other browser's, so both remind here,
  // the older follow-up first.
  const ar = await openAs(browser, admin.token, '/dashboards/PhoneSheet', { locale: 'ar' });
  await ar.waitForFunction((sel) => document.querySelectorAll(sel).length === 2, {}, REMINDER);
  const arText = await ar.$eval(REMINDER, (el) => (el as HTMLElement).innerText);
  expect(arText).toContain('حان موعد المتابعة: Ada Byron');
  expect(arText).toContain('اتصل الآن');
  await screenshot(ar, 'reminder-ar');
  expect(await drawerReminders(ar, 'الإشعارات', 'reminder-drawer-ar')).toContain('Ada Byron');
  await ar.click('[data-testid="reminder-done"]');
  await ar.waitForFunction(
    (sel) =>
      [...document.querySelectorAll(sel)]
        .map((el) => (el as HTMLElement).innerText)
        .join()
        .includes('Ada') === false,
    {},
    REMINDER,
  );
  expect(await ar.$$eval(REMINDER, (els) => els.map((el) => (el as HTMLElement).innerText))).toEqual([
    expect.stringContaining('Grace Hopper'),
  ]);
  const cleared = (await api('GET', `/calls/${overdue.id}`, undefined, admin.token)).body.data;
  expect(cleared.followUpAt).toBeNull();
  await ar.close();
  await page.close();
}, 150_000);

/** An instant of `day` (a weekday, `Wed` or `Thu`) after `sendAt` in `zone` (the dev tick's moved clock). */
function workingDayAfter(zone: string, sendAt: string, day: string, weekdayName: string): string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (let h = -14; h < 38; h += 1) {
    const at = new Date(Date.parse(`${day}T00:00:00Z`) + h * 3_600_000);
    const [weekday, time] = format.format(at).split(' ');
    if (weekday === weekdayName && (time ?? '') > sendAt) return at.toISOString();
  }
  throw new Error(`no ${weekdayName} after ${sendAt} in ${zone}`);
}

async function openDigestMail(page: Page, subject: string) {
  await waitForText(page, subject);
  await page.evaluate((s) => {
    const header = [...document.querySelectorAll('.ant-collapse-header')].find((h) =>
      (h as HTMLElement).innerText.includes(s),
    );
    (header as HTMLElement).click();
  }, subject);
  await page.waitForSelector('.ant-collapse-item-active iframe');
  await new Promise((r) => setTimeout(r, 500));
}

test('the morning digest arrives in the development mailbox with its tel: links, in English and Arabic', async () => {
  // My Account: the digest tab proposes this browser's zone and the app's language; Save stores them.
  const page = await openAs(browser, admin.token, '/my-profile?tab=digest');
  await waitForText(page, 'Send me the morning digest');
  await screenshot(page, 'digest-settings-en');
  await page.click('[data-testid="digest-save"]');
  await waitForText(page, 'Digest settings saved');
  const settings = (await api('GET', '/digest/settings', undefined, admin.token)).body.data;
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(settings).toMatchObject({
    saved: true,
    enabled: true,
    hasDesk: true,
    locale: 'en',
    timeZone: browserZone,
  });

  const tick = async (at: string) => {
    const res = await fetch(`${API_URL}/api/v1/dev/digest-tick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at }),
    });
    expect(res.status).toBe(200);
  };
  await tick(workingDayAfter(settings.timeZone, settings.sendAt, '2027-01-06', 'Wed'));
  const mail = await waitForMail(admin.email, /Good morning Ada/);
  expect(mail.subject).toMatch(/^Phone Sheet: calls to return \(\d+\)$/);
  expect(mail.html).toContain('href="tel:+12125550136;ext=4471"');
  expect(mail.html).toContain('href="tel:+442079460018"');
  expect(mail.html).toMatch(/dashboards\/PhoneSheet\?call=[0-9a-f-]{36}/);
  // Priority first: the ASAP call before the one logged as Today.
  expect(mail.text.indexOf('Grace Hopper')).toBeLessThan(mail.text.indexOf('Ada Byron'));

  await page.goto(page.url().replace(/\/my-profile.*$/, '/dev/mailbox'));
  await openDigestMail(page, mail.subject);
  await screenshot(page, 'digest-mail-en');

  // The same user in Arabic, the next working day.
  const { sendAt, timeZone } = settings;
  await api('PUT', '/digest/settings', { enabled: true, sendAt, timeZone, locale: 'ar' }, admin.token);
  await tick(workingDayAfter(settings.timeZone, settings.sendAt, '2027-01-07', 'Thu'));
  const arMail = await waitForMail(admin.email, /صباح الخير/);
  expect(arMail.html).toContain('dir="rtl"');
  expect(arMail.html).toContain('href="tel:+12125550136;ext=4471"');
  const ar = await openAs(browser, admin.token, '/my-profile?tab=digest', { locale: 'ar' });
  await waitForText(ar, 'أرسل لي الملخص الصباحي');
  await screenshot(ar, 'digest-settings-ar');
  await ar.goto(ar.url().replace(/\/my-profile.*$/, '/dev/mailbox'));
  await openDigestMail(ar, arMail.subject);
  await screenshot(ar, 'digest-mail-ar');

  // "Open the call" opens that call on the sheet.
  const link = /href="([^"]*\?call=[^"]+)"/.exec(mail.html)?.[1] as string;
  const url = new URL(link.replace(/&amp;/g, '&'));
  await page.goto(page.url().replace(/\/dev\/mailbox.*$/, `${url.pathname}${url.search}`));
  await page.waitForSelector('.ant-drawer-open [data-testid="follow-up-picker"]');
  await waitForText(page, 'Changes to the call with Grace Hopper');
  await ar.close();
  await page.close();
}, 120_000);

/** The Reports page's figures and layout at one width: every statistic whole, nothing wider than the page. */
async function checkReports(page: Page, width: number, shot: string) {
  await page.setViewport({ width, height: 900 });
  await page.waitForSelector('[data-testid="reports"] .recharts-surface');
  await settled(page);
  const layout = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    charts: document.querySelectorAll('[data-testid="reports"] .recharts-bar-rectangle').length,
    dir: document.documentElement.dir || getComputedStyle(document.body).direction,
  }));
  expect(layout.overflow).toBeLessThanOrEqual(0);
  expect(layout.charts).toBeGreaterThan(0);
  await screenshot(page, shot);
  return layout;
}

test('Reports: the digest links to it; figures of the last 7 days at 1440 and 390 px, English light and Arabic dark', async () => {
  // A call returned by a call back (Spoke): the share and the time to return have a value.
  const call = await logCall({
    contactName: 'Linus Torvalds',
    contactCompany: 'Kernel Org',
    phone: '+1 212 555 0199',
  });
  expect((await api('POST', `/calls/${call.id}/callback`, {}, admin.token)).status).toBe(201);
  const report = (await api('GET', '/reports?days=7', undefined, admin.token)).body.data;
  expect(report.returns.returned).toBeGreaterThan(0);

  // The digest's link opens the page.
  const mail = await waitForMail(admin.email, /Good morning Ada/);
  const link = /href="([^"]*\/dashboards\/PhoneSheetReports)"/.exec(mail.html)?.[1] as string;
  const page = await openAs(browser, admin.token, new URL(link).pathname, {
    navStyle: 'default',
    navCollapsed: 'false',
  } as Record<string, string>);
  await waitForText(page, 'Owed now');
  // The menu has it, for every user.
  await page.waitForSelector('a[href="/dashboards/PhoneSheetReports"]');
  const text = await page.$eval('[data-testid="reports"]', (el) => (el as HTMLElement).innerText);
  expect(text).toContain(`Owed now\n${report.owed.total}`);
  expect(text).toContain(`${report.returns.returned} of ${report.returns.incoming}`);
  expect(text).toContain('Linus Torvalds');
  expect(text).toContain('Kernel Org');
  await checkReports(page, 1440, 'reports-1440-en-light');
  await checkReports(page, 390, 'reports-390-en-light');

  const ar = await openAs(browser, admin.token, '/dashboards/PhoneSheetReports', {
    locale: 'ar',
    themeMode: 'dark',
  });
  await waitForText(ar, 'المستحقة الآن');
  const arText = await ar.$eval('[data-testid="reports"]', (el) => (el as HTMLElement).innerText);
  // The page's texts in Arabic, the call's names as typed.
  expect(arText).toContain('المكالمات الواردة');
  expect(arText).toContain('Linus Torvalds');
  expect((await checkReports(ar, 1440, 'reports-1440-ar-dark')).dir).toBe('rtl');
  await checkReports(ar, 390, 'reports-390-ar-dark');
  await ar.close();
  await page.close();
}, 120_000);
