import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../src/config';
import { createInstances, createTestApp, onPostgresServer, type TestApp } from './helpers/test-app';
import { browserKeys, checkVapid, decrypt, startPushService, type BrowserKeys } from './helpers/push-service';
import { addMember, client, signUpCompany, type Json } from './phonesheet-helpers';
import { vapidKeys } from '../src/services/push/keys';
import { inQuietHours } from '../src/services/push/quiet-hours';

// Web Push to the person a call is for (docs/integrations.md, "Push notifications"). A local
// server plays the browser's push service: it receives what the API sends, and the test opens
// it with the subscription's keys (RFC 8291), as the browser would.
jest.setTimeout(120_000);

type PushService = Awaited<ReturnType<typeof startPushService>>;
type Api = ReturnType<typeof client>;

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

describe('push notifications', () => {
  let t: TestApp;
  let ps: PushService;
  let ada: Awaited<ReturnType<typeof signUpCompany>>;
  let grace: Awaited<ReturnType<typeof addMember>>;
  let publicKey: string;

  /** A device of `api`'s session opts in; its keys open what arrives at its endpoint. */
  const optIn = async (api: Api, locale = 'en') => {
    const keys = browserKeys();
    const endpoint = ps.endpoint();
    const res = await api.put('/push/device', { endpoint, keys: keys.json, locale });
    expect(res.status).toBe(200);
    expect(res.body.data.device).toEqual({ muted: false, since: expect.any(String) });
    return { keys, endpoint };
  };
  const logFor = async (by: Api, deskUserId: string, body: Json = {}) => {
    const res = await by.post('/calls', {
      direction: 'in',
      contactName: 'Ada Byron',
      contactCompany: 'Analytical Engines',
      phone: '+1 415 555 0100',
      notes:
        'About the difference engine invoice: she wants the figures before Friday,\n and a call back this afternoon if possible, or tomorrow morning',
      deskUserId,
      ...body,
    });
    if (res.status !== 201) throw new Error(`log answered ${res.status} ${res.raw}`);
    return res.body.data as Json;
  };
  /** The pushes that reached `endpoint`, opened; after every queued push has been sent. */
  const pushesTo = async (device: { keys: BrowserKeys; endpoint: string }) => {
    await t.app.push.idle();
    return ps.to(device.endpoint).map((p) => ({ ...p, payload: JSON.parse(decrypt(p.body, device.keys)) }));
  };

  beforeAll(async () => {
    t = await createTestApp();
    ps = await startPushService();
    ada = await signUpCompany(t, 'Push Co');
    grace = await addMember(t, ada, 'admin');
    publicKey = (await ada.api.get('/push')).body.data.publicKey;
  });
  // Each test opts in the devices it needs.
  afterEach(async () => {
    ps.delay(0);
    // A push still owed (a retry) belongs to its own test.
    await t.app.database.db.deleteFrom('push_outbox').execute();
    await ada.api.del('/push/device');
    await grace.api.del('/push/device');
  });
  afterAll(async () => {
    await t?.close();
    await ps?.close();
  });

  it('a call a colleague logs for Ada reaches her device: caller, number, the start of the notes', async () => {
    const device = await optIn(ada.api);
    const call = await logFor(grace.api, ada.userId);
    const [push, ...more] = await pushesTo(device);
    expect(more).toHaveLength(0);
    expect(push!.payload).toEqual({
      title: 'Call from Ada Byron (Analytical Engines)',
      body: '(415) 555-0100\nAbout the difference engine invoice: she wants the figures before Friday, and a call back this afternoon if possible…',
      url: `/dashboards/PhoneSheet?call=${call.id}`,
      callId: call.id,
      caller: 'Ada Byron (Analytical Engines)',
      number: '(415) 555-0100',
      notes:
        'About the difference engine invoice: she wants the figures before Friday, and a call back this afternoon if possible…',
    });
    expect([...push!.payload.notes].length).toBeLessThanOrEqual(120);
    // The push service's request (RFC 8030, 8291, 8292).
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    // Kept by the push service for what remains of the push's hour (TTL).
    expect(Number(push!.headers.ttl)).toBeGreaterThan(3500);
    expect(Number(push!.headers.ttl)).toBeLessThanOrEqual(3600);
    expect(push!.headers.urgency).toBe('high');
    const claims = checkVapid(String(push!.headers.authorization), publicKey);
    expect(claims.aud).toBe(new URL(device.endpoint).origin);
    expect(claims.sub).toBe('mailto:no-reply@phonesheet.local');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    await ada.api.del('/push/device');
  });

  it("speaks the device's language, and names the number when the caller has no name", async () => {
    const device = await optIn(ada.api, 'fr');
    await logFor(grace.api, ada.userId, { contactName: '', contactCompany: '', notes: '', extension: '12' });
    const [push] = await pushesTo(device);
    expect(push!.payload.title).toBe('Appel de (415) 555-0100');
    expect(push!.payload.body).toBe('(415) 555-0100 poste 12');
    await ada.api.del('/push/device');
  });

  it("sends nothing for Ada's own entries, nor for an outgoing call", async () => {
    const device = await optIn(ada.api);
    await logFor(ada.api, ada.userId);
    await logFor(grace.api, ada.userId, { direction: 'out' });
    expect(await pushesTo(device)).toHaveLength(0);
    // …while Grace's own desk gets Ada's entry for her.
    const graceDevice = await optIn(grace.api);
    await logFor(ada.api, grace.userId);
    expect(await pushesTo(graceDevice)).toHaveLength(1);
    await ada.api.del('/push/device');
    await grace.api.del('/push/device');
  });

  it('opt-out: a device that turned notifications off gets nothing', async () => {
    const device = await optIn(ada.api);
    const off = await ada.api.del('/push/device');
    expect(off.status).toBe(200);
    expect(off.body.data.device).toBeNull();
    await logFor(grace.api, ada.userId);
    expect(await pushesTo(device)).toHaveLength(0);
  });

  it('a muted device gets nothing; another device of Ada still does; unmuted, it hears again', async () => {
    const phone = await optIn(ada.api);
    // A second sign-in is a second device.
    const laptopApi = client(t, await t.signIn(ada.email, 'correct horse'));
    const laptop = await optIn(laptopApi);
    const muted = await ada.api.patch('/push/device', { muted: true });
    expect(muted.status).toBe(200);
    expect(muted.body.data.device.muted).toBe(true);
    await logFor(grace.api, ada.userId);
    expect(await pushesTo(phone)).toHaveLength(0);
    expect(await pushesTo(laptop)).toHaveLength(1);
    await ada.api.patch('/push/device', { muted: false });
    await logFor(grace.api, ada.userId);
    expect(await pushesTo(phone)).toHaveLength(1);
    await laptopApi.post('/auth/logout');
    await ada.api.del('/push/device');
  });

  it('quiet hours in her time zone: nothing during them, pushes outside them', async () => {
    const device = await optIn(ada.api);
    const now = new Date();
    // Tokyo has no daylight saving: UTC+9 all year.
    const tokyo = (offsetMin: number) => hhmm(new Date(now.getTime() + (9 * 60 + offsetMin) * 60_000));
    const quiet = await ada.api.put('/push/quiet-hours', {
      quietHours: { start: tokyo(-60), end: tokyo(60) },
      timeZone: 'Asia/Tokyo',
    });
    expect(quiet.status).toBe(200);
    expect(quiet.body.data).toMatchObject({
      quietHours: { start: tokyo(-60), end: tokyo(60) },
      timeZone: 'Asia/Tokyo',
    });
    await logFor(grace.api, ada.userId);
    expect(await pushesTo(device)).toHaveLength(0);
    // The same hours in UTC are nine hours away from now.
    await ada.api.put('/push/quiet-hours', {
      quietHours: { start: tokyo(-60), end: tokyo(60) },
      timeZone: 'UTC',
    });
    await logFor(grace.api, ada.userId);
    expect(await pushesTo(device)).toHaveLength(1);
    const none = await ada.api.put('/push/quiet-hours', { quietHours: null, timeZone: 'Asia/Tokyo' });
    expect(none.body.data.quietHours).toBeNull();
    await ada.api.del('/push/device');
  });

  it('quiet hours run past midnight when they end earlier than they start', () => {
    const at = (iso: string) => new Date(iso);
    expect(inQuietHours(at('2026-11-28T22:30:00Z'), '19:00', '08:00', 'UTC')).toBe(true);
    expect(inQuietHours(at('2026-11-28T07:59:00Z'), '19:00', '08:00', 'UTC')).toBe(true);
    expect(inQuietHours(at('2026-11-28T08:00:00Z'), '19:00', '08:00', 'UTC')).toBe(false);
    expect(inQuietHours(at('2026-11-28T12:00:00Z'), '19:00', '08:00', 'UTC')).toBe(false);
    // 18:30 UTC is 19:30 in Paris (winter) and 13:30 in New York.
    expect(inQuietHours(at('2026-11-28T18:30:00Z'), '19:00', '08:00', 'Europe/Paris')).toBe(true);
    expect(inQuietHours(at('2026-11-28T18:30:00Z'), '19:00', '08:00', 'America/New_York')).toBe(false);
    expect(inQuietHours(at('2026-11-28T12:00:00Z'), '09:00', '17:00', 'UTC')).toBe(true);
  });

  it('subscriptions end with the session: after logout nothing arrives, and the device is gone', async () => {
    const token = await t.signIn(ada.email, 'correct horse');
    const api = client(t, token);
    const device = await optIn(api);
    expect((await api.post('/auth/logout')).status).toBe(200);
    await logFor(grace.api, ada.userId);
    expect(await pushesTo(device)).toHaveLength(0);
    const rows = await t.app.database.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', device.endpoint)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('a password change elsewhere ends the other sessions and their pushes; a profile save keeps its own', async () => {
    const other = client(t, await t.signIn(ada.email, 'correct horse'));
    const otherDevice = await optIn(other);
    const device = await optIn(ada.api);
    // Saving the profile swaps Ada's token: her device goes on with the new session.
    const saved = await ada.api.patch('/auth/updateProfile', { firstName: 'Ada', lastName: 'King' });
    expect(saved.status).toBe(200);
    ada.token = saved.body.data.accessToken;
    ada.api = client(t, ada.token);
    expect((await ada.api.get('/push')).body.data.device).not.toBeNull();
    const changed = await ada.api.patch('/auth/changePassword', {
      oldPassword: 'correct horse',
      password: 'correct horse staple',
      confirmPassword: 'correct horse staple',
    });
    expect(changed.status).toBe(200);
    await logFor(grace.api, ada.userId);
    expect(await pushesTo(device)).toHaveLength(1);
    expect(await pushesTo(otherDevice)).toHaveLength(0);
    await ada.api.patch('/auth/changePassword', {
      oldPassword: 'correct horse staple',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
    await ada.api.del('/push/device');
  });

  it('the save does not wait for the push service, and its failure never fails the save', async () => {
    const device = await optIn(ada.api);
    ps.delay(3000);
    const started = performance.now();
    await logFor(grace.api, ada.userId);
    expect(performance.now() - started).toBeLessThan(1500);
    // The push was answered 3 s later.
    expect(await pushesTo(device)).toHaveLength(1);
    expect(performance.now() - started).toBeGreaterThan(3000);
    ps.delay(0);
    ps.answer(device.endpoint, 500);
    await logFor(grace.api, ada.userId);
    expect(await pushesTo(device)).toHaveLength(2);
    // A 500 keeps the subscription: the next push is tried again.
    expect((await ada.api.get('/push')).body.data.device).not.toBeNull();
    await ada.api.del('/push/device');
  });

  /** The queued pushes, as the outbox holds them. */
  const outboxRows = () =>
    t.app.database.db
      .selectFrom('push_outbox')
      .select(['attempts', 'last_error', 'next_attempt_at'])
      .execute();
  /** The retry's wait has passed (the outbox's clock is the database's). */
  const makeDue = () =>
    sql`update push_outbox set next_attempt_at = now() - interval '1 second'`.execute(t.app.database.db);

  it('a push service answering 500 is tried again later, on that device only, and then delivers', async () => {
    const phone = await optIn(ada.api);
    const laptopApi = client(t, await t.signIn(ada.email, 'correct horse'));
    const laptop = await optIn(laptopApi);
    ps.answer(phone.endpoint, 500);
    const call = await logFor(grace.api, ada.userId);
    expect(await pushesTo(phone)).toHaveLength(1);
    expect(await pushesTo(laptop)).toHaveLength(1);
    const [row, ...others] = await outboxRows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ attempts: 1, last_error: 'push service answered 500' });
    // The first retry waits 10 s (mail's backoff).
    expect(new Date(row!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 5000);
    await t.app.push.idle();
    expect(await pushesTo(phone)).toHaveLength(1);
    ps.answer(phone.endpoint, 201);
    await makeDue();
    const got = await pushesTo(phone);
    expect(got).toHaveLength(2);
    expect(got[1]!.payload).toMatchObject({
      callId: call.id,
      title: 'Call from Ada Byron (Analytical Engines)',
    });
    // The laptop had it already: it is not sent twice.
    expect(await pushesTo(laptop)).toHaveLength(1);
    expect(await outboxRows()).toHaveLength(0);
    await laptopApi.post('/auth/logout');
  });

  it('a push service that keeps failing is given up after 6 tries; the device stays opted in', async () => {
    const device = await optIn(ada.api);
    ps.answer(device.endpoint, 503);
    await logFor(grace.api, ada.userId);
    await t.app.push.idle();
    for (let i = 0; i < 7; i++) {
      await makeDue();
      await t.app.push.idle();
    }
    expect(await pushesTo(device)).toHaveLength(6);
    expect(await outboxRows()).toHaveLength(0);
    expect((await ada.api.get('/push')).body.data.device).not.toBeNull();
  });

  it('a push whose hour (TTL) has passed is dropped, not sent late', async () => {
    const device = await optIn(ada.api);
    ps.answer(device.endpoint, 500);
    await logFor(grace.api, ada.userId);
    expect(await pushesTo(device)).toHaveLength(1);
    ps.answer(device.endpoint, 201);
    // An hour later the push service is back; the call is old news.
    await sql`update push_outbox set next_attempt_at = now() - interval '1 second',
      expires_at = now() - interval '1 second'`.execute(t.app.database.db);
    expect(await pushesTo(device)).toHaveLength(1);
    expect(await outboxRows()).toHaveLength(0);
  });

  it('a save that fails queues no push; one that commits queues exactly one', async () => {
    const device = await optIn(ada.api);
    ps.answer(device.endpoint, 500);
    const bad = await grace.api.post('/calls', {
      direction: 'in',
      phone: '+1 415 555 0100',
      deskUserId: '00000000-0000-4000-8000-000000000000',
    });
    expect(bad.status).toBe(400);
    expect(await outboxRows()).toHaveLength(0);
    await logFor(grace.api, ada.userId);
    await t.app.push.idle();
    expect(await outboxRows()).toHaveLength(1);
  });

  it('a call deleted before its push went out is not pushed', async () => {
    const device = await optIn(ada.api);
    ps.answer(device.endpoint, 500);
    const call = await logFor(grace.api, ada.userId);
    expect(await pushesTo(device)).toHaveLength(1);
    ps.answer(device.endpoint, 201);
    expect((await grace.api.del(`/calls/${call.id}`)).status).toBe(200);
    await makeDue();
    expect(await pushesTo(device)).toHaveLength(1);
    expect(await outboxRows()).toHaveLength(0);
  });

  it.each([404, 410])('a push service answering %i removes the subscription', async (status) => {
    const device = await optIn(ada.api);
    ps.answer(device.endpoint, status);
    await logFor(grace.api, ada.userId);
    expect(await pushesTo(device)).toHaveLength(1);
    expect((await ada.api.get('/push')).body.data.device).toBeNull();
    await logFor(grace.api, ada.userId);
    expect(await pushesTo(device)).toHaveLength(1);
  });

  it('refuses what is not a push subscription, with a clear 4xx and nothing stored', async () => {
    const keys = browserKeys().json;
    const bad = [
      { endpoint: 'http://push.example.com/x', keys },
      { endpoint: 'https://10.0.0.5/x', keys },
      { endpoint: 'not a url', keys },
      { endpoint: ps.endpoint(), keys: { p256dh: keys.p256dh.slice(2), auth: keys.auth } },
      { endpoint: ps.endpoint(), keys: { p256dh: keys.p256dh, auth: 'AAAA' } },
    ];
    for (const body of bad) {
      const res = await ada.api.put('/push/device', { ...body, locale: 'en' });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/push endpoint|P-256/);
    }
    expect((await ada.api.put('/push/device', { endpoint: ps.endpoint(), keys, locale: 'xx' })).status).toBe(
      400,
    );
    expect((await ada.api.get('/push')).body.data.device).toBeNull();
    const mute = await ada.api.patch('/push/device', { muted: true });
    expect(mute.status).toBe(404);
    expect(mute.body.msg).toBe('This device has not turned on notifications');
    for (const body of [
      { quietHours: { start: '25:00', end: '07:00' }, timeZone: 'UTC' },
      { quietHours: { start: '07:00', end: '07:00' }, timeZone: 'UTC' },
      { quietHours: { start: '19:00', end: '07:00' }, timeZone: 'Mars/Olympus' },
    ]) {
      const res = await ada.api.put('/push/quiet-hours', body);
      expect(res.status).toBe(400);
    }
    expect((await ada.api.get('/push')).body.data.quietHours).toBeNull();
    const anonymous = await t.request({ method: 'GET', url: '/api/v1/push' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a browser signed in again by someone else goes to them, unmuted', async () => {
    const keys = browserKeys();
    const endpoint = ps.endpoint();
    await ada.api.put('/push/device', { endpoint, keys: keys.json, locale: 'en' });
    await ada.api.patch('/push/device', { muted: true });
    await grace.api.put('/push/device', { endpoint, keys: keys.json, locale: 'en' });
    expect((await ada.api.get('/push')).body.data.device).toBeNull();
    expect((await grace.api.get('/push')).body.data.device.muted).toBe(false);
    await logFor(grace.api, ada.userId);
    await logFor(ada.api, grace.userId);
    const got = await pushesTo({ keys, endpoint });
    expect(got.map((p) => p.payload.title)).toEqual(['Call from Ada Byron (Analytical Engines)']);
    await grace.api.del('/push/device');
  });

  it('VAPID keys: made once and stored, the same for callers that ask at once; configured ones win', async () => {
    const db = t.app.database.db;
    const stored = await db
      .selectFrom('push_vapid_keys' as never)
      .select(['public_key' as never])
      .execute();
    expect(stored).toEqual([{ public_key: publicKey }]);
    await db.deleteFrom('push_vapid_keys' as never).execute();
    const pairs = await Promise.all(Array.from({ length: 6 }, () => vapidKeys(db, null)));
    expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.privateKey)).size).toBe(1);
    expect(await vapidKeys(db, { publicKey: 'P', privateKey: 'Q' })).toEqual({
      publicKey: 'P',
      privateKey: 'Q',
    });
  });
});

