import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createTestApp, testConfig, TEST_DATABASE_URL, wrapApp, type TestApp } from './helpers/test-app';
import { addMember, signUpCompany, type Json } from './phonesheet-helpers';

// The morning digest on a moved clock: ticks at chosen instants decide who gets a digest, in
// which language, listing what (docs/phone-sheet.md, "Morning digest").
jest.setTimeout(120_000);

// Thursday 3 December 2026; Paris is UTC+1, New York UTC-5 in December.
const THU = '2026-12-03';
const at = (iso: string) => new Date(iso);

describe('morning digest', () => {
  let t: TestApp;
  let ada: Awaited<ReturnType<typeof signUpCompany>>;
  let grace: Awaited<ReturnType<typeof addMember>>;
  let linus: Awaited<ReturnType<typeof addMember>>;
  const ids: Record<string, string> = {};

  const digestsTo = async (email: string) =>
    (await t.mailbox()).filter((m) => m.to === email.toLowerCase() && /calls|مكالمات/.test(m.subject));

  beforeAll(async () => {
    t = await createTestApp({ digestIntervalMs: 0, appUrl: 'https://app.example.com' });
    ada = await signUpCompany(t, 'Digest Co');
    grace = await addMember(t, ada);
    linus = await addMember(t, ada);
    // Grace covers Ada's desk.
    await ada.api.patch(`/user/${grace.userId}`, { covers: [ada.userId] });
    const statuses = (await ada.api.get('/statuses')).body.data as Json[];
    const returned = statuses.find((s) => s.key === 'returned').id;
    const log = async (key: string, api: typeof ada.api, body: Json) => {
      const res = await api.post('/calls', { direction: 'in', ...body });
      if (res.status !== 201) throw new Error(`${key}: ${res.status} ${res.raw}`);
      ids[key] = res.body.data.id;
    };
    await log('whenever', ada.api, {
      contactName: 'Mon Whenever',
      contactCompany: 'Acme',
      phone: '+1 212 555 0101',
      priority: 'whenever',
      occurredAt: '2026-11-30T10:00:00Z',
    });
    await log('asap', ada.api, {
      contactName: 'Tue Asap',
      contactCompany: 'Globex',
      phone: '+1 212 555 0102',
      extension: '44',
      priority: 'asap',
      notes: 'About the <invoice> & the contract',
      occurredAt: '2026-12-01T10:00:00Z',
    });
    await log('today', ada.api, {
      contactName: 'Wed Today',
      contactCompany: 'Initech',
      phone: '+1 212 555 0103',
      priority: 'today',
      occurredAt: '2026-12-02T10:00:00Z',
    });
    await log('closed', ada.api, {
      contactName: 'Closed Already',
      phone: '+1 212 555 0104',
      statusId: returned,
      occurredAt: '2026-12-01T11:00:00Z',
    });
    await log('deleted', ada.api, {
      contactName: 'Deleted Call',
      phone: '+1 212 555 0105',
      occurredAt: '2026-12-01T12:00:00Z',
    });
    await ada.api.del(`/calls/${ids.deleted}`);
    await log('grace', grace.api, {
      contactName: 'Grace Own',
      phone: '+1 212 555 0106',
      priority: 'asap',
      occurredAt: '2026-12-02T15:00:00Z',
    });
    // Logged after the tick's instant: not owed yet at 08:00 that day.
    await log('later', ada.api, {
      contactName: 'Later Call',
      phone: '+1 212 555 0107',
      occurredAt: '2026-12-03T09:00:00Z',
    });
  });

  afterAll(() => t?.close());

  test('settings: defaults until saved, checked time and zone, and whether the user has a desk', async () => {
    const fresh = (await linus.api.get('/digest/settings')).body.data;
    expect(fresh).toEqual({
      enabled: true,
      sendAt: '08:00',
      timeZone: 'UTC',
      locale: 'en',
      saved: false,
      hasDesk: false,
    });
    const bad = await ada.api.put('/digest/settings', {
      enabled: true,
      sendAt: '25:00',
      timeZone: 'Mars/Olympus_Mons',
      locale: 'en',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      'The digest time must be a time of day like 08:00',
      'Unknown time zone',
    ]);
    const saved = await ada.api.put('/digest/settings', {
      enabled: true,
      sendAt: '08:00',
      timeZone: 'Europe/Paris',
      locale: 'en',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ saved: true, hasDesk: true, timeZone: 'Europe/Paris' });
    // Grace has calls of her own and covers Ada's desk; Linus has no desk but turns it on.
    await grace.api.put('/digest/settings', {
      enabled: true,
      sendAt: '07:30',
      timeZone: 'America/New_York',
      locale: 'ar',
    });
    const linusSaved = await linus.api.put('/digest/settings', {
      enabled: true,
      sendAt: '06:00',
      timeZone: 'Europe/London',
      locale: 'fr',
    });
    expect(linusSaved.body.data).toMatchObject({ saved: true, hasDesk: false });
  });

  test("before the user's local time nobody gets one; at 08:00 Paris, Ada does, in her order", async () => {
    expect(await t.app.digest.tick(at(`${THU}T06:59:00Z`))).toEqual({ sent: 0, empty: 1 }); // Linus: 06:59 London
    expect(await digestsTo(ada.email)).toHaveLength(0);

    expect(await t.app.digest.tick(at(`${THU}T07:00:00Z`))).toEqual({ sent: 1, empty: 0 });
    const [mail] = await digestsTo(ada.email);
    expect(mail?.subject).toBe('Phone Sheet: calls to return (3)');
    const text = mail?.text ?? '';
    // Priority first (ASAP, Today, Whenever), then oldest first; closed, deleted and later calls are not owed.
    const order = ['Tue Asap', 'Wed Today', 'Mon Whenever'].map((name) => text.indexOf(name));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).not.toMatch(/Closed Already|Deleted Call|Later Call|Grace Own/);
    expect(text).toContain('[ASAP] Tue Asap · Globex (owed since Tue)');
    expect(text).toContain('(owed since Mon)');
    expect(text).toContain('Good morning Ada,');
    const html = mail?.html ?? '';
    expect(html).toContain('href="tel:+12125550102;ext=44"');
    expect(html).toContain('href="tel:+12125550101"');
    expect(html).toContain(`href="https://app.example.com/dashboards/PhoneSheet?call=${ids.asap}"`);
    expect(html).toContain('About the &lt;invoice&gt; &amp; the contract');
    expect(html).toContain('dir="ltr"');
  });

  test('one digest a day: later ticks the same day send nothing', async () => {
    expect(await t.app.digest.tick(at(`${THU}T07:05:00Z`))).toEqual({ sent: 0, empty: 0 });
    // 21:00 Paris: too late for a morning digest, had Ada's been missed.
    expect(await t.app.digest.tick(at(`${THU}T13:00:00Z`))).toMatchObject({ sent: 1 }); // Grace, 08:00 New York
    expect(await digestsTo(ada.email)).toHaveLength(1);
  });

  test("a coverer gets her own desk's calls and the covered desk's, in her language and zone", async () => {
    const [mail] = await digestsTo(grace.email);
    expect(mail?.subject).toBe('سجل المكالمات: مكالمات بانتظار الرد (5)');
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.html).toContain('lang="ar"');
    expect(mail?.text).toContain('صباح الخير يا Grace،');
    // ASAP first: Tue Asap (older) before Grace Own; Later Call (09:00 UTC) is owed by then.
    const text = mail?.text ?? '';
    expect(text.indexOf('Tue Asap')).toBeLessThan(text.indexOf('Grace Own'));
    expect(text).toContain('Later Call');
    // Two desks: each call names its desk.
    expect(text).toContain('المكتب: Ada Lovelace');
    expect(text).toContain('المكتب: Grace Hopper');
    expect(mail?.html).toContain('href="tel:+12125550106"');
  });

  test('no digest without a desk, on weekends, or when turned off; the next working day again', async () => {
    expect(
      (await t.mailbox()).some((m) => m.to === linus.email.toLowerCase() && /appels/.test(m.subject)),
    ).toBe(false);
    // Saturday and Sunday in every zone.
    expect(await t.app.digest.tick(at('2026-12-05T12:00:00Z'))).toEqual({ sent: 0, empty: 0 });
    expect(await t.app.digest.tick(at('2026-12-06T12:00:00Z'))).toEqual({ sent: 0, empty: 0 });
    await grace.api.put('/digest/settings', {
      enabled: false,
      sendAt: '07:30',
      timeZone: 'America/New_York',
      locale: 'ar',
    });
    // Monday 08:30 Paris, 02:30 New York; then 08:00 New York (turned off).
    expect(await t.app.digest.tick(at('2026-12-07T07:30:00Z'))).toMatchObject({ sent: 1 });
    expect(await t.app.digest.tick(at('2026-12-07T13:00:00Z'))).toMatchObject({ sent: 0 });
    expect(await digestsTo(ada.email)).toHaveLength(2);
    expect(await digestsTo(grace.email)).toHaveLength(1);
  });

  test('nothing owed: no mail, and the day is not asked again', async () => {
    // Every open call of Ada's desk closed.
    const statuses = (await ada.api.get('/statuses')).body.data as Json[];
    const returned = statuses.find((s) => s.key === 'returned').id;
    for (const key of ['whenever', 'asap', 'today', 'later']) {
      const call = (await ada.api.get(`/calls/${ids[key]}`)).body.data;
      expect(
        (await ada.api.patch(`/calls/${call.id}`, { version: call.version, statusId: returned })).status,
      ).toBe(200);
    }
    // Ada's Tuesday is decided without a mail (and Linus's, who has no desk, as every day).
    expect(await t.app.digest.tick(at('2026-12-08T07:30:00Z'))).toEqual({ sent: 0, empty: 2 });
    expect(await t.app.digest.tick(at('2026-12-08T07:35:00Z'))).toEqual({ sent: 0, empty: 0 });
    expect(await digestsTo(ada.email)).toHaveLength(2);
  });
});

