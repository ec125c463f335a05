import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { API_URL, BASE_URL, STATE_DIR_ENV, fillByLabel, newPage, waitForText } from './browser';
import { signUp } from '../../scripts/testkit/sign-up.cjs';
import { linkIn, uniqueEmail, waitForMail } from './mailbox';

// A company of its own for a test file: signed up and verified through the API, then pages
// opened already signed in (the stored token is what the app boots from).
export const PASSWORD = 'correct horse 42';

// Answers are read field by field in each test; a loose default keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function api<T = any>(
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${API_URL}/api/v1${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A new company whose admin is verified and signed in; answers the admin's token. */
export async function signUpCompany(prefix: string, companyName: string) {
  const { email, token } = await signUp({
    api: `${API_URL}/api/v1`,
    email: uniqueEmail(prefix),
    password: PASSWORD,
    companyName,
    firstName: 'Ada',
    lastName: 'Lovelace',
    pollMs: 250,
    timeoutMs: 15000,
  });
  return { email, token };
}

/** A same-origin document the host serves without the app: enough to own its localStorage. */
const STORAGE_DOC = '/remotes.json';

/**
 * Stores the session (when `token` is given) and the settings (when given; e.g. locale,
 * themeMode) in `page`'s origin before the app boots, from a cheap document of that origin
 * instead of a first load of the whole app. The page is left on that document.
 */
export async function storeSession(
  page: Page,
  token: string | null,
  settings?: Record<string, string>,
): Promise<void> {
  await page.goto(`${BASE_URL}${STORAGE_DOC}`);
  await page.evaluate(
    (t, s) => {
      if (t) localStorage.setItem('phonesheet.accessToken', t);
      if (s) localStorage.setItem('phonesheet.settings', JSON.stringify(s));
    },
    token,
    settings ?? null,
  );
}

/**
 * A page signed in with `token` on `route`, with stored settings (e.g. locale, themeMode), in a
 * browser context of its own, or in `context` (whose storage and cache its other pages share).
 */
export async function openAs(
  browser: Browser,
  token: string,
  route: string,
  settings: Record<string, string> = {},
  context?: BrowserContext,
): Promise<Page & { errors: string[] }> {
  const page = await signedIn(browser, token, settings, context);
  await page.goto(`${BASE_URL}${route}`);
  return page;
}

/** As openAs, for a test that loads its own first route: the page waits on a cheap document. */
export async function signedIn(
  browser: Browser,
  token: string,
  settings: Record<string, string> = {},
  context?: BrowserContext,
): Promise<Page & { errors: string[] }> {
  const page = await newPage(browser, context);
  await storeSession(page, token, settings);
  return page;
}

/**
 * One signed-up company (unpaid, as a new one is) for the files that only need a signed-in admin
 * and change nothing of the company's own: made by the first file that asks, then read back.
 * Files that count rows, users or plan limits sign up their own.
 */
export async function sharedCompany(): Promise<{ email: string; token: string }> {
  const dir = process.env[STATE_DIR_ENV];
  const file = dir && path.join(dir, 'shared-company.json');
  if (file && fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const company = await signUpCompany('shared', 'Shared Demos Ltd');
  if (file) fs.writeFileSync(file, JSON.stringify(company));
  return company;
}

/**
 * Accepts the invitation mailed to `email` in a new page, as Grace Hopper with PASSWORD, and
 * waits for the welcome; answers that page (not signed in).
 */
export async function acceptInvitation(
  browser: Browser,
  email: string,
): Promise<Page & { errors: string[] }> {
  const link = linkIn(await waitForMail(email, /invitation\?token=/), '/invitation');
  const invitee = await newPage(browser);
  // The mailed link itself: the host must know /invitation as a phonesheet path
  // (remote-phonesheet/src/route-paths.ts) or a first load lands on the 404 page.
  await invitee.goto(link.replace(/^https?:\/\/[^/]+/, BASE_URL));
  await fillByLabel(invitee, 'First name', 'Grace');
  await fillByLabel(invitee, 'Last name', 'Hopper');
  await fillByLabel(invitee, 'Password', PASSWORD);
  await fillByLabel(invitee, 'Confirm password', PASSWORD);
  await invitee.click('[data-testid="invite-accept"]');
  await waitForText(invitee, 'Welcome aboard, you can sign in now');
  return invitee;
}
