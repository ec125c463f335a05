import type { Browser, BrowserContext, CDPSession, Page, WebWorker } from 'puppeteer-core';
import { BASE_URL, closeBrowser, launchChromium, screenshot, settled, waitForText } from './browser';
import { PASSWORD, api, openAs, signUpCompany } from './company';
import { linkIn, uniqueEmail, waitForMail } from './mailbox';
import { axeFindings } from './axe';
import { browserKeys, decrypt, startPushService } from '../../api/test/helpers/push-service';

// Push notifications in Chromium (docs/integrations.md, "Push notifications"): the browser is
// asked for permission only once the user turns notifications on in My Account; a call a
// colleague logs reaches the device through its push service, the service worker shows it,
// and a click on it opens the call's row.
//
// What stands in for what Chromium cannot do here:
// - Its push service is Google's (FCM), out of reach: the page's PushManager.subscribe hands
//   the app a subscription whose endpoint is a push service on this machine (the test's), with
//   keys the test holds. The app's code, the API's encryption and VAPID are the real ones.
// - That push service opens the push as the browser would (RFC 8291) and hands the text to the
//   worker as Chromium's own does, through DevTools' ServiceWorker.deliverPushMessage (the
//   Application panel's "Push"): the worker's push handler runs and shows the notification.
// - Headless Chromium has no notification to click: the worker's notificationclick handler is
//   run by dispatching a NotificationEvent for that notification (from getNotifications()) in
//   the worker itself. Such an event is untrusted: a window cannot be focused or opened by it,
//   which is why the click is tested with the app open (the page is sent to the row).

/** The service worker's global, as these tests use it (e2e's types have no webworker lib). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;

let browser: Browser;
let ada: { email: string; token: string };
let grace: { token: string };
let ps: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  browser = await launchChromium();
  ps = await startPushService();
  ada = await signUpCompany('push', 'Push Calls Ltd');
  // A colleague who may log calls on Ada's desk (an administrator).
  const email = uniqueEmail('push-grace');
  expect((await api('POST', '/invitations', { email, role: 'admin' }, ada.token)).status).toBe(201);
  const link = linkIn(await waitForMail(email, /invitation\?token=/), '/invitation');
  const token = decodeURIComponent(/token=([^&\s]+)/.exec(link)?.[1] as string);
  const accepted = await api('POST', '/invitations/accept', {
    token,
    firstName: 'Grace',
    lastName: 'Hopper',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(accepted.status).toBe(201);
  grace = { token: (await api('POST', '/auth/login', { email, password: PASSWORD })).body.data.accessToken };
  // Ada's desk holds a call of her own (a colleague may then log on it).
  const own = await api(
    'POST',
    '/calls',
    { direction: 'in', contactName: 'First', phone: '+1 212 555 0100' },
    ada.token,
  );
  expect(own.status).toBe(201);
});
afterAll(async () => {
  await closeBrowser(browser);
  await ps?.close();
});

const TAB = '/my-profile?tab=notifications';

/** Counts the app's calls of Notification.requestPermission, in every page of the context. */
async function countPermissionQuestions(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { permissionQuestions: number };
    w.permissionQuestions = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      w.permissionQuestions += 1;
      return ask(...args);
    };
  });
}
const questions = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionQuestions: number }).permissionQuestions);

/**
 * The page's PushManager gives the app a subscription on the test's push service, with the
 * test's keys; it keeps the applicationServerKey the app subscribed with.
 */
async function localPushService(page: Page, endpoint: string, keys: { p256dh: string; auth: string }) {
  await page.evaluateOnNewDocument(
    (endpoint, keys) => {
      let current: PushSubscription | null = null;
      const w = window as unknown as { subscribedWith: string };
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        w.subscribedWith = btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        current = {
          endpoint,
          options: { applicationServerKey: key.buffer, userVisibleOnly: true },
          toJSON: () => ({ endpoint, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        return current;
      };
    },
    endpoint,
    keys,
  );
}

/** The app's service worker, once it controls the page. */
async function appWorker(page: Page): Promise<WebWorker> {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, { timeout: 60000 });
  const target = await page
    .browserContext()
    .waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith(BASE_URL));
  return (await target.worker()) as WebWorker;
}

