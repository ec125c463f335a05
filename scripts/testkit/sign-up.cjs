// Sign-up as the tests and benchmarks do it, written once: register a company's admin, read the
// six-digit security code from the development mailbox, verify it, sign in. The API serves
// GET /dev/mailbox only outside production and without SMTP_URL (e.g. NODE_ENV=test).
// CommonJS with its types in sign-up.d.cts, so that the e2e and API tests (TypeScript that jest
// compiles to CommonJS) and the benchmarks (ES modules under plain node) all import this file.
'use strict';

const CODE = /\b(\d{6})\b/;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A JSON request to the API at `api` (its base URL, e.g. http://127.0.0.1:4000/api/v1). */
async function call(api, method, url, body) {
  const response = await fetch(`${api}${url}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    setCookies: response.headers.getSetCookie?.() ?? [],
  };
}

/**
 * How the kit reaches the API: `call` above by default; a caller may pass its own `options.call`
 * (the API tests check each answer against the OpenAPI document and send queued mail first).
 */
const sender = (api, options) => options?.call ?? ((method, url, body) => call(api, method, url, body));

/**
 * The security code of the newest mail to `email` that carries one, waiting for the outbox.
 * @param {string} api
 * @param {string} email
 * @param {{ pollMs?: number, timeoutMs?: number, call?: import('./sign-up.cjs').Send }} [options]
 */
async function mailedCode(api, email, options = {}) {
  const { pollMs = 100, timeoutMs = 10_000 } = options;
  const send = sender(api, options);
  for (const deadline = Date.now() + timeoutMs; ;) {
    const { body } = await send('GET', '/dev/mailbox');
    const mail = (body?.data ?? []).find(
      (m) => m.to.toLowerCase().includes(email.toLowerCase()) && CODE.test(m.text),
    );
    if (mail) return CODE.exec(mail.text)[1];
    if (Date.now() >= deadline) {
      throw new Error(
        `no security code mailed to ${email} within ${timeoutMs} ms (is NODE_ENV=test and SMTP_URL unset?)`,
      );
    }
    await sleep(pollMs);
  }
}

/**
 * A new company whose admin is verified and, unless `signIn` is false, signed in.
 * @param {import('./sign-up.cjs').SignUpOptions} options
 */
async function signUp(options) {
  const {
    api,
    email,
    password,
    companyName,
    firstName = 'Test',
    lastName = 'Admin',
    signIn = true,
  } = options;
  const send = sender(api, options);
  const registered = await send('POST', '/auth/registerAdmin', {
    firstName,
    lastName,
    email,
    password,
    confirmPassword: password,
    companyName,
  });
  if (registered.status !== 201) {
    throw new Error(`register answered ${registered.status} ${JSON.stringify(registered.body)}`);
  }
  const code = await mailedCode(api, email, options);
  const verified = await send('POST', '/auth/verifyCode', { email, code });
  if (verified.status >= 300) throw new Error(`verifyCode answered ${verified.status}`);
  if (!signIn) return { email, password };
  const login = await send('POST', '/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  // The refresh cookie's value too: a browser opened for this user boots its session from it.
  return { email, password, token: login.body.data.accessToken, refresh: refreshOf(login.setCookies) };
}

const REFRESH_COOKIE = 'phonesheet_refresh';
const REFRESH_PATH = '/api/v1/auth';

/** The value of the refresh cookie among an answer's Set-Cookie lines, or null. */
function refreshOf(setCookies) {
  const line = (setCookies ?? []).find((l) => l.startsWith(`${REFRESH_COOKIE}=`));
  return line ? line.split(';')[0].slice(REFRESH_COOKIE.length + 1) : null;
}

/**
 * A new session of `email` for one browser: what a sign-in leaves there (the HttpOnly refresh
 * cookie, the kept profile). Each browser context needs its own: the cookie is rotated on use,
 * and a copy used later would end the session (docs/security.md, "Sessions and tokens").
 */
async function browserSession(api, email, password) {
  const login = await call(api, 'POST', '/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const token = login.body.data.accessToken;
  const me = await fetch(`${api}/auth/getMe`, { headers: { authorization: token } });
  return { token, refresh: refreshOf(login.setCookies), profile: (await me.json()).data };
}

/** Puts `session` in `page` for `origin` before the app's first script runs. */
async function seedBrowserSession(page, origin, session) {
  const { origin: own } = new URL(origin);
  await page.setCookie({
    name: REFRESH_COOKIE,
    value: session.refresh,
    url: `${own}${REFRESH_PATH}`,
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'Strict',
  });
  await page.evaluateOnNewDocument(
    (o, profile) => {
      if (location.origin === o) localStorage.setItem('phonesheet.profile', profile);
    },
    own,
    JSON.stringify(session.profile),
  );
}

module.exports = { signUp, mailedCode, browserSession, seedBrowserSession };
