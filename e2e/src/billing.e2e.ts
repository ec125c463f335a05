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
import { openAs, signUpCompany } from './company';

// Billing on the production build with the sandbox gateway (no STRIPE_PUBLISHABLE_KEY).
// A non-admin's "ask your administrator" and the upgrade offer where a limit stops an admin
// are in plan-limits.e2e.ts (they need an invited user).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await closeBrowser(browser);
});

type Page = Awaited<ReturnType<typeof newPage>>;
const nextYear = String(new Date().getFullYear() + 2).slice(2);

/**
 * The admin of a new company (signed up through the API: the sign-up and sign-in screens have
 * their own suite), signed in on /subscription, where a company without a plan lands.
 */
async function newAdminPage(prefix: string): Promise<Page> {
  const { token } = await signUpCompany(prefix, `${prefix} Ltd`);
  const page = await openAs(browser, token, '/subscription');
  await page.waitForFunction(() => location.pathname === '/subscription');
  return page;
}

async function fillPurchase(page: Page, card: string) {
  await page.waitForSelector('.ant-select-selector');
  // The plan list arrives after the form; reopen the dropdown until it shows the plans.
  const deadline = Date.now() + 30000;
  for (;;) {
    await page.click('.ant-select-selector');
    const shown = await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('.ant-select-item-option')].some(
            (o) => o.textContent === 'Standard - $19',
          ),
        { timeout: 3000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (shown) break;
    if (Date.now() > deadline) {
      await screenshot(page, 'billing-plan-select-failure');
      throw new Error('the plan list never showed Standard - $19');
    }
    await page.keyboard.press('Escape');
  }
  await page.evaluate(() => {
    const option = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent === 'Standard - $19',
    );
    (option as HTMLElement).click();
  });
  await fillByLabel(page, 'Name on the card', 'Grace Hopper');
  await fillByLabel(page, 'Card number', card);
  await fillByLabel(page, 'Expiry date', `12${nextYear}`);
  await fillByLabel(page, 'Security code (CVC)', '123');
  await fillByLabel(page, 'Postcode', '10001');
}

async function setLocale(page: Page, locale: string) {
  await page.evaluate((l) => {
    const settings = JSON.parse(localStorage.getItem('phonesheet.settings') ?? '{}');
    localStorage.setItem('phonesheet.settings', JSON.stringify({ ...settings, locale: l }));
  }, locale);
  await page.reload();
}

/** The profile as the page's own session sees it (its access token is in memory: renewed here). */
async function getMe(page: Page) {
  return page.evaluate(async () => {
    const renewed = await fetch('/api/v1/auth/refresh', { method: 'POST' });
    const token = (await renewed.json()).data.accessToken as string;
    const res = await fetch('/api/v1/auth/getMe', { headers: { authorization: token } });
    return (await res.json()).data as { subscribed: boolean; companySubscription: { paid: boolean }[] };
  });
}

test('an admin buys Standard with 4242…, sees the details in both places, cancels and sees the red note', async () => {
  const page = await newAdminPage('buyer');
  await waitForText(page, 'Choose your plan');
  await screenshot(page, 'billing-subscription-en');
  await fillPurchase(page, '4242 4242 4242 4242');
  await clickText(page, 'Subscribe');
  await waitForText(page, 'Subscription has been purchased successfully');
  await page.waitForFunction(() => location.pathname === '/dashboards/PhoneSheet', { timeout: 20000 });
  const me = await getMe(page);
  expect([me.subscribed, me.companySubscription[0]?.paid]).toEqual([true, true]);

  await page.goto(`${BASE_URL}/dashboards/subscription`);
  await waitForText(page, 'Credit Card');
  await waitForText(page, 'Next billing');
  await screenshot(page, 'billing-details-en');

  await page.goto(`${BASE_URL}/my-profile`);
  await clickText(page, 'User Subscription');
  await waitForText(page, 'Credit Card');

  await page.goto(`${BASE_URL}/dashboards/subscription`);
  await clickText(page, 'Cancel subscription');
  await waitForText(page, 'Are you sure you want to cancel subscription?');
  await clickText(page, 'Yes');
  await waitForText(page, 'Your subscription has been cancelled successfully');
  await waitForText(page, 'Your account stays valid until');
  expect(await page.evaluate(() => document.body.innerText.includes('Next billing'))).toBe(false);
  await screenshot(page, 'billing-cancelled-en');

  await setLocale(page, 'ar');
  await waitForText(page, 'يبقى حسابك صالحًا حتى');
  await screenshot(page, 'billing-cancelled-ar');
  await setLocale(page, 'en');
  expect(page.errors).toEqual([]);
});

test('4000 0000 0000 0002 shows the decline and nothing is paid; /subscription in Arabic', async () => {
  const page = await newAdminPage('declined');
  await fillPurchase(page, '4000 0000 0000 0002');
  await clickText(page, 'Subscribe');
  await waitForText(page, 'Your card was declined.');
  expect(page.url()).toContain('/subscription');
  const me = await getMe(page);
  expect([me.subscribed, me.companySubscription[0]?.paid]).toEqual([false, false]);

  await setLocale(page, 'ar');
  await waitForText(page, 'اختر خطتك');
  await screenshot(page, 'billing-subscription-ar');
  await setLocale(page, 'en');
});

test('a double click on Subscribe sends one purchase and makes one subscription', async () => {
  const page = await newAdminPage('doubleclick');
  const purchases: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/subscription/createEnterpriseSubscription')) purchases.push(request.url());
  });
  await fillPurchase(page, '4242424242424242');
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.innerText.trim() === 'Subscribe',
    ) as HTMLButtonElement;
    button.click();
    button.click();
  });
  await waitForText(page, 'Subscription has been purchased successfully');
  await page.waitForFunction(() => location.pathname === '/dashboards/PhoneSheet', { timeout: 20000 });
  expect(purchases).toHaveLength(1);

  await page.goto(`${BASE_URL}/dashboards/subscription`);
  await waitForText(page, 'Credit Card');
  await setLocale(page, 'ar');
  await waitForText(page, 'بطاقة ائتمان');
  await screenshot(page, 'billing-details-ar');
  await setLocale(page, 'en');
});
