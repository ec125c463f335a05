import type { Browser } from 'puppeteer-core';
import {
  BASE_URL,
  clickText,
  closeBrowser,
  fillByLabel,
  launch,
  newPage,
  screenshot,
  valueByLabel,
  waitForText,
} from './browser';
import { codeIn, linkIn, uniqueEmail, waitForMail } from './mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await closeBrowser(browser);
});

const PASSWORD = 'correct horse 42';

async function fillSignUp(page: Awaited<ReturnType<typeof newPage>>, email: string) {
  await page.goto(`${BASE_URL}/signup`);
  await fillByLabel(page, 'First name', 'Ada');
  await fillByLabel(page, 'Last name', 'Lovelace');
  await fillByLabel(page, 'Company name', 'Analytical Engines Ltd');
  await fillByLabel(page, 'Email', email);
  await fillByLabel(page, 'Password', PASSWORD);
  await fillByLabel(page, 'Confirm password', PASSWORD);
}

async function typeCode(page: Awaited<ReturnType<typeof newPage>>, code: string) {
  const first = await page.waitForSelector('.ant-otp input');
  await first!.click();
  await page.keyboard.type(code);
}

async function signIn(page: Awaited<ReturnType<typeof newPage>>, email: string, password = PASSWORD) {
  await page.goto(`${BASE_URL}/signin`);
  await fillByLabel(page, 'Email', email);
  await fillByLabel(page, 'Password', password);
  await page.keyboard.press('Enter');
}

test('a new company signs up with the mailed code, signs in, lands on /subscription and signs out to /home', async () => {
  const page = await newPage(browser);
  const email = uniqueEmail('ada');
  await fillSignUp(page, email);
  await screenshot(page, 'signup-en');
  await clickText(page, 'Create account');
  await waitForText(page, 'Enter the security code');
  const mail = await waitForMail(email, /\b\d{6}\b/);
  expect(mail.subject).toBeTruthy();
  expect(mail.text).toContain('/verify-account?token=');
  await typeCode(page, codeIn(mail));
  // A correct code finishes sign-up and brings the user to the sign-in form, e-mail filled in.
  await page.waitForFunction(() => location.pathname === '/signin');
  await waitForText(page, 'Sign-up complete, you can sign in now');
  // The sign-in form fills the e-mail in once it has mounted.
  let prefilled = '';
  for (let i = 0; i < 50 && prefilled !== email; i++) {
    prefilled = await valueByLabel(page, 'Email');
    if (prefilled !== email) await new Promise((r) => setTimeout(r, 100));
  }
  expect(prefilled).toBe(email);

  await signIn(page, email);
  await page.waitForFunction(() => location.pathname === '/subscription');
  await waitForText(page, 'Choose your plan');
  await clickText(page, 'Sign out');
  await page.waitForFunction(() => location.pathname === '/home');
  expect(await page.evaluate(() => localStorage.getItem('phonesheet.accessToken'))).toBeNull();
  expect(page.errors).toEqual([]);
});

test('a wrong code is refused with its message and the account stays unverified', async () => {
  const page = await newPage(browser);
  const email = uniqueEmail('wrong');
  await fillSignUp(page, email);
  await clickText(page, 'Create account');
  await waitForText(page, 'Enter the security code');
  const code = codeIn(await waitForMail(email, /\b\d{6}\b/));
  const wrong = code === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await waitForText(page, 'Invalid security code');
  await signIn(page, email);
  await waitForText(page, 'Please verify your email before signing in');
  expect(await page.evaluate(() => location.pathname)).toBe('/signin');
});

test('the e-mailed link verifies the account and counts down to the root path', async () => {
  const page = await newPage(browser);
  const email = uniqueEmail('link');
  await fillSignUp(page, email);
  await clickText(page, 'Create account');
  const mail = await waitForMail(email, /verify-account\?token=/);
  await page.goto(linkIn(mail, '/verify-account').replace(/^https?:\/\/[^/]+/, BASE_URL));
  await waitForText(page, 'Account Verified!');
  await waitForText(page, 'You have successfully verified your email.');
  await waitForText(page, 'You will be redirected to Login Page in');
  // Countdown of 10 s then '/', which redirects a signed-out visitor to /home.
  await page.waitForFunction(() => location.pathname === '/home', { timeout: 15000 });

  // The link is single use.
  await page.goto(linkIn(mail, '/verify-account').replace(/^https?:\/\/[^/]+/, BASE_URL));
  await waitForText(page, 'Account Verification Failed');
  await page.goto(`${BASE_URL}/verify-account`);
  await waitForText(page, 'Verification Link is invalid. Request Again.');
});

test('forgot and reset password by the e-mailed link', async () => {
  const page = await newPage(browser);
  const email = uniqueEmail('reset');
  await fillSignUp(page, email);
  await clickText(page, 'Create account');
  await waitForText(page, 'Enter the security code');
  await typeCode(page, codeIn(await waitForMail(email, /\b\d{6}\b/)));
  await page.waitForFunction(() => location.pathname === '/signin');

  await page.goto(`${BASE_URL}/forget-password`);
  await fillByLabel(page, 'Email', email);
  await clickText(page, 'Send reset link');
  await waitForText(page, 'If that email is registered, a reset link has been sent');
  const mail = await waitForMail(email, /reset-password\?token=/);
  await page.goto(linkIn(mail, '/reset-password').replace(/^https?:\/\/[^/]+/, BASE_URL));
  const fresh = 'a brand new secret 7';
  await fillByLabel(page, 'New password', fresh);
  await fillByLabel(page, 'Confirm password', fresh);
  await clickText(page, 'Save password');
  await waitForText(page, 'Password set, you can sign in now');

  await signIn(page, email, PASSWORD);
  await waitForText(page, 'Invalid email or password');
  await signIn(page, email, fresh);
  await page.waitForFunction(() => location.pathname === '/subscription');
});

test('My account shows the three tabs; screenshots in English and Arabic', async () => {
  const page = await newPage(browser);
  const email = uniqueEmail('profile');
  await fillSignUp(page, email);
  await clickText(page, 'Create account');
  await waitForText(page, 'Enter the security code');
  await typeCode(page, codeIn(await waitForMail(email, /\b\d{6}\b/)));
  await page.waitForFunction(() => location.pathname === '/signin');
  await signIn(page, email);
  await page.waitForFunction(() => location.pathname === '/subscription');
  await page.goto(`${BASE_URL}/my-profile`);
  await waitForText(page, 'Personal Info');
  await waitForText(page, 'Change Password');
  await waitForText(page, 'User Subscription');
  await waitForText(page, 'Ada Lovelace');
  await screenshot(page, 'my-profile-en');
  await page.evaluate(() => {
    const settings = JSON.parse(localStorage.getItem('phonesheet.settings') ?? '{}');
    localStorage.setItem('phonesheet.settings', JSON.stringify({ ...settings, locale: 'ar' }));
  });
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await waitForText(page, 'المعلومات الشخصية');
  await screenshot(page, 'my-profile-ar');
});
