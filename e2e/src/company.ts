import type { Browser, Page } from 'puppeteer-core';
import { API_URL, BASE_URL, fillByLabel, newPage, waitForText } from './browser';
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

/** A page signed in with `token` on `route`, with stored settings (e.g. locale, themeMode). */
export async function openAs(
  browser: Browser,
  token: string,
  route: string,
  settings: Record<string, string> = {},
): Promise<Page & { errors: string[] }> {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/home`);
  await page.evaluate(
    (t, s) => {
      localStorage.setItem('phonesheet.accessToken', t);
      localStorage.setItem('phonesheet.settings', JSON.stringify(s));
    },
    token,
    settings,
  );
  await page.goto(`${BASE_URL}${route}`);
  return page;
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
