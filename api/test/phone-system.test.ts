import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import { createInstances, createTestApp, onPostgresServer, type TestApp } from './helpers/test-app';
import { openEventStream } from './helpers/event-stream';
import { addMember, signUpCompany, type Json } from './phonesheet-helpers';

// Calls that log themselves from the phone system (docs/integrations.md, "Phone system"):
// Twilio's signed status callbacks and the generic signed JSON webhook each make one sheet row
// per finished call; anything unsigned, wrongly signed, stale or repeated stores nothing.
jest.setTimeout(120_000);

const ACCOUNT_SID = `AC${'a1'.repeat(16)}`;
const AUTH_TOKEN = '0123456789abcdef0123456789abcdef';
const OTHER_TOKEN = 'fedcba9876543210fedcba9876543210';
const LINE_GRACE = '+12125550100';
const LINE_ADA = '+12125550111';
const CALLER = '+12125550199';

const callSid = () => `CA${randomBytes(16).toString('hex')}`;
/** Twilio's `Timestamp`: RFC 2822 in UTC. */
const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');

type Company = Awaited<ReturnType<typeof signUpCompany>>;

let t: TestApp;
let ada: Company;
let grace: Awaited<ReturnType<typeof addMember>>;
let bob: Company;
let settings: Json;
let bobSettings: Json;

