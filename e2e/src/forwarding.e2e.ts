import http from 'node:http';
import type { Browser } from 'puppeteer-core';
import { closeBrowser, extraPort, launch, screenshot, settled, waitForText } from './browser';
import { acceptInvitation, api, openAs, PASSWORD, signUpCompany } from './company';
import { CALL_ROW, waitForRow } from './sheet';

// Issue 46 parts 2 and 3: covering a desk, e-mail per call and chat, as My Account shows them
// (docs/phone-sheet.md, "Covering a desk"; docs/integrations.md, "X called for you"). A local
// server stands in for Slack and answers 500, so the failure shows in the settings.
let browser: Browser;
let admin: { email: string; token: string };
let chat: http.Server;
let posts = 0;
/** Sam (Grace Hopper), invited by the first test. */
const sam = { token: '', id: '' };

beforeAll(async () => {
  browser = await launch();
  admin = await signUpCompany('cover', 'Covering Desks Ltd');
  chat = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      posts++;
      res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => chat.listen(extraPort(7), '127.0.0.1', resolve));
}, 60_000);

afterAll(async () => {
  await closeBrowser(browser);
  await new Promise((resolve) => chat?.close(resolve));
});

test('covering and e-mail per call, and the admin’s chat with a failed delivery, in English light and Arabic dark', async () => {
  const email = `sam.${Date.now()}@example.com`;
  expect((await api('POST', '/invitations', { email, role: 'user' }, admin.token)).status).toBe(201);
  (await acceptInvitation(browser, email)).close();
  sam.token = (await api('POST', '/auth/login', { email, password: PASSWORD })).body.data
    .accessToken as string;
  const me = (await api('GET', '/auth/getMe', undefined, admin.token)).body.data;
  const samId = (await api('GET', '/auth/getMe', undefined, sam.token)).body.data._id as string;
  sam.id = samId;
  // Sam (Grace Hopper) covers Ada's desk until further notice, and next week's window is set.
  expect(
    (await api('POST', '/coverings', { coverUserId: samId, deskUserId: me._id }, admin.token)).status,
  ).toBe(201);
  const week = new Date(Date.now() + 7 * 86_400_000);
  expect(
    (
      await api(
        'POST',
        '/coverings',
        {
          coverUserId: samId,
          deskUserId: me._id,
          startsAt: week.toISOString(),
          endsAt: new Date(week.getTime() + 4 * 86_400_000).toISOString(),
        },
        admin.token,
      )
    ).status,
  ).toBe(201);
  await api(
    'PUT',
    '/forwarding/mail',
    { enabled: true, quietHours: { start: '19:00', end: '08:00' } },
    admin.token,
  );
  await api(
    'PUT',
    '/forwarding/company/webhooks',
    { kind: 'slack', url: `http://127.0.0.1:${extraPort(7)}/services/T000/B000/secret` },
    admin.token,
  );
  // Sam logs a call on Ada's desk: the chat stand-in refuses it (500), the settings say so.
  const logged = await api(
    'POST',
    '/calls',
    { direction: 'in', contactName: 'Ada Byron', phone: '+1 415 555 0100', deskUserId: me._id },
    sam.token,
  );
  expect(logged.body.data.loggedCovering).toBe(true);

  for (const [name, settings] of [
    ['en', { locale: 'en' }],
    ['ar-dark', { locale: 'ar', themeMode: 'dark' }],
  ] as const) {
    const page = await openAs(browser, admin.token, '/my-profile?tab=forwarding', settings);
    await page.setViewport({ width: 1440, height: 1000 });
    await page.waitForSelector('[data-testid="coverings"] .ant-list-item');
    if (name === 'en') {
      await waitForText(page, 'Grace Hopper covers Ada Lovelace’s desk');
      await waitForText(page, 'until further notice');
    } else expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.waitForSelector('[data-testid="mail-quiet-start"]');
    await settled(page);
    await screenshot(page, `forwarding-${name}`);

    await page.goto(page.url().replace('tab=forwarding', 'tab=chat'));
    await page.waitForSelector('[data-testid="chat-failure"]', { timeout: 30_000 });
    if (name === 'en') await waitForText(page, 'the chat service answered 500');
    await settled(page);
    await screenshot(page, `chat-${name}`);
    await page.close();
  }
  expect(posts).toBeGreaterThan(0);

  // The sheet marks Sam's entry: "Logged by Grace Hopper for Ada Lovelace (covering)".
  const sheet = await openAs(browser, admin.token, '/dashboards/PhoneSheet');
  await sheet.setViewport({ width: 1440, height: 900 });
  await sheet.waitForSelector('[data-testid="call-covering"]');
  expect(await sheet.$eval('[data-testid="call-covering"]', (e) => e.getAttribute('title'))).toBe(
    'Logged by Grace Hopper for Ada Lovelace (covering)',
  );
  await settled(sheet);
  await screenshot(sheet, 'sheet-covering-en');
});

test('a covering window unlocks the desk’s calls on an open sheet without a reload: set live, and at its start by the clock', async () => {
  // Sam of the test above (the plan has room for one more user), his windows ended first.
  const windows = (await api('GET', '/coverings', undefined, admin.token)).body.data as Array<{ id: string }>;
  for (const w of windows)
    expect((await api('DELETE', `/coverings/${w.id}`, undefined, admin.token)).status).toBe(200);
  const adaId = (await api('GET', '/auth/getMe', undefined, admin.token)).body.data._id as string;
  const logged = await api(
    'POST',
    '/calls',
    { contactName: 'Locked Larry', phone: '+1 212 555 0170' },
    admin.token,
  );
  expect(logged.status).toBe(201);

  const page = await openAs(browser, sam.token, '/dashboards/PhoneSheet');
  await page.setViewport({ width: 1440, height: 900 });
  await waitForRow(page, 'Locked Larry');
  // The row's lock ("Only Ada Lovelace or someone covering their desk can change this call").
  const locked = (want: boolean) =>
    page.waitForFunction(
      (rows, yes) =>
        [...document.querySelectorAll(rows)].some(
          (r) =>
            (r as HTMLElement).innerText.includes('Locked Larry') &&
            !!r.querySelector('[aria-label$="or someone covering their desk can change this call"]') === yes,
        ),
      { timeout: 20_000 },
      CALL_ROW,
      want,
    );
  await locked(true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // Set while the sheet is open: heard live, the row unlocks; ended: it locks again.
  const now = await api('POST', '/coverings', { coverUserId: sam.id, deskUserId: adaId }, admin.token);
  expect(now.status).toBe(201);
  await locked(false);
  expect((await api('DELETE', `/coverings/${now.body.data.id}`, undefined, admin.token)).status).toBe(200);
  await locked(true);

  // A window from a few seconds on: nothing is written at its start, the sheet's clock reads it.
  const startsAt = Date.now() + 5_000;
  const later = await api(
    'POST',
    '/coverings',
    { coverUserId: sam.id, deskUserId: adaId, startsAt: new Date(startsAt).toISOString() },
    admin.token,
  );
  expect(later.status).toBe(201);
  await locked(false);
  expect(Date.now()).toBeGreaterThanOrEqual(startsAt - 500);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(page.errors).toEqual([]);
  expect((await api('DELETE', `/coverings/${later.body.data.id}`, undefined, admin.token)).status).toBe(200);
  await page.close();
});
