import type { Browser, Page } from 'puppeteer-core';
import { BASE_URL, closeBrowser, fillByLabel, launch, newPage } from './browser';
import { api, openAs, PASSWORD, REFRESH_COOKIE, signUpCompany } from './company';

// docs/security.md, "Sessions and tokens": the access token lives in the page's memory only;
// an HttpOnly, SameSite=Strict cookie scoped to /api/v1/auth renews it, in every tab.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await closeBrowser(browser);
});

/** An access token's shape (`<sessionId>.<nonce>.<expires>.<hmac>`) or an earlier 12-hour one's. */
const TOKEN_LIKE = /[0-9a-f-]{36}\.[\w-]{8,}\.[\w-]+/;

/** Everything a script on the page can read: both web storages and document.cookie. */
const readable = (page: Page) =>
  page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
  }));

// Polled by a timer, not by animation frames: a tab in the background (the other tab of the
// two-tab test) draws no frames, so a frame-polled wait there would never look again.
const signedInOnPlans = (page: Page) =>
  page.waitForFunction(
    () => location.pathname === '/subscription' && document.body?.innerText.includes('Choose your plan'),
    { polling: 200, timeout: 20000 },
  );

test('after a sign-in through the form no script can read a token; the refresh cookie is HttpOnly, SameSite=Strict, Path=/api/v1/auth; a reload stays signed in', async () => {
  const { email } = await signUpCompany('cookie', 'Cookie Jar Ltd');
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/signin`);
  await fillByLabel(page, 'Email', email);
  await fillByLabel(page, 'Password', PASSWORD);
  await page.keyboard.press('Enter');
  await signedInOnPlans(page);

  const seen = await readable(page);
  expect(seen.local).not.toMatch(TOKEN_LIKE);
  expect(seen.local).not.toContain('accessToken');
  expect(seen.session).not.toMatch(TOKEN_LIKE);
  expect(seen.cookie).not.toContain(REFRESH_COOKIE);
  const cookies = await page.cookies(`${BASE_URL}/api/v1/auth/refresh`);
  const refresh = cookies.find((c) => c.name === REFRESH_COOKIE);
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
  // Scoped: the pages and the other API routes never carry it.
  expect((await page.cookies(`${BASE_URL}/subscription`)).map((c) => c.name)).not.toContain(REFRESH_COOKIE);

  await page.reload();
  await signedInOnPlans(page);
  expect((await readable(page)).local).not.toMatch(TOKEN_LIKE);
  expect(page.errors).toEqual([]);
});

test('two tabs of one browser reload at the same time, again and again, and both stay signed in', async () => {
  const { token } = await signUpCompany('tabs', 'Two Tabs Ltd');
  const context = await browser.createBrowserContext();
  const first = await openAs(browser, token, '/subscription', {}, context);
  await signedInOnPlans(first);
  const second = await newPage(browser, context);
  await second.goto(`${BASE_URL}/subscription`);
  await signedInOnPlans(second);
  for (let round = 0; round < 3; round++) {
    // Both start at once, so both renew their access token with the one cookie at once.
    await Promise.all([first.reload(), second.reload()]);
    await Promise.all([signedInOnPlans(first), signedInOnPlans(second)]);
  }
  // Neither tab tripped the reuse detection: the session still renews.
  const renewed = await first.evaluate(
    async () => (await fetch('/api/v1/auth/refresh', { method: 'POST' })).status,
  );
  expect(renewed).toBe(200);
  expect([...first.errors, ...second.errors]).toEqual([]);
  await context.close();
});

test('a token an earlier version left in localStorage is exchanged once for the cookie and removed', async () => {
  const { token } = await signUpCompany('legacy', 'Legacy Ltd');
  // What a browser of an earlier version holds: a 12-hour bearer token in localStorage.
  const legacy = (await api('POST', '/dev/legacySession', {}, token)).body.data.token as string;
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/remotes.json`);
  await page.evaluate((t) => localStorage.setItem('phonesheet.accessToken', t), legacy);
  await page.goto(`${BASE_URL}/subscription`);
  await signedInOnPlans(page);
  expect(await page.evaluate(() => localStorage.getItem('phonesheet.accessToken'))).toBeNull();
  expect((await page.cookies(`${BASE_URL}/api/v1/auth`)).map((c) => c.name)).toContain(REFRESH_COOKIE);
  // The old token is void: neither a second exchange nor a call takes it.
  expect((await api('POST', '/auth/exchangeToken', {}, legacy)).status).toBe(401);
  expect((await api('GET', '/auth/getMe', undefined, legacy)).status).toBe(401);
  // The page goes on with its cookie.
  await page.reload();
  await signedInOnPlans(page);
  expect(page.errors).toEqual([]);
});