const countCalls = async (companyId: string) =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from calls where company_id = ${companyId}`.execute(
        t.app.database.db,
      )
    ).rows[0]!.n,
  );
const phoneCalls = async (companyId: string, id: string) =>
  (
    await sql<Json>`select * from calls where company_id = ${companyId} and phone_call_id = ${id}`.execute(
      t.app.database.db,
    )
  ).rows;

function twilioParams(over: Record<string, string> = {}): Record<string, string> {
  return {
    AccountSid: ACCOUNT_SID,
    ApiVersion: '2010-04-01',
    CallSid: callSid(),
    CallStatus: 'no-answer',
    CallDuration: '0',
    Direction: 'inbound',
    From: CALLER,
    To: LINE_GRACE,
    Timestamp: rfc2822(new Date()),
    CallbackSource: 'call-progress-events',
    SequenceNumber: '0',
    ...over,
  };
}

/** A status callback as Twilio sends it, signed by the twilio package with `token`. */
async function postTwilio(
  path: string,
  params: Record<string, string>,
  {
    token = AUTH_TOKEN,
    signature,
    app = t,
  }: { token?: string | null; signature?: string; app?: TestApp } = {},
) {
  const url = `${app.baseUrl}/api/v1${path}`;
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const signed = signature ?? (token ? getExpectedTwilioSignature(token, url, params) : undefined);
  if (signed) headers['x-twilio-signature'] = signed;
  return app.request({
    method: 'POST',
    url: `/api/v1${path}`,
    payload: new URLSearchParams(params).toString(),
    headers,
  });
}

/** The generic webhook, signed as docs/integrations.md says (computed here, not by the API's code). */
async function postGeneric(
  path: string,
  body: Json,
  secret: string | null,
  {
    timestamp = Math.floor(Date.now() / 1000),
    raw,
    app = t,
  }: { timestamp?: number; raw?: string; app?: TestApp } = {},
) {
  const text = raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) {
    headers['x-phonesheet-timestamp'] = String(timestamp);
    headers['x-phonesheet-signature'] =
      `v1=${createHmac('sha256', secret).update(`${timestamp}.${text}`).digest('hex')}`;
  }
  return app.request({ method: 'POST', url: `/api/v1${path}`, payload: text, headers });
}

const genericCall = (over: Json = {}) => ({
  callId: `pbx-${randomBytes(6).toString('hex')}`,
  direction: 'in',
  from: CALLER,
  to: LINE_GRACE,
  status: 'missed',
  startedAt: new Date(Date.now() - 60_000).toISOString(),
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUpCompany(t, 'Hooks Co');
  grace = await addMember(t, ada);
  bob = await signUpCompany(t, 'Other Co');
  // Ada typed a call from the caller earlier: the phone system's rows take that name.
  const typed = await ada.api.post('/calls', {
    direction: 'in',
    phone: '(212) 555-0199',
    contactName: 'Ada Lovelace',
    contactCompany: 'Engines',
  });
  expect(typed.status).toBe(201);
  const saved = await ada.api.patch('/phone-system/settings', {
    twilioAccountSid: ACCOUNT_SID,
    twilioAuthToken: AUTH_TOKEN,
    numbers: [
      { phone: '(212) 555-0100', userId: grace.userId },
      { phone: LINE_ADA, userId: ada.userId },
    ],
  });
  expect(saved.status).toBe(200);
  settings = saved.body.data;
  const other = await bob.api.patch('/phone-system/settings', { twilioAuthToken: OTHER_TOKEN });
  expect(other.status).toBe(200);
  bobSettings = other.body.data;
});
afterAll(() => t?.close());

describe('settings (admins only)', () => {
  test('an admin sees both webhook URLs, the numbers on their desks, and never the Auth Token', async () => {
    const res = await ada.api.get('/phone-system/settings');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.twilioPath).toMatch(/^\/phone-system\/twilio\/[0-9a-f-]{36}$/);
    expect(data.webhookPath).toBe(data.twilioPath.replace('/twilio/', '/webhook/'));
    expect(data.twilioPath).not.toContain(ada.companyId);
    expect(data).toMatchObject({
      twilioAccountSid: ACCOUNT_SID,
      twilioAuthTokenSet: true,
      fallbackUserId: ada.userId,
    });
    expect(data.numbers).toEqual([
      { phone: '(212) 555-0100', phoneE164: LINE_GRACE, userId: grace.userId },
      { phone: '(212) 555-0111', phoneE164: LINE_ADA, userId: ada.userId },
    ]);
    expect(res.raw).not.toContain(AUTH_TOKEN);
    // Not even the database holds the token as it is.
    const rows = await sql<Json>`select * from phone_systems`.execute(t.app.database.db);
    expect(JSON.stringify(rows.rows)).not.toContain(AUTH_TOKEN);
  });

  test('a user who is not an admin gets 403 on every settings route', async () => {
    for (const [method, url] of [
      ['get', '/phone-system/settings'],
      ['get', '/phone-system/secret'],
      ['post', '/phone-system/secret/rotate'],
    ] as const)
      expect((await grace.api[method](url)).status).toBe(403);
    expect((await grace.api.patch('/phone-system/settings', { numbers: [] })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/phone-system/settings' })).statusCode).toBe(401);
  });

  test('bad values: every problem in one 400, and nothing saved', async () => {
    const res = await ada.api.patch('/phone-system/settings', {
      twilioAccountSid: 'XX123',
      twilioAuthToken: 'short',
      numbers: [
        { phone: '12', userId: grace.userId },
        { phone: '+12125550133', userId: bob.userId },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      'The Account SID is AC followed by 32 letters and digits',
      'The Auth Token is 32 letters and digits',
      'Each number must be a valid phone number, on one desk only',
      'Each number needs the desk of an active user',
    ]);
    const dup = await ada.api.patch('/phone-system/settings', {
      numbers: [
        { phone: '(212) 555-0100', userId: grace.userId },
        { phone: '+1 212 555 0100', userId: ada.userId },
      ],
    });
    expect(dup.body.errors).toEqual(['Each number must be a valid phone number, on one desk only']);
    expect((await ada.api.get('/phone-system/settings')).body.data).toEqual(settings);
  });

  test('the signing secret shows on demand; rotating it makes a new one and the old one stops working', async () => {
    const first = (await ada.api.get('/phone-system/secret')).body.data.secret as string;
    expect(first).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect((await ada.api.get('/phone-system/secret')).body.data.secret).toBe(first);
    const rotated = await ada.api.post('/phone-system/secret/rotate');
    expect(rotated.status).toBe(200);
    const second = rotated.body.data.secret as string;
    expect(second).not.toBe(first);
    const before = await countCalls(ada.companyId);
    const old = await postGeneric(settings.webhookPath, genericCall(), first);
    expect(old.statusCode).toBe(403);
    expect(await countCalls(ada.companyId)).toBe(before);
    expect((await postGeneric(settings.webhookPath, genericCall(), second)).statusCode).toBe(201);
  });
});

describe('Twilio status callbacks', () => {
  test('a missed inbound call signed by the twilio package becomes one row: To return, on the mapped desk, with the known name', async () => {
    const stream = await openEventStream(t, ada.token);
    await stream.opened;
    const endedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const params = twilioParams({ CallStatus: 'no-answer', CallDuration: '0', Timestamp: rfc2822(endedAt) });
    const before = await countCalls(ada.companyId);
    const res = await postTwilio(settings.twilioPath, params);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ msg: 'Call logged' });
    expect(await countCalls(ada.companyId)).toBe(before + 1);

    const sheet = await ada.api.get(
      `/calls/sheet?from=${new Date(Date.now() - 86_400_000).toISOString()}&to=${new Date(Date.now() + 60_000).toISOString()}`,
    );
    const call = (sheet.body.data.today as Json[]).find((c) => c.occurredAt === endedAt.toISOString());
    const statuses = (await ada.api.get('/statuses')).body.data as Json[];
    expect(call).toMatchObject({
      direction: 'in',
      phone: '(212) 555-0199',
      phoneE164: CALLER,
      phoneDisplay: '(212) 555-0199',
      contactName: 'Ada Lovelace',
      contactCompany: 'Engines',
      deskUserId: grace.userId,
      statusId: statuses.find((s) => s.key === 'toReturn').id,
      loggedByPhoneSystem: true,
    });
    // Live on every open sheet, through the same event as a typed call.
    await waitFor(() =>
      stream.events.some((e) => e.type === 'call.created' && (e.data as Json).call.id === call.id),
    );
    expect(
      (stream.events.find((e) => e.type === 'call.created')!.data as Json).call.loggedByPhoneSystem,
    ).toBe(true);
    stream.close();

    // Edited like a typed call; it stays marked as the phone system's.
    const edited = await ada.api.patch(`/calls/${call.id}`, {
      version: call.version,
      notes: 'Wants a quote',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ notes: 'Wants a quote', loggedByPhoneSystem: true });
  });

  test('answered and outgoing calls: Spoke, No answer; the start is the end less the duration; unmapped lines go to the fallback desk', async () => {
    const end = new Date(Math.floor(Date.now() / 1000) * 1000);
    const statuses = (await ada.api.get('/statuses')).body.data as Json[];
    const id = (key: string) => statuses.find((s) => s.key === key).id;
    const cases: Array<{ over: Record<string, string>; status: string; dir: string; desk: string }> = [
      {
        over: { CallStatus: 'completed', CallDuration: '95' },
        status: 'spoke',
        dir: 'in',
        desk: grace.userId,
      },
      {
        over: {
          CallStatus: 'completed',
          Direction: 'outbound-api',
          From: LINE_ADA,
          To: '+442071838750',
          CallDuration: '30',
        },
        status: 'spoke',
        dir: 'out',
        desk: ada.userId,
      },
      {
        over: {
          CallStatus: 'busy',
          Direction: 'outbound-api',
          From: LINE_ADA,
          To: CALLER,
          CallDuration: '0',
        },
        status: 'noAnswer',
        dir: 'out',
        desk: ada.userId,
      },
      {
        over: { CallStatus: 'canceled', To: '+12125550177' },
        status: 'toReturn',
        dir: 'in',
        desk: ada.userId,
      },
    ];
    for (const c of cases) {
      const params = twilioParams({ Timestamp: rfc2822(end), ...c.over });
      expect((await postTwilio(settings.twilioPath, params)).statusCode).toBe(201);
      const [row] = await phoneCalls(ada.companyId, params.CallSid!);
      expect(row).toMatchObject({ direction: c.dir, status_id: id(c.status), desk_user_id: c.desk });
      expect(new Date(row.occurred_at).getTime()).toBe(end.getTime() - Number(params.CallDuration) * 1000);
    }
    // A foreign number is shown internationally, as the sheet shows one typed.
    const [london] = await phoneCalls(
      ada.companyId,
      (await lastPhoneCallId(ada.companyId, '+442071838750'))!,
    );
    expect(london.phone_raw).toBe('+44 20 7183 8750');
  });

  test('signed over the URL My Account shows on the app’s origin (APP_URL, proxied to the API): accepted', async () => {
    const params = twilioParams();
    const shown = `${t.config.appUrl}/api/v1${settings.twilioPath}`;
    expect(shown).not.toContain(t.baseUrl);
    const res = await postTwilio(settings.twilioPath, params, {
      signature: getExpectedTwilioSignature(AUTH_TOKEN, shown, params),
    });
    expect(res.statusCode).toBe(201);
    expect(await phoneCalls(ada.companyId, params.CallSid!)).toHaveLength(1);
  });

  test('a call not ended yet, or a <Dial> leg, stores nothing (200)', async () => {
    const before = await countCalls(ada.companyId);
    for (const over of <Array<Record<string, string>>>[
      { CallStatus: 'ringing' },
      { CallStatus: 'in-progress' },
      { ParentCallSid: callSid(), CallStatus: 'completed' },
    ]) {
      const res = await postTwilio(settings.twilioPath, twilioParams(over));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ msg: 'The call has not ended; nothing was logged' });
    }
    expect(await countCalls(ada.companyId)).toBe(before);
  });

  test('unsigned, wrongly signed, another account, another company’s token, stale: 403 and nothing stored', async () => {
    const before = await countCalls(ada.companyId);
    const beforeBob = await countCalls(bob.companyId);
    const params = twilioParams();
    const url = `${t.baseUrl}/api/v1${settings.twilioPath}`;
    const refusals = [
      await postTwilio(settings.twilioPath, params, { token: null }),
      await postTwilio(settings.twilioPath, params, { signature: 'bm90IGEgc2lnbmF0dXJl' }),
      // Signed right, for other parameters (a field changed on the way).
      await postTwilio(
        settings.twilioPath,
        { ...params, From: '+12125550123' },
        {
          signature: getExpectedTwilioSignature(AUTH_TOKEN, url, params),
        },
      ),
      // Bob's Auth Token on Ada's URL, and Ada's on Bob's.
      await postTwilio(settings.twilioPath, params, { token: OTHER_TOKEN }),
      await postTwilio(bobSettings.twilioPath, params, { token: AUTH_TOKEN }),
      // Another Twilio account signing with the same token.
      await postTwilio(settings.twilioPath, { ...params, AccountSid: `AC${'b2'.repeat(16)}` }),
      // An unknown URL.
      await postTwilio('/phone-system/twilio/7c9e6679-7425-40de-944b-e07fc1f90ae7', params),
      await postTwilio('/phone-system/twilio/not-a-uuid', params),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ msg: 'The signature is missing or does not match' });
    }
    // Replayed: signed right, but its Timestamp is more than 5 minutes old (or missing).
    const stale = twilioParams({ Timestamp: rfc2822(new Date(Date.now() - 6 * 60_000)) });
    const staleRes = await postTwilio(settings.twilioPath, stale);
    expect(staleRes.statusCode).toBe(403);
    expect(staleRes.json()).toEqual({ msg: 'The callback is more than 5 minutes old' });
    const { Timestamp: _omitted, ...undated } = twilioParams();
    expect((await postTwilio(settings.twilioPath, undated)).statusCode).toBe(403);
    expect(await countCalls(ada.companyId)).toBe(before);
    expect(await countCalls(bob.companyId)).toBe(beforeBob);
  });

  test('the same CallSid again is 409, even sent five times at once: one row', async () => {
    const params = twilioParams();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postTwilio(settings.twilioPath, params)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const again = await postTwilio(settings.twilioPath, params);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: 'This call was already logged' });
    expect(await phoneCalls(ada.companyId, params.CallSid!)).toHaveLength(1);
  });

  test('the same CallSid in another company is that company’s own call', async () => {
    const params = twilioParams({ AccountSid: `AC${'c3'.repeat(16)}`, To: '+12125550155' });
    expect((await postTwilio(bobSettings.twilioPath, params, { token: OTHER_TOKEN })).statusCode).toBe(201);
    expect(await phoneCalls(bob.companyId, params.CallSid!)).toHaveLength(1);
    expect(await phoneCalls(ada.companyId, params.CallSid!)).toHaveLength(0);
    const [row] = await phoneCalls(bob.companyId, params.CallSid!);
    // Bob's company never saw the caller's name: the contact stays unnamed there.
    expect(row.contact_name).toBe('');
    expect(row.desk_user_id).toBe(bob.userId);
  });

  test('without an Auth Token saved, every callback is 403', async () => {
    const carl = await signUpCompany(t, 'No Token Co');
    const path = (await carl.api.get('/phone-system/settings')).body.data.twilioPath as string;
    expect((await postTwilio(path, twilioParams())).statusCode).toBe(403);
    expect(await countCalls(carl.companyId)).toBe(0);
  });

  test('a caller whose number is not valid (withheld) is a 400, nothing stored', async () => {
    const before = await countCalls(ada.companyId);
    const res = await postTwilio(settings.twilioPath, twilioParams({ From: 'anonymous' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      msg: 'from must be a phone number',
      errors: ['from must be a phone number'],
    });
    expect(await countCalls(ada.companyId)).toBe(before);
  });
});

describe('generic webhook', () => {
  let secret: string;
  let bobSecret: string;
  beforeAll(async () => {
    secret = (await ada.api.get('/phone-system/secret')).body.data.secret;
    bobSecret = (await bob.api.get('/phone-system/secret')).body.data.secret;
  });

  test('a signed call becomes one row; the answer carries nothing of the company', async () => {
    const body = genericCall({ direction: 'in', status: 'missed' });
    const res = await postGeneric(settings.webhookPath, body, secret);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ msg: 'Call logged' });
    const [row] = await phoneCalls(ada.companyId, body.callId);
    expect(row).toMatchObject({ direction: 'in', desk_user_id: grace.userId, contact_name: 'Ada Lovelace' });
    expect(new Date(row.occurred_at).toISOString()).toBe(body.startedAt);
    const again = await postGeneric(settings.webhookPath, body, secret);
    expect(again.statusCode).toBe(409);
    expect(await phoneCalls(ada.companyId, body.callId)).toHaveLength(1);
  });

  test('unsigned, wrongly signed, another company’s secret, stale or future: 403, nothing stored', async () => {
    const before = await countCalls(ada.companyId);
    const beforeBob = await countCalls(bob.companyId);
    const body = genericCall();
    const now = Math.floor(Date.now() / 1000);
    const refusals = [
      await postGeneric(settings.webhookPath, body, null),
      await postGeneric(settings.webhookPath, body, `${secret}x`),
      await postGeneric(settings.webhookPath, body, bobSecret),
      await postGeneric(bobSettings.webhookPath, body, secret),
      // Signed over one body, sent with another.
      await (async () => {
        const signedFor = JSON.stringify(body);
        const headers = {
          'content-type': 'application/json',
          'x-phonesheet-timestamp': String(now),
          'x-phonesheet-signature': `v1=${createHmac('sha256', secret).update(`${now}.${signedFor}`).digest('hex')}`,
        };
        return t.request({
          method: 'POST',
          url: `/api/v1${settings.webhookPath}`,
          payload: JSON.stringify({ ...body, to: LINE_ADA }),
          headers,
        });
      })(),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    for (const res of refusals)
      expect(res.json()).toEqual({ msg: 'The signature is missing or does not match' });
    for (const timestamp of [now - 330, now + 330]) {
      const res = await postGeneric(settings.webhookPath, body, secret, { timestamp });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ msg: 'The callback is more than 5 minutes old' });
    }
    expect(await countCalls(ada.companyId)).toBe(before);
    expect(await countCalls(bob.companyId)).toBe(beforeBob);
  });

  test('a signed body with bad fields: every problem in one 400, nothing stored', async () => {
    const before = await countCalls(ada.companyId);
    const res = await postGeneric(
      settings.webhookPath,
      { callId: '', direction: 'sideways', from: 42, to: LINE_GRACE, status: 'lost', startedAt: 'yesterday' },
      secret,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'callId must be 1 to 100 characters',
      'direction must be one of in, out',
      'from must be a phone number',
      'status must be one of answered, missed',
      'startedAt must be an ISO 8601 date-time',
    ]);
    const notJson = await postGeneric(settings.webhookPath, {}, secret, { raw: '{"callId":' });
    expect(notJson.statusCode).toBe(400);
    expect(await countCalls(ada.companyId)).toBe(before);
  });
});

describe('plan limits', () => {
  test('Basic (one desk): a call for a second desk is 402 without the plan’s details, and nothing is stored', async () => {
    const basic = await signUpCompany(t, 'Basic Hooks', { plan: null });
    const member = await addMember(t, basic);
    expect((await basic.api.post('/calls', { phone: '(212) 555-0142' })).status).toBe(201);
    const saved = await basic.api.patch('/phone-system/settings', {
      twilioAuthToken: AUTH_TOKEN,
      numbers: [{ phone: LINE_GRACE, userId: member.userId }],
    });
    const path = saved.body.data.twilioPath as string;
    const before = await countCalls(basic.companyId);
    const full = await postTwilio(path, twilioParams());
    expect(full.statusCode).toBe(402);
    expect(full.json()).toEqual({
      msg: "The company's plan has no room for another desk; the call was not logged",
    });
    expect(await countCalls(basic.companyId)).toBe(before);
    // The admin's desk is in use: its calls still come in.
    expect((await postTwilio(path, twilioParams({ To: '+12125550188' }))).statusCode).toBe(201);
    expect(await countCalls(basic.companyId)).toBe(before + 1);
  });
});

onPostgresServer('two instances on one PostgreSQL', () => {
  test('the same call sent to both at once is stored once (the database’s unique index, not memory)', async () => {
    const [one, two] = await createInstances(2);
    try {
      const admin = await signUpCompany(one!, 'Twin Co');
      const saved = await admin.api.patch('/phone-system/settings', { twilioAuthToken: AUTH_TOKEN });
      const path = `/api/v1${saved.body.data.twilioPath}`;
      const params = twilioParams();
      const send = (app: TestApp) =>
        app.request({
          method: 'POST',
          url: path,
          payload: new URLSearchParams(params).toString(),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': getExpectedTwilioSignature(AUTH_TOKEN, `${app.baseUrl}${path}`, params),
          },
        });
      const codes = (await Promise.all([send(one!), send(two!), send(one!), send(two!)])).map(
        (r) => r.statusCode,
      );
      expect(codes.sort()).toEqual([201, 409, 409, 409]);
      const rows = await sql<Json>`select id from calls where phone_call_id = ${params.CallSid}`.execute(
        one!.app.database.db,
      );
      expect(rows.rows).toHaveLength(1);
    } finally {
      await one?.close();
      await two?.close();
    }
  });
});

describe('rate limit', () => {
  /** A company of `app` with both callbacks set up: its URLs and signing secret. */
  async function connected(app: TestApp, name: string) {
    const co = await signUpCompany(app, name);
    const saved = await co.api.patch('/phone-system/settings', {
      twilioAccountSid: ACCOUNT_SID,
      twilioAuthToken: AUTH_TOKEN,
    });
    expect(saved.status).toBe(200);
    const secret = (await co.api.get('/phone-system/secret')).body.data.secret as string;
    return { ...(saved.body.data as Json), secret, companyId: co.companyId };
  }

  test('unsigned posts count against their address, never the URL: after 110 of them a signed call still gets in', async () => {
    const limited = await createTestApp({ rateLimitMax: 10 });
    try {
      const hooks = await connected(limited, 'Flooded Co');
      const codes: number[] = [];
      let last: Awaited<ReturnType<typeof postGeneric>> | undefined;
      for (let i = 0; i < 110; i++) {
        // Unsigned, and signed with a wrong secret, to the company's real URLs.
        last =
          i % 2
            ? await postGeneric(hooks.webhookPath, genericCall(), null, { app: limited })
            : await postTwilio(hooks.twilioPath, twilioParams(), { token: OTHER_TOKEN, app: limited });
        codes.push(last.statusCode);
      }
      // RATE_LIMIT_MAX refusals a minute per address, then 429 with when to come back.
      expect(codes).toEqual([...Array(10).fill(403), ...Array(100).fill(429)]);
      expect(last!.json()).toEqual({ msg: 'Too many requests, please try again later' });
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // The phone system's signed calls, from the same address, still get in.
      const generic = genericCall();
      expect((await postGeneric(hooks.webhookPath, generic, hooks.secret, { app: limited })).statusCode).toBe(
        201,
      );
      const params = twilioParams();
      expect((await postTwilio(hooks.twilioPath, params, { app: limited })).statusCode).toBe(201);
      const stored =
        await sql<Json>`select phone_call_id from calls where company_id = ${hooks.companyId}`.execute(
          limited.app.database.db,
        );
      expect(stored.rows.map((r) => r.phone_call_id).sort()).toEqual([generic.callId, params.CallSid].sort());
    } finally {
      await limited.close();
    }
  });

  test('signed callbacks: RATE_LIMIT_MAX × 10 a minute per URL, then 429; refused posts have their own budget', async () => {
    const limited = await createTestApp({ rateLimitMax: 3 });
    try {
      const hooks = await connected(limited, 'Busy Co');
      const body = genericCall();
      const codes: number[] = [];
      for (let i = 0; i < 31; i++)
        codes.push((await postGeneric(hooks.webhookPath, body, hooks.secret, { app: limited })).statusCode);
      expect(codes).toEqual([201, ...Array(29).fill(409), 429]);
      // Twilio's URL is the same connection's: its budget is used up too.
      expect((await postTwilio(hooks.twilioPath, twilioParams(), { app: limited })).statusCode).toBe(429);
      // A refused post is counted per address, apart: the first is a 403.
      expect((await postGeneric(hooks.webhookPath, genericCall(), null, { app: limited })).statusCode).toBe(
        403,
      );
    } finally {
      await limited.close();
    }
  });
});

async function lastPhoneCallId(companyId: string, e164: string) {
  const rows =
    await sql<Json>`select phone_call_id from calls where company_id = ${companyId} and phone_e164 = ${e164}
    and phone_call_id is not null order by created_at desc limit 1`.execute(t.app.database.db);
  return rows.rows[0]?.phone_call_id as string | undefined;
}

async function waitFor(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