onPostgresServer('push keys on two instances', () => {
  it('two instances on one database serve one VAPID public key', async () => {
    const [a, b] = (await createInstances(2)) as [TestApp, TestApp];
    try {
      const one = await a.signUpAndSignIn();
      const key = async (x: TestApp, token: string) =>
        (await x.request({ method: 'GET', url: '/api/v1/push', token })).json().data.publicKey;
      expect(await key(a, one.token)).toBe(await key(b, one.token));
    } finally {
      await a.close();
      await b.close();
    }
  });
});

onPostgresServer('push delivery on two instances (the outbox in PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let ps: PushService;
  let aOpen = false;
  beforeEach(async () => {
    aOpen = true;
    // Both sweep every 200 ms, as in production every OUTBOX interval.
    [a, b] = (await createInstances(2, { outboxIntervalMs: 200 })) as [TestApp, TestApp];
    ps = await startPushService();
  });
  afterEach(async () => {
    if (aOpen) await a.close();
    await b?.close();
    await ps?.close();
  });
  const setUp = async () => {
    const ada = await signUpCompany(a, 'Two Instances Co');
    const grace = await addMember(a, ada, 'admin');
    const keys = browserKeys();
    const endpoint = ps.endpoint();
    expect((await ada.api.put('/push/device', { endpoint, keys: keys.json, locale: 'en' })).status).toBe(200);
    const log = (t: TestApp, n: number) =>
      client(t, grace.token).post('/calls', {
        direction: 'in',
        contactName: `Caller ${n}`,
        phone: '+1 415 555 0100',
        deskUserId: ada.userId,
      });
    const opened = () => ps.to(endpoint).map((p) => JSON.parse(decrypt(p.body, keys)) as Json);
    return { log, opened };
  };
  const until = async (what: () => boolean, ms = 15_000) => {
    const end = Date.now() + ms;
    while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  };

  it('a push queued by an instance that stops before sending it is sent by the other one', async () => {
    const { log, opened } = await setUp();
    // Instance A commits the call, then stops before its kick sends the push.
    await a.app.push.outbox.stop();
    expect((await log(a, 1)).status).toBe(201);
    await a.close();
    aOpen = false;
    await until(() => opened().length > 0);
    expect(opened().map((p) => p.title)).toEqual(['Call from Caller 1']);
    // Sent once: later sweeps find nothing.
    await new Promise((r) => setTimeout(r, 600));
    expect(opened()).toHaveLength(1);
    expect(await b.app.database.db.selectFrom('push_outbox').select('id').execute()).toHaveLength(0);
  });

  it('two instances sweeping at once send each push exactly once', async () => {
    const { log, opened } = await setUp();
    // Neither kicks after its saves: the pushes wait for the sweeps, which then race.
    await a.app.push.outbox.stop();
    await b.app.push.outbox.stop();
    const n = 40;
    for (let i = 0; i < n; i += 2) {
      expect((await log(a, i)).status).toBe(201);
      expect((await log(b, i + 1)).status).toBe(201);
    }
    expect(opened()).toHaveLength(0);
    ps.delay(50);
    const handled = await Promise.all([a.app.push.outbox.drain(), b.app.push.outbox.drain()]);
    expect(handled[0]! + handled[1]!).toBe(n);
    // Each instance sent some: the rows were shared out, not sent twice.
    expect(handled[0]).toBeGreaterThan(0);
    expect(handled[1]).toBeGreaterThan(0);
    const titles = opened().map((p) => p.title as string);
    expect(titles).toHaveLength(n);
    expect(new Set(titles).size).toBe(n);
  });
});

