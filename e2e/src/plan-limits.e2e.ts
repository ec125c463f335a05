import type { Browser } from 'puppeteer-core';
import {
  BASE_URL,
  clickText,
  closeBrowser,
  fillByLabel,
  launch,
  newPage,
  screenshot,
  waitForText,
} from './browser';
import { uniqueEmail } from './mailbox';
import { acceptInvitation, api, openAs, PASSWORD, signUpCompany } from './company';

// Issue 4's proof for plan limits, on the production build: an unsubscribed company has
// Basic's limits (2 users). Its admin invites one user, who accepts from the mailed link and,
// signing in, is asked to turn to the administrator instead of buying. The admin continues on
// Basic; a second invitation is refused with the 402 message and the "Upgrade plan" offer.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await closeBrowser(browser);
});

type Page = Awaited<ReturnType<typeof newPage>>;
const SEATS_MESSAGE = 'Your Basic plan allows 2 users. Upgrade your plan to add more.';

/** A verified admin of a new company that has not chosen a plan. */
const newAdmin = () => signUpCompany('limits', 'Small Office Ltd');

async function signIn(page: Page, email: string, landing: string) {
  await page.goto(`${BASE_URL}/signin`);
  await fillByLabel(page, 'Email', email);
  await fillByLabel(page, 'Password', PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForFunction((p) => location.pathname === p, {}, landing);
}

async function setLocale(page: Page, locale: string) {
  await page.evaluate((l) => {
    const settings = JSON.parse(localStorage.getItem('phonesheet.settings') ?? '{}');
    localStorage.setItem('phonesheet.settings', JSON.stringify({ ...settings, locale: l }));
  }, locale);
  await page.reload();
}

/** Invites `email` from the users page (the modal's primary button, in any language). */
async function invite(page: Page, email: string) {
  await page.waitForSelector('[data-testid="invite-open"]');
  await page.click('[data-testid="invite-open"]');
  await page.waitForSelector('[data-testid="invite-email"]', { visible: true });
  await page.type('[data-testid="invite-email"]', email);
  await page.evaluate(() => {
    const modals = [...document.querySelectorAll('.ant-modal')].filter(
      (m) => (m as HTMLElement).offsetParent !== null,
    );
    (modals[modals.length - 1]?.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement).click();
  });
}

/** Until the invite dialog has finished closing: while it fades, its mask takes the clicks. */
async function dialogClosed(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-modal-wrap')].every((w) => getComputedStyle(w).display === 'none'),
  );
}

const noticeText = (page: Page) =>
  page.$eval('[data-testid="plan-limit"]', (e) => (e as HTMLElement).innerText);

test('Basic: the first invitation fits; the invitee is asked to turn to the admin; the second is refused with the upgrade offer', async () => {
  // Signed in as the sign-in screen leaves an admin (its suite: accounts.e2e.ts).
  const { email: adminEmail, token: adminToken } = await newAdmin();

  // (a) Still without a plan, the admin invites one user: Basic's second seat.
  const admin = await openAs(browser, adminToken, '/dashboards/UserDash');
  const inviteeEmail = uniqueEmail('assistant');
  await invite(admin, inviteeEmail);
  await waitForText(admin, 'Invitation sent');

  const invitee = await acceptInvitation(browser, inviteeEmail);
  await signIn(invitee, inviteeEmail, '/subscription');
  await waitForText(
    invitee,
    'Your company has no subscription yet. Only an administrator can choose a plan: please ask your administrator.',
  );
  expect(await invitee.evaluate(() => document.body.innerText.includes('Card number'))).toBe(false);
  await screenshot(invitee, 'limits-invitee-ask-admin-en');

  // (b) The admin continues on Basic, then invites a second user: 402 and the upgrade offer.
  await admin.goto(`${BASE_URL}/subscription`);
  await clickText(admin, 'Continue with Basic (free)');
  await waitForText(admin, 'You are now on the Basic (free) plan');
  await admin.waitForFunction(() => location.pathname === '/dashboards/PhoneSheet', { timeout: 20000 });
  const refused: number[] = [];
  admin.on('response', (r) => {
    if (r.url().endsWith('/api/v1/invitations') && r.request().method() === 'POST') refused.push(r.status());
  });
  await admin.goto(`${BASE_URL}/dashboards/UserDash`);
  await invite(admin, uniqueEmail('second'));
  await admin.waitForSelector('[data-testid="plan-limit"]');
  await dialogClosed(admin);
  expect(refused).toEqual([402]);
  expect(await noticeText(admin)).toContain(SEATS_MESSAGE);
  expect(await noticeText(admin)).toContain('Upgrade plan');
  expect(admin.errors).toEqual([]);
  await screenshot(admin, 'limits-upgrade-offer-en');

  await admin.click('[data-testid="plan-upgrade"]');
  await admin.waitForFunction(() => location.pathname === '/dashboards/subscription');
  await waitForText(
    admin,
    'You are on the Basic (free) plan. Upgrade for more users, desks, history and CSV export:',
  );

  // The same refusal in Arabic (right to left).
  await admin.goto(`${BASE_URL}/dashboards/UserDash`);
  await setLocale(admin, 'ar');
  await invite(admin, uniqueEmail('third'));
  await admin.waitForSelector('[data-testid="plan-limit"]');
  await dialogClosed(admin);
  expect(await noticeText(admin)).toContain('ترقية الخطة');
  expect(await admin.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(admin, 'limits-upgrade-offer-ar');
  await setLocale(admin, 'en');

  // Nothing was stored by the refusals: only the first invitee is in the company.
  const users = (await api('GET', '/user/list', undefined, adminToken)).body;
  expect(users.data.map((u: { email: string }) => u.email).sort()).toEqual([adminEmail, inviteeEmail].sort());
});