/** DevTools' ServiceWorker domain on the page, with the app's registration id. */
async function registrationOf(page: Page): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await page.createCDPSession();
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = (
        registrations as Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }>
      ).find((r) => r.scopeURL.startsWith(BASE_URL) && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

test('the browser is asked only once the user turns notifications on; a refusal says how to allow them', async () => {
  // No permission given to this context: headless Chromium answers the question itself.
  const page = await openAs(browser, ada.token, '/home');
  await countPermissionQuestions(page);
  await page.goto(`${BASE_URL}${TAB}`);
  await waitForText(page, 'Notifications are off on this device.');
  expect(await questions(page)).toBe(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await page.click('[data-testid="push-turn-on"]');
  await page.waitForSelector('[data-testid="push-denied"], [data-testid="push-dismissed"]');
  expect(await questions(page)).toBe(1);
  await settled(page);
  await screenshot(page, 'push-settings-en-refused');
  const settings = await api('GET', '/push', undefined, ada.token);
  expect(settings.body.data.device).toBeNull();
  await page.close();
});

test('turned on, a call Grace logs for Ada shows as a notification; its click opens the row', async () => {
  const keys = browserKeys();
  const endpoint = ps.endpoint();
  const context: BrowserContext = await browser.createBrowserContext();
  // The user said yes to the browser's question.
  await context.overridePermissions(BASE_URL, ['notifications']);
  const page = await openAs(browser, ada.token, '/home', {}, context);
  await countPermissionQuestions(page);
  await localPushService(page, endpoint, keys.json);
  await page.goto(`${BASE_URL}${TAB}`);
  const worker = await appWorker(page);
  const { cdp, registrationId } = await registrationOf(page);
  await waitForText(page, 'Notifications are off on this device.');
  await page.click('[data-testid="push-turn-on"]');
  await waitForText(page, 'Notifications are on for this device.');
  // Permission was already given: the app did not ask again.
  expect(await questions(page)).toBe(0);
  const publicKey = (await api('GET', '/push', undefined, ada.token)).body.data.publicKey;
  expect(await page.evaluate(() => (window as unknown as { subscribedWith: string }).subscribedWith)).toBe(
    publicKey,
  );
  await settled(page);
  await screenshot(page, 'push-settings-en-on');

  // Grace logs a call for Ada: it reaches Ada's push service, encrypted for her keys.
  const arrived = ps.next(15000);
  const logged = await api(
    'POST',
    '/calls',
    {
      direction: 'in',
      contactName: 'Charles Babbage',
      contactCompany: 'Difference Ltd',
      phone: '+1 212 555 0142',
      notes: 'Wants the engine drawings by Monday',
      deskUserId: (await api('GET', '/auth/getMe', undefined, ada.token)).body.data._id,
    },
    grace.token,
  );
  expect(logged.status).toBe(201);
  const callId = logged.body.data.id as string;
  await arrived;
  const [push] = ps.to(endpoint);
  const text = decrypt(push!.body, keys);
  expect(JSON.parse(text)).toMatchObject({
    title: 'Call from Charles Babbage (Difference Ltd)',
    number: '(212) 555-0142',
    notes: 'Wants the engine drawings by Monday',
    url: `/dashboards/PhoneSheet?call=${callId}`,
  });

  // The push service hands it to the worker, which shows the notification.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE_URL, registrationId, data: text });
  const shown = await worker.evaluate(async () => {
    const sw = self as unknown as WorkerScope;
    for (let i = 0; i < 50; i++) {
      const [n] = await sw.registration.getNotifications();
      if (n) return { title: n.title, body: n.body, tag: n.tag, data: n.data };
      await new Promise((r) => setTimeout(r, 100));
    }
    return null;
  });
  expect(shown).toEqual({
    title: 'Call from Charles Babbage (Difference Ltd)',
    body: '(212) 555-0142\nWants the engine drawings by Monday',
    tag: `call-${callId}`,
    data: { url: `/dashboards/PhoneSheet?call=${callId}`, callId },
  });

  // A click on it: the worker's notificationclick handler, for that notification.
  await worker.evaluate(async () => {
    const sw = self as unknown as WorkerScope;
    const [notification] = await sw.registration.getNotifications();
    sw.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  });
  // The open page goes to the call's row without a reload: its drawer shows the call.
  await page.waitForFunction(
    (id) => location.pathname === '/dashboards/PhoneSheet' && location.search === `?call=${id}`,
    {},
    callId,
  );
  await page.waitForSelector('.ant-drawer-open');
  await waitForText(page, 'Changes to the call with Charles Babbage');
  // The notification closed with the click.
  expect(
    await worker.evaluate(
      async () => (await (self as unknown as WorkerScope).registration.getNotifications()).length,
    ),
  ).toBe(0);
  expect(await questions(page)).toBe(0);
  await screenshot(page, 'push-click-opened-row');

  // Logging out ends the subscription: the next call for Ada sends nothing. The page has a
  // session of its own (its refresh cookie; the access token is in its memory): that one ends.
  const loggedOut = await page.evaluate(async () => {
    const renewed = await fetch('/api/v1/auth/refresh', { method: 'POST' });
    const authorization = (await renewed.json()).data.accessToken as string;
    return (await fetch('/api/v1/auth/logout', { method: 'POST', headers: { authorization } })).status;
  });
  expect(loggedOut).toBe(200);
  await api(
    'POST',
    '/calls',
    {
      direction: 'in',
      contactName: 'Late',
      phone: '+1 212 555 0199',
      deskUserId: logged.body.data.deskUserId,
    },
    grace.token,
  );
  await new Promise((r) => setTimeout(r, 1500));
  expect(ps.to(endpoint)).toHaveLength(1);
  await context.close();
});

test('screenshots and axe: the Notifications card in English, Arabic and dark', async () => {
  for (const [name, settings] of [
    ['en', { locale: 'en' }],
    ['ar', { locale: 'ar' }],
    ['en-dark', { locale: 'en', themeMode: 'dark' }],
  ] as const) {
    const context = await browser.createBrowserContext();
    await context.overridePermissions(BASE_URL, ['notifications']);
    const page = await openAs(browser, ada.token, TAB, settings, context);
    await page.waitForSelector('[data-testid="push-turn-on"]');
    if (name === 'ar') {
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // Quiet hours on (not saved): their fields, right to left.
      await page.click('[data-testid="push-quiet-on"]');
      await page.waitForSelector('[data-testid="push-quiet-zone"]');
    }
    await settled(page);
    await screenshot(page, `push-settings-${name}`);
    // WCAG 2.2 AA: nothing serious or critical in the card, in either direction or theme.
    const findings = await axeFindings(page, `push-settings-${name}`);
    expect(findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')).toEqual([]);
    await context.close();
  }
});