describe('push configuration', () => {
  const pair = webpush.generateVAPIDKeys();
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
      return [];
    } catch (err) {
      return (err as ConfigError).problems;
    }
  };

  it('takes a VAPID key pair and subject from the environment, else MAIL_FROM as the subject', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://phonesheet.example.com/contact',
    });
    expect(config.vapidKeys).toEqual(pair);
    expect(config.vapidSubject).toBe('https://phonesheet.example.com/contact');
    const fallback = loadConfig({ NODE_ENV: 'test', MAIL_FROM: 'Calls <calls@acme.example>' });
    expect(fallback.vapidKeys).toBeNull();
    expect(fallback.vapidSubject).toBe('mailto:calls@acme.example');
  });

  it('names a half pair, keys that do not match, and a bad subject', () => {
    expect(problems({ VAPID_PUBLIC_KEY: pair.publicKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither',
    ]);
    const other = webpush.generateVAPIDKeys();
    expect(problems({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toEqual([
      'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })[0]).toMatch(
      /^VAPID_PUBLIC_KEY must be a P-256 public key/,
    );
    expect(problems({ VAPID_SUBJECT: 'http://acme.example' })).toEqual([
      'VAPID_SUBJECT must be a mailto: address or an https:// URL (got "http://acme.example")',
    ]);
  });
});
