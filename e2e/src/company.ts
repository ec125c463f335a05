import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { API_URL, BASE_URL, STATE_DIR_ENV, fillByLabel, newPage, waitForText } from './browser';
import { signUp } from '../../scripts/testkit/sign-up.cjs';
import { linkIn, uniqueEmail, waitForMail } from './mailbox';

// A company of its own for a test file: signed up and verified through the API, then pages
// opened already signed in (a refresh cookie of their own is what the app boots from).
export const PASSWORD = 'correct horse 42';

/** The refresh cookie (docs/security.md "Sessions and tokens"): HttpOnly, Path=/api/v1/auth. */
export const REFRESH_COOKIE = 'phonesheet_refresh';
const REFRESH_PATH = '/api/v1/auth';
/** An access token lives 15 minutes; a test's token older than this is swapped for a fresh one. */
const ACCESS_TOKEN_RENEW_MS = 12 * 60_000;

/**
 * Who each access token of the tests signed in as, and the refresh cookie its sign-in set (the
 * first page opened with it takes that session over; later pages sign in again, each with a
 * session of its own, since a refresh cookie is rotated on use and a copy would end the session).
 */
interface Known {
  email: string;
  password: string;
  issuedAt: number;
  refresh: string | null;
  /** A newer token of the same user when this one got old. */
  renewed?: string;
}
const known = new Map<string, Known>();

export function rememberToken(
  token: string,
  email: string,
  password = PASSWORD,
  refresh: string | null = null,
) {
  known.set(token, { email, password, issuedAt: Date.now(), refresh });
}

async function send(method: string, url: string, body: unknown, token: string | undefined) {
  return fetch(`${API_URL}/api/v1${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const refreshOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${REFRESH_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(REFRESH_COOKIE.length + 1) || null;

/** A new session of `email`: its access token and refresh cookie value. */
async function signInAgain(email: string, password: string) {
  const res = await send('POST', '/auth/login', { email, password }, undefined);
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}`);
  const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  const refresh = refreshOf(res);
  rememberToken(token, email, password);
  return { token, refresh };
}

/** `token`, or a fresh one of the same user once it is near its 15-minute end (a long run). */
async function live(token: string | undefined): Promise<string | undefined> {
  const k = token ? known.get(token) : undefined;
  if (!token || !k) return token;
  if (k.renewed) return live(k.renewed);
  if (Date.now() - k.issuedAt < ACCESS_TOKEN_RENEW_MS) return token;
  const fresh = await signInAgain(k.email, k.password).catch(() => null);
  if (!fresh) return token;
  k.renewed = fresh.token;
  return fresh.token;
}

// Answers are read field by field in each test; a loose default keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function api<T = any>(
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await send(method, url, body, await live(token));
  const text = await res.text();
  const parsed = text ? JSON.parse(text) : null;
  // Sign-ins and profile saves answer tokens: remembered, so pages can be opened with them.
  const issued: string | undefined = res.status === 200 ? parsed?.data?.accessToken : undefined;
  if (issued && url === '/auth/login') {
    const { email, password } = body as { email: string; password: string };
    rememberToken(issued, email, password, refreshOf(res));
  } else if (issued && token && known.has(token)) {
    const { email, password } = known.get(token) as Known;
    rememberToken(issued, email, password, refreshOf(res));
  }
  return { status: res.status, body: parsed };
}

/** A new company whose admin is verified and signed in; answers the admin's token. */
export async function signUpCompany(prefix: string, companyName: string) {
  const { email, token, refresh } = await signUp({
    api: `${API_URL}/api/v1`,
    email: uniqueEmail(prefix),
    password: PASSWORD,
    companyName,
    firstName: 'Ada',
    lastName: 'Lovelace',
    pollMs: 250,
    timeoutMs: 15000,
  });
  rememberToken(token, email, PASSWORD, refresh);
  return { email, token };
}

/** A same-origin document the host serves without the app: enough to own its localStorage. */
const STORAGE_DOC = '/remotes.json';

/**
 * Stores the session (when `token` is given) and the settings (when given; e.g. locale,
 * themeMode) in `page`'s origin before the app boots, from a cheap document of that origin
 * instead of a first load of the whole app. The page is left on that document.
 *
 * The session is what a sign-in leaves in a browser: the HttpOnly refresh cookie (the app
 * renews its in-memory access token with it at start) and the profile it kept. The first page
 * of a token gets that token's own session; each later one a new session of the same user.
 */
export async function storeSession(
  page: Page,
  token: string | null,
  settings?: Record<string, string>,
  origin = BASE_URL,
): Promise<void> {
  await page.goto(`${origin}${STORAGE_DOC}`);
  let profile: unknown = null;
  if (token) {
    const k = known.get(token);
    if (!k) throw new Error('storeSession: a token signed in through api(), signUpCompany or rememberToken');
    const session = k.refresh ? { token, refresh: k.refresh } : await signInAgain(k.email, k.password);
    k.refresh = null;
    if (!session.refresh) throw new Error(`no refresh cookie for ${k.email}`);
    profile = (await api('GET', '/auth/getMe', undefined, session.token)).body?.data;
    await page.setCookie({
      name: REFRESH_COOKIE,
      value: session.refresh,
      url: `${origin}${REFRESH_PATH}`,
      path: REFRESH_PATH,
      httpOnly: true,
      sameSite: 'Strict',
    });
  }
  await page.evaluate(
    (p, s) => {
      if (p) localStorage.setItem('phonesheet.profile', JSON.stringify(p));
      if (s) localStorage.setItem('phonesheet.settings', JSON.stringify(s));
    },
    profile as object | null,
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
  if (file && fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { email: string; token: string };
    // Another file's sign-in: its cookie is not ours, so pages sign in anew (and stale tokens renew).
    const fresh = await signInAgain(kept.email, PASSWORD);
    return { email: kept.email, token: fresh.token };
  }
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
