import type { Browser, Page } from 'puppeteer-core';
import { closeBrowser, launch, screenshot, settled, waitForText } from './browser';
import { buyPlan } from './billing-api';
import { acceptInvitation, api, openAs, PASSWORD, signUpCompany } from './company';
import EN from '../../remote-phonesheet/src/features/reports/i18n/en.json';
import AR from '../../remote-phonesheet/src/features/reports/i18n/ar.json';

// The Reports page (docs/phone-sheet.md, "Reports"; issue 46) as it is on screen: an
// administrator sees every desk and picks one, a user their own desk; the figures are the API's,
// in the company's time zone; both charts are drawn; nothing is wider than 1440 or 390 px; in
// English light and Arabic dark.
const ROUTE = '/dashboards/PhoneSheetReports';
const ZONE = 'Asia/Tokyo';
type Texts = Record<string, string>;
/** What these tests read of the API's report (shared/src/contracts/reports.ts). */
interface Report {
  timeZone: string;
  desk: string | null;
  totals: { incoming: number; outgoing: number };
  owed: { total: number };
  returns: { incoming: number; returned: number; share: number | null };
}
const text = (t: Texts, key: string) => t[`phonesheet.reports.${key}`] as string;

let browser: Browser;
let admin: { email: string; token: string };
let grace: string;
let graceId: string;