describe('follow-ups (the reminders list)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  test("the caller's own and covered desks, soonest first, up to `until`; Done clears one", async () => {
    const ada = await signUpCompany(t, 'Follow Co');
    const grace = await addMember(t, ada);
    const other = await signUpCompany(t, 'Elsewhere');
    const soon = new Date(Date.now() + 60_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const tomorrow = new Date(Date.now() + 26 * 3_600_000).toISOString();
    const log = async (api: typeof ada.api, name: string, followUpAt: string | null) =>
      (await api.post('/calls', { contactName: name, phone: '+1 212 555 0110', followUpAt })).body
        .data as Json;
    const overdue = await log(ada.api, 'Overdue', past);
    const due = await log(ada.api, 'Due soon', soon);
    await log(ada.api, 'Tomorrow', tomorrow);
    await log(ada.api, 'No follow-up', null);
    const graces = await log(grace.api, 'Grace follow-up', new Date(Date.now() + 120_000).toISOString());
    await log(other.api, 'Other company', soon);
    const gone = await log(ada.api, 'Deleted', past);
    await ada.api.del(`/calls/${gone.id}`);

    const until = encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString());
    const mine = await ada.api.get(`/calls/follow-ups?until=${until}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((c: Json) => c.contactName)).toEqual(['Overdue', 'Due soon']);
    // Grace sees only her desk until she covers Ada's.
    const before = (await grace.api.get(`/calls/follow-ups?until=${until}`)).body.data as Json[];
    expect(before.map((c) => c.contactName)).toEqual(['Grace follow-up']);
    await ada.api.patch(`/user/${grace.userId}`, { covers: [ada.userId] });
    const after = (await grace.api.get(`/calls/follow-ups?until=${until}`)).body.data as Json[];
    expect(after.map((c) => c.contactName)).toEqual(['Overdue', 'Due soon', 'Grace follow-up']);
    // One desk on request (the sheet open on that desk).
    const desk = (await ada.api.get(`/calls/follow-ups?until=${until}&desk=${grace.userId}`)).body
      .data as Json[];
    expect(desk.map((c) => c.id)).toEqual([graces.id]);

    // Done: the follow-up is cleared through PATCH, and the list no longer has it.
    const done = await grace.api.patch(`/calls/${due.id}`, { version: due.version, followUpAt: null });
    expect(done.status).toBe(200);
    expect(done.body.data.followUpAt).toBeNull();
    const left = (await ada.api.get(`/calls/follow-ups?until=${until}`)).body.data as Json[];
    expect(left.map((c) => c.id)).toEqual([overdue.id]);

    const far = encodeURIComponent(new Date(Date.now() + 8 * 24 * 3_600_000).toISOString());
    const refused = await ada.api.get(`/calls/follow-ups?until=${far}`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('The end of the follow-ups is not a valid date within 7 days');
  });
});

// Two API instances on one PostgreSQL: both tick at the same instant, one digest goes out.
const onPostgres = TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('morning digest with two instances on one PostgreSQL', () => {
  const schema = `digest_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const apps: FastifyInstance[] = [];

  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    const c = new Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.end();
  });

  test('each user gets one digest a day, whichever instance ticks first', async () => {
    const c = new Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
    const config = testConfig({
      databaseUrl: TEST_DATABASE_URL,
      databaseSchema: schema,
      inMemoryDatabase: false,
      digestIntervalMs: 0,
    });
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(config, { logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const base = (app: FastifyInstance) => {
      const address = app.server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    };
    // A company with three desk owners, all set for 08:00 Paris.
    const t = await wrapApp(a, config, base(a));
    const ada = await signUpCompany(t, 'Twin Co');
    const members = [await addMember(t, ada), await addMember(t, ada)];
    for (const who of [ada, ...members]) {
      await who.api.post('/calls', { contactName: `Owed to ${who.email}`, phone: '+1 212 555 0120' });
      await who.api.put('/digest/settings', {
        enabled: true,
        sendAt: '08:00',
        timeZone: 'Europe/Paris',
        locale: 'en',
      });
    }
    const when = at('2027-01-04T07:00:00Z'); // a Monday, 08:00 in Paris
    const results = await Promise.all([a.digest.tick(when), b.digest.tick(when), a.digest.tick(when)]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(3);
    expect(await b.digest.tick(at('2027-01-04T10:00:00Z'))).toEqual({ sent: 0, empty: 0 });
    await Promise.all([a.mailer.outbox.drain(), b.mailer.outbox.drain()]);
    const mails = (await t.mailbox()).filter((m) => m.subject === 'Phone Sheet: calls to return (1)');
    expect(mails.map((m) => m.to).sort()).toEqual([ada.email, ...members.map((m) => m.email)].sort());
  });
});
