import { sql } from 'kysely';
import { openEventStream } from './helpers/event-stream';
import { createTestApp, type TestApp, DIALECT } from './helpers/test-app';
import { signUpCompany } from './phonesheet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('GET /health reports the database', async () => {
  const res = await t.request({ method: 'GET', url: '/api/v1/health' });
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  expect(data).toEqual({
    status: 'ok',
    database: { dialect: DIALECT, ok: true, latencyMs: expect.any(Number) },
    liveEvents: true,
  });
  expect(data.database.latencyMs).toBeGreaterThanOrEqual(0);
});

// On PostgreSQL the live events come through one LISTEN connection per instance. When the
// server drops it (issue 44), the instance tells its open streams to reconnect, is not ready
// (503) until it listens again, reconnects by itself, and then delivers events again.
(DIALECT === 'postgres' ? test : test.skip)(
  'a lost event listener: streams told to reconnect, health 503, then it listens again and health is 200',
  async () => {
    const { db } = t.app.database;
    const a = await signUpCompany(t, 'Listener Co');
    const before = await openEventStream(t, a.token);
    const lastId = await before.opened;
    // The instance's listener, found by the LISTEN it sent last (the channels end with the schema).
    const schema = (t.config.databaseSchema ?? '').toLowerCase();
    const { rows } = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended
    from pg_stat_activity where query like 'listen phonesheet_%' and query like ${`%${schema}`}`.execute(db);
    expect(rows).toEqual([{ ended: true }]);
    // The open stream is told to reconnect rather than left silent.
    await before.ended;
    expect(before.events.map((e) => e.type)).toEqual(['stream.closed']);
    expect(before.events[0]!.data).toEqual({ reason: 'restart' });
    const health = async () => {
      const res = await t.request({ method: 'GET', url: '/api/v1/health' });
      return { status: res.statusCode, data: res.json().data };
    };
    let res = await health();
    for (let i = 0; i < 50 && res.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await health();
    }
    expect(res.status).toBe(503);
    expect(res.data).toMatchObject({ status: 'degraded', database: { ok: true }, liveEvents: false });
    // A call stored meanwhile is replayed to the reconnecting stream from the log.
    expect(
      (await a.api.post('/calls', { direction: 'in', contactName: 'Meanwhile', phone: '(212) 555-0101' }))
        .status,
    ).toBe(201);
    const started = Date.now();
    while (Date.now() - started < 15_000 && res.status !== 200) {
      await new Promise((r) => setTimeout(r, 100));
      res = await health();
    }
    expect(res).toMatchObject({ status: 200, data: { status: 'ok', liveEvents: true } });
    const after = await openEventStream(t, a.token, { lastEventId: lastId });
    await after.opened;
    expect(
      (await a.api.post('/calls', { direction: 'in', contactName: 'Afterwards', phone: '(212) 555-0102' }))
        .status,
    ).toBe(201);
    for (let i = 0; i < 100 && after.events.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    after.close();
    expect(
      after.events.map((e) => [e.type, (e.data as { call?: { contactName?: string } }).call?.contactName]),
    ).toEqual([
      ['call.created', 'Meanwhile'],
      ['call.created', 'Afterwards'],
    ]);
  },
  60_000,
);

test('unknown routes answer 404 { msg: "Not found" }', async () => {
  for (const url of ['/api/v1/nope', '/api/v2/health', '/']) {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: 'Not found' });
  }
});

test('malformed JSON is a 400 in the failure envelope', async () => {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: '{"email":',
    headers: { 'content-type': 'application/json' },
  });
  expect(res.statusCode).toBe(400);
  expect(typeof res.json().msg).toBe('string');
});

test('security headers are set', async () => {
  const res = await t.request({ method: 'GET', url: '/api/v1/health' });
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
});

test('CORS allows only the configured origins', async () => {
  const preflight = (origin: string) =>
    t.request({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
  const ok = await preflight('http://localhost:3001');
  expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
  expect(ok.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  // The sheet's offline queue sends each change with its Idempotency-Key, on any API origin.
  expect(ok.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
  const evil = await preflight('http://evil.example');
  expect(evil.headers.get('access-control-allow-origin')).toBeNull();
});

test('OpenAPI at /api/docs lists the account routes', async () => {
  const ui = await t.request({ method: 'GET', url: '/api/docs/static/index.html' });
  expect(ui.statusCode).toBe(200);
  const spec = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
  expect(spec.openapi).toMatch(/^3\./);
  expect(Object.keys(spec.paths)).toEqual(
    expect.arrayContaining([
      '/api/v1/auth/registerAdmin',
      '/api/v1/auth/getMe',
      '/api/v1/auth/verifyUser/{token}',
      '/api/v1/contact-us',
      '/api/v1/health',
    ]),
  );
  expect(
    spec.paths['/api/v1/auth/registerAdmin'].post.requestBody.content['application/json'].schema.properties,
  ).toHaveProperty('companyName');
});

test('GET /dev/mailbox lists delivered mail newest first', async () => {
  const first = await t.register();
  const second = await t.register();
  const mails = await t.mailbox();
  expect(mails[0]?.to).toBe(second.email);
  expect(mails[1]?.to).toBe(first.email);
  expect(Object.keys(mails[0] as object).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
  expect(new Date(mails[0]!.createdAt).toString()).not.toBe('Invalid Date');
});

describe('POST /contact-us', () => {
  const THANKS = { msg: 'Thanks for contacting us, we will get back to you soon' };

  test('201 stores the message (no company for a visitor)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: {
        name: 'Visitor',
        email: 'V@Example.com',
        phone: '+1 (555) 010-9999',
        message: 'Hello there',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(THANKS);
    const row = await t.app.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('name', '=', 'Visitor')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'v@example.com',
      phone: '+1 (555) 010-9999',
      message: 'Hello there',
      company_id: null,
    });
  });

  test('400 validation texts', async () => {
    const none = await t.request({ method: 'POST', url: '/api/v1/contact-us', payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      msg: 'Name is required',
      errors: ['Name is required', 'Email is required', 'Message is required'],
    });
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: { name: 'A', email: 'a@b', phone: 'call me', message: 'x' },
    });
    expect(bad.json().errors).toEqual(['Invalid email format', 'Phone number is not valid']);
    const long = await t.request({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: { name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) },
    });
    expect(long.json()).toEqual({ msg: 'Please try again', errors: ['Please try again'] });
  });
});

describe('without the development mailbox', () => {
  test('/dev/mailbox is not registered when SMTP_URL is set', async () => {
    const smtp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const res = await smtp.request({ method: 'GET', url: '/api/v1/dev/mailbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: 'Not found' });
    } finally {
      await smtp.close();
    }
  });
});