async function logCall(token: string, body: Record<string, unknown>) {
  const res = await api('POST', '/calls', { direction: 'in', ...body }, token);
  if (res.status !== 201) throw new Error(`log call: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string };
}

beforeAll(async () => {
  browser = await launch();
  admin = await signUpCompany('reports', 'Reports Desk Ltd');
  await buyPlan(admin.token); // a second user and desk
  expect((await api('PUT', '/forwarding/company/time-zone', { timeZone: ZONE }, admin.token)).status).toBe(
    200,
  );
  const email = `grace.reports.${Date.now()}@example.com`;
  expect((await api('POST', '/invitations', { email, role: 'user' }, admin.token)).status).toBe(201);
  (await acceptInvitation(browser, email)).close();
  grace = (await api('POST', '/auth/login', { email, password: PASSWORD })).body.data.accessToken;
  graceId = (await api('GET', '/auth/getMe', undefined, grace)).body.data._id;
  // Ada's desk: three callers, one of them called back (returned); Grace's desk: two of her own.
  const linus = await logCall(admin.token, {
    contactName: 'Linus Torvalds',
    contactCompany: 'Kernel Org',
    phone: '+1 212 555 0199',
  });
  await logCall(admin.token, {
    contactName: 'Linus Torvalds',
    contactCompany: 'Kernel Org',
    phone: '+1 212 555 0199',
  });
  await logCall(admin.token, {
    contactName: 'Margaret Hamilton',
    contactCompany: 'Apollo',
    phone: '+1 212 555 0142',
  });
  expect((await api('POST', `/calls/${linus.id}/callback`, {}, admin.token)).status).toBe(201);
  await logCall(grace, { contactName: 'Barbara Liskov', contactCompany: 'MIT', phone: '+1 617 555 0101' });
  await logCall(grace, {
    contactName: 'Radia Perlman',
    contactCompany: 'Sun Labs',
    phone: '+1 617 555 0102',
  });
}, 120_000);

afterAll(async () => {
  await closeBrowser(browser);
});

/** The report the API gives `token` for the last 7 days (the page's default). */
async function report(token: string, desk?: string): Promise<Report> {
  const res = await api('GET', `/reports?days=7${desk ? `&desk=${desk}` : ''}`, undefined, token);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The page's statistics as shown: title → value. */
const statistics = (page: Page): Promise<Record<string, string>> =>
  page.$$eval('[data-testid="reports"] .ant-statistic', (els) =>
    Object.fromEntries(
      els.map((el) => [
        (el.querySelector('.ant-statistic-title') as HTMLElement).innerText.trim(),
        (el.querySelector('.ant-statistic-content') as HTMLElement).innerText.trim(),
      ]),
    ),
  );

/** The figures the page should show for `r`, in the page's language as the browser formats them. */
async function shown(page: Page, t: Texts, r: Report) {
  expect(r.returns.share).not.toBeNull(); // both desks have incoming calls
  const [incoming, outgoing, owed, share] = await page.evaluate(
    (nums: number[], s: number) => {
      const l = document.documentElement.lang;
      return [
        ...nums.map((n) => new Intl.NumberFormat(l).format(n)),
        new Intl.NumberFormat(l, { style: 'percent' }).format(s),
      ];
    },
    [r.totals.incoming, r.totals.outgoing, r.owed.total],
    r.returns.share as number,
  );
  return {
    [text(t, 'incoming')]: incoming,
    [text(t, 'outgoing')]: outgoing,
    [text(t, 'owed')]: owed,
    [text(t, 'returned')]: share,
  };
}

/** Both charts drawn with bars, nothing wider than the page; the screenshot taken. */
async function layoutAt(page: Page, width: number, shot: string) {
  await page.setViewport({ width, height: 900 });
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="reports"] .recharts-wrapper').length === 2,
  );
  await settled(page);
  const layout = await page.evaluate(() => {
    const cards = [...document.querySelectorAll('[data-testid="reports"] .recharts-wrapper')].map((s) =>
      s.getBoundingClientRect(),
    );
    const bg = getComputedStyle(document.querySelector('.ant-card') as Element).backgroundColor;
    const [r, g, b] = (bg.match(/\d+/g) ?? []).map(Number);
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      bars: document.querySelectorAll('[data-testid="reports"] .recharts-bar-rectangle').length,
      // side by side at 1440, one under the other at 390
      stacked: cards.length === 2 && cards[1]!.top >= cards[0]!.bottom,
      widest: Math.max(...cards.map((c) => c.right)),
      dir: document.documentElement.dir || getComputedStyle(document.body).direction,
      light: (r! + g! + b!) / 3 > 128,
    };
  });
  expect(layout.overflow).toBeLessThanOrEqual(0);
  expect(layout.bars).toBeGreaterThan(0);
  expect(layout.widest).toBeLessThanOrEqual(width);
  expect(layout.stacked).toBe(width < 720);
  await screenshot(page, shot);
  return layout;
}

test('an administrator: every desk in the company’s zone, charts drawn, the desk picker narrows to one; 1440 and 390 px, English light', async () => {
  const all = await report(admin.token);
  expect(all.timeZone).toBe(ZONE);
  expect(all.totals).toEqual({ incoming: 5, outgoing: 1 });
  const page = await openAs(browser, admin.token, ROUTE, { locale: 'en', themeMode: 'light' });
  await waitForText(page, text(EN, 'owed'));
  await waitForText(page, `Days and hours in ${ZONE}`);
  expect(await statistics(page)).toMatchObject(await shown(page, EN, all));
  const body = await page.$eval('[data-testid="reports"]', (el) => (el as HTMLElement).innerText);
  expect(body).toContain(`${all.returns.returned} of ${all.returns.incoming}`);
  for (const name of ['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds', 'Kernel Org', 'Barbara Liskov'])
    expect(body).toContain(name);
  expect((await layoutAt(page, 1440, 'reports-admin-1440-en-light')).light).toBe(true);

  // The desk picker: Grace's desk alone, its figures the API's for that desk.
  const graceOnly = await report(admin.token, graceId);
  await page.click(`.ant-select:has(input[aria-label="${text(EN, 'desk')}"])`);
  // A locator waits until the option is visible and still (the list slides in) before it clicks.
  await page.locator('.ant-select-item-option[title="Grace Hopper"]').click();
  await page.waitForFunction(
    (label, n) =>
      [...document.querySelectorAll('[data-testid="reports"] .ant-statistic')].some(
        (s) => s.textContent === `${label}${n}`,
      ),
    {},
    text(EN, 'incoming'),
    String(graceOnly.totals.incoming),
  );
  await settled(page);
  expect(await statistics(page)).toMatchObject(await shown(page, EN, graceOnly));
  const desks = await page.$$eval('[data-testid="reports"] .ant-table-tbody tr', (rows) =>
    rows.map((r) => (r as HTMLElement).innerText),
  );
  expect(desks.some((r) => r.includes('Grace Hopper'))).toBe(true);
  expect(desks.some((r) => r.includes('Ada Lovelace'))).toBe(false);
  await layoutAt(page, 390, 'reports-admin-390-en-light');
  await page.close();
}, 120_000);

test('a user: their own desk only, no desk picker; 1440 and 390 px, Arabic dark', async () => {
  const own = await report(grace);
  expect(own.desk).toBe(graceId);
  expect(own.totals.incoming).toBe(2);
  const page = await openAs(browser, grace, ROUTE, { locale: 'ar', themeMode: 'dark' });
  await waitForText(page, text(AR, 'owed'));
  await waitForText(page, text(AR, 'incoming'));
  expect(await page.$(`input[aria-label="${text(AR, 'desk')}"]`)).toBeNull();
  expect(await statistics(page)).toMatchObject(await shown(page, AR, own));
  const body = await page.$eval('[data-testid="reports"]', (el) => (el as HTMLElement).innerText);
  expect(body).toContain(ZONE);
  expect(body).toContain('Barbara Liskov'); // names as typed
  expect(body).not.toContain('Linus Torvalds'); // Ada's desk is not Grace's
  const wide = await layoutAt(page, 1440, 'reports-user-1440-ar-dark');
  expect([wide.dir, wide.light]).toEqual(['rtl', false]);
  await layoutAt(page, 390, 'reports-user-390-ar-dark');
  await page.close();
}, 120_000);
