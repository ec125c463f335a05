import { sql } from 'kysely';
import { createInstances, createTestApp, onPostgresServer, type TestApp } from './helpers/test-app';
import { startPushService } from './helpers/push-service';
import { addMember, client, signUpCompany, type Json } from './phonesheet-helpers';

// "X called for you" wherever the person is (docs/integrations.md, "E-mail per call" and
// "Chat"). A local HTTP server stands in for Slack and Teams (the push tests' stand-in): it
// keeps what it receives and answers 201, or the status a test sets.
jest.setTimeout(120_000);

type StandIn = Awaited<ReturnType<typeof startPushService>>;

/** The calls e-mailed to `email` (subject "Call from …"). */
const callMails = async (t: TestApp, email: string) =>
  (await t.mailbox()).filter((m) => m.to === email.toLowerCase() && /^Call from /.test(m.subject));

describe('e-mail per call and chat posts', () => {
  let t: TestApp;
  let chat: StandIn;
  let ada: Awaited<ReturnType<typeof signUpCompany>>;
  let alex: Awaited<ReturnType<typeof addMember>>;
  let sam: Awaited<ReturnType<typeof addMember>>;

  const db = () => t.app.database.db;
  const logFor = async (by: { api: ReturnType<typeof client> }, deskUserId: string, body: Json = {}) => {
    const res = await by.api.post('/calls', {
      direction: 'in',
      contactName: 'Ada Byron',
      contactCompany: 'Analytical Engines',
      phone: '+1 415 555 0100',
      notes: 'About the invoice <b>',
      deskUserId,
      ...body,
    });
    if (res.status !== 201) throw new Error(`log answered ${res.status} ${res.raw}`);
    return res.body.data as Json;
  };
  const sendForwards = () => t.app.forwarding.outbox.drain();

  beforeAll(async () => {
    t = await createTestApp({ appUrl: 'https://app.example.com' });
    chat = await startPushService();
    ada = await signUpCompany(t, 'Forward Co');
    alex = await addMember(t, ada);
    sam = await addMember(t, ada);
    await db()
      .updateTable('users')
      .set({ first_name: 'Alex', last_name: 'Ng' })
      .where('id', '=', alex.userId)
      .execute();
    await db()
      .updateTable('users')
      .set({ first_name: 'Sam', last_name: 'Lee' })
      .where('id', '=', sam.userId)
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await chat?.close();
  });

  it('e-mail per call: off by default; on, each call logged for Alex is mailed to him once', async () => {
    expect((await alex.api.get('/forwarding/mail')).body.data).toEqual({
      enabled: false,
      quietHours: null,
      timeZone: 'UTC',
    });
    await logFor(ada, alex.userId, { contactName: 'Before' });
    await sendForwards();
    expect(await callMails(t, alex.email)).toHaveLength(0);

    const on = await alex.api.put('/forwarding/mail', { enabled: true, quietHours: null });
    expect(on.status).toBe(200);
    const call = await logFor(ada, alex.userId, { extension: '12' });
    // His own entry is not mailed to him, nor an outgoing call.
    await logFor(alex, alex.userId, { contactName: 'His own' });
    await logFor(ada, alex.userId, { direction: 'out', contactName: 'Outgoing' });
    // Sent again by a second drain (a sweep on the same instance): still one.
    await Promise.all([sendForwards(), sendForwards()]);
    await sendForwards();
    const mails = await callMails(t, alex.email);
    expect(mails.map((m) => m.subject)).toEqual(['Call from Ada Byron (Analytical Engines)']);
    expect(mails[0]!.text).toContain('(415) 555-0100 ext. 12');
    expect(mails[0]!.text).toContain('About the invoice <b>');
    expect(mails[0]!.text).toContain(`https://app.example.com/dashboards/PhoneSheet?call=${call.id}`);
    expect(mails[0]!.html).toContain('About the invoice &lt;b&gt;');
    expect(mails[0]!.text).not.toContain('covering');
  });

  it('reaches Sam while he covers Alex’s desk, saying so, and not after', async () => {
    await sam.api.put('/forwarding/mail', { enabled: true, quietHours: null });
    const cover = await ada.api.post('/coverings', { coverUserId: sam.userId, deskUserId: alex.userId });
    await logFor(ada, alex.userId, { contactName: 'While covered' });
    await sendForwards();
    const toSam = await callMails(t, sam.email);
    expect(toSam.map((m) => m.subject)).toEqual(['Call from While covered (Analytical Engines)']);
    expect(toSam[0]!.text).toContain('For Alex Ng (you are covering the desk)');
    await ada.api.del(`/coverings/${cover.body.data.id}`);
    await logFor(ada, alex.userId, { contactName: 'After covering' });
    await sendForwards();
    expect(await callMails(t, sam.email)).toHaveLength(1);
    expect((await callMails(t, alex.email)).map((m) => m.subject)).toContain(
      'Call from After covering (Analytical Engines)',
    );
    await sam.api.put('/forwarding/mail', { enabled: false, quietHours: null });
  });

  it('quiet hours, in the company’s time zone: nothing during them', async () => {
    const zone = await ada.api.put('/forwarding/company/time-zone', { timeZone: 'Asia/Tokyo' });
    expect(zone.body.data.timeZone).toBe('Asia/Tokyo');
    // Tokyo's local hour now, and quiet hours around it.
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Tokyo' }).format(
        new Date(),
      ),
    );
    const hh = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    const quiet = await alex.api.put('/forwarding/mail', {
      enabled: true,
      quietHours: { start: hh(hour), end: hh(hour + 1) },
    });
    expect(quiet.body.data).toMatchObject({ timeZone: 'Asia/Tokyo', quietHours: { start: hh(hour) } });
    const before = (await callMails(t, alex.email)).length;
    await logFor(ada, alex.userId, { contactName: 'In quiet hours' });
    await sendForwards();
    expect(await callMails(t, alex.email)).toHaveLength(before);
    // Outside them (the hours after), it arrives.
    await alex.api.put('/forwarding/mail', {
      enabled: true,
      quietHours: { start: hh(hour + 1), end: hh(hour + 2) },
    });
    await logFor(ada, alex.userId, { contactName: 'Awake' });
    await sendForwards();
    expect(await callMails(t, alex.email)).toHaveLength(before + 1);
    const bad = await alex.api.put('/forwarding/mail', {
      enabled: true,
      quietHours: { start: '25:00', end: '08:00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Quiet hours must be times of day like 19:00, and not the same']);
    await alex.api.put('/forwarding/mail', { enabled: false, quietHours: null });
  });

  it('chat: a Slack post per call for the company, a Teams card for Alex’s desk; only admins connect', async () => {
    const slackUrl = chat.endpoint();
    const teamsUrl = chat.endpoint();
    expect(
      (await alex.api.put('/forwarding/company/webhooks', { kind: 'slack', url: slackUrl })).status,
    ).toBe(403);
    const slack = await ada.api.put('/forwarding/company/webhooks', { kind: 'slack', url: slackUrl });
    expect(slack.status).toBe(200);
    const teams = await ada.api.put('/forwarding/company/webhooks', {
      kind: 'teams',
      url: teamsUrl,
      deskUserId: alex.userId,
    });
    expect(teams.body.data.webhooks.map((w: Json) => [w.kind, w.deskName])).toEqual([
      ['slack', null],
      ['teams', 'Alex Ng'],
    ]);
    // The secret part of the address is not shown back.
    expect(teams.body.data.webhooks[1].urlHint).not.toContain(new URL(teamsUrl).pathname);

    const forAlex = await logFor(ada, alex.userId, {
      contactName: 'Chatty',
      notes: 'Wants <the> quote & more',
    });
    await logFor(ada, sam.userId, { contactName: 'For Sam' });
    await Promise.all([sendForwards(), sendForwards()]);
    const link = `https://app.example.com/dashboards/PhoneSheet?call=${forAlex.id}`;
    const slackPosts = chat.to(slackUrl).map((p) => JSON.parse(p.body.toString()));
    expect(slackPosts.map((p) => p.blocks[0].text.text)).toEqual([
      'Chatty (Analytical Engines) called for Alex Ng',
      'For Sam (Analytical Engines) called for Sam Lee',
    ]);
    expect(slackPosts[0].text).toContain(`<${link}|Open the call>`);
    expect(slackPosts[0].blocks[1].fields.map((f: Json) => f.text)).toEqual([
      '*Caller*\nChatty (Analytical Engines)',
      '*Number*\n(415) 555-0100',
      '*For*\nAlex Ng',
    ]);
    expect(slackPosts[0].blocks[2].text.text).toBe('Wants &lt;the&gt; quote &amp; more');
    expect(slackPosts[0].blocks[3].elements[0].url).toBe(link);
    const cards = chat.to(teamsUrl).map((p) => JSON.parse(p.body.toString()));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      '@type': 'MessageCard',
      title: 'Chatty (Analytical Engines) called for Alex Ng',
      sections: [
        {
          facts: [
            { name: 'Caller', value: 'Chatty (Analytical Engines)' },
            { name: 'Number', value: '(415) 555-0100' },
            { name: 'For', value: 'Alex Ng' },
          ],
          text: 'Wants <the> quote & more',
        },
      ],
      potentialAction: [{ '@type': 'OpenUri', targets: [{ uri: link }] }],
    });
    expect(chat.to(teamsUrl)[0]!.headers['content-type']).toBe('application/json');
    const settings = (await ada.api.get('/forwarding/company')).body.data;
    expect(settings.webhooks.every((w: Json) => w.lastSentAt && !w.lastFailure && w.pending === 0)).toBe(
      true,
    );
  });

  it('chat: a 500 is retried after a backoff and then posted once; the failure shows in the settings meanwhile', async () => {
    const url = chat.endpoint();
    const hook = await ada.api.put('/forwarding/company/webhooks', {
      kind: 'slack',
      url,
      deskUserId: sam.userId,
    });
    expect(hook.status).toBe(200);
    chat.answer(url, 500);
    await logFor(ada, sam.userId, { contactName: 'Retried' });
    await sendForwards();
    expect(chat.to(url)).toHaveLength(1);
    const failing = (await ada.api.get('/forwarding/company')).body.data.webhooks.find(
      (w: Json) => w.deskUserId === sam.userId,
    );
    expect(failing).toMatchObject({ lastFailure: 'the chat service answered 500', pending: 1 });
    // Not due again at once: the backoff holds it (10 s after the first failure).
    await sendForwards();
    expect(chat.to(url)).toHaveLength(1);
    const row = await db()
      .selectFrom('call_forwards' as never)
      .selectAll()
      .executeTakeFirst();
    expect(new Date((row as Json).next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 5000);
    // The chat service is back; the retry comes due.
    chat.answer(url, 200);
    await sql`update call_forwards set next_attempt_at = now() - interval '1 second'`.execute(db());
    await Promise.all([sendForwards(), sendForwards()]);
    await sendForwards();
    expect(chat.to(url)).toHaveLength(2);
    expect(chat.to(url).map((p) => JSON.parse(p.body.toString()).blocks[0].text.text)).toEqual([
      'Retried (Analytical Engines) called for Sam Lee',
      'Retried (Analytical Engines) called for Sam Lee',
    ]);
    const healed = (await ada.api.get('/forwarding/company')).body.data.webhooks.find(
      (w: Json) => w.deskUserId === sam.userId,
    );
    expect(healed).toMatchObject({ lastFailure: null, pending: 0 });
    expect(healed.lastSentAt).toEqual(expect.any(String));
  });

  it('chat: a 4xx is given up at once and shown; disconnecting stops the posts', async () => {
    const url = chat.endpoint();
    const hook = await ada.api.put('/forwarding/company/webhooks', {
      kind: 'teams',
      url,
      deskUserId: sam.userId,
    });
    chat.answer(url, 404);
    await logFor(ada, sam.userId, { contactName: 'Gone' });
    await sendForwards();
    const shown = hook.body.data.webhooks.find((w: Json) => w.deskUserId === sam.userId);
    const after = (await ada.api.get('/forwarding/company')).body.data.webhooks.find(
      (w: Json) => w.id === shown.id,
    );
    expect(after).toMatchObject({
      lastFailure: 'the chat service answered 404 (given up after 1 tries)',
      pending: 0,
    });
    expect((await ada.api.del(`/forwarding/company/webhooks/${shown.id}`)).status).toBe(200);
    await logFor(ada, sam.userId, { contactName: 'Nobody hears' });
    await sendForwards();
    expect(chat.to(url)).toHaveLength(1);
    expect((await ada.api.del(`/forwarding/company/webhooks/${shown.id}`)).status).toBe(404);
  });

  it('refuses a webhook inside the network or not https, with a clear 400 and nothing stored', async () => {
    const before = (await ada.api.get('/forwarding/company')).body.data.webhooks.length;
    for (const url of [
      'http://hooks.slack.com/x',
      'https://10.0.0.5/hook',
      'https://printer.local/hook',
      'not a url',
    ]) {
      const res = await ada.api.put('/forwarding/company/webhooks', { kind: 'slack', url });
      expect([url, res.status, res.body.errors]).toEqual([
        url,
        400,
        ['The webhook must be an https address of Slack or Microsoft Teams on the public internet'],
      ]);
    }
    expect((await ada.api.get('/forwarding/company')).body.data.webhooks).toHaveLength(before);
    const zone = await ada.api.put('/forwarding/company/time-zone', { timeZone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
  });
});

onPostgresServer('e-mail per call and chat on two instances (the queue in PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let chat: StandIn;
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await chat?.close();
  });

  it('two instances sending at once: each call is e-mailed once and posted once', async () => {
    [a, b] = (await createInstances(2)) as [TestApp, TestApp];
    chat = await startPushService();
    const ada = await signUpCompany(a, 'Two Forward Co');
    const alex = await addMember(a, ada);
    await alex.api.put('/forwarding/mail', { enabled: true, quietHours: null });
    const url = chat.endpoint();
    await ada.api.put('/forwarding/company/webhooks', { kind: 'slack', url });
    // Logged on b, with both instances' queues stopped until both drain together.
    const onB = client(b, ada.token);
    for (let i = 0; i < 6; i++)
      expect(
        (
          await onB.post('/calls', {
            direction: 'in',
            contactName: `Caller ${i}`,
            phone: '+1 415 555 0100',
            deskUserId: alex.userId,
          })
        ).status,
      ).toBe(201);
    await Promise.all([a.app.forwarding.outbox.drain(), b.app.forwarding.outbox.drain()]);
    await Promise.all([a.app.forwarding.outbox.drain(), b.app.forwarding.outbox.drain()]);
    const mails = (await a.mailbox()).filter(
      (m) => m.to === alex.email.toLowerCase() && /^Call from /.test(m.subject),
    );
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `Call from Caller ${i}`),
    );
    expect(chat.to(url)).toHaveLength(6);
    // A forward sent twice (an instance that lost its lease mid-send) still queues one e-mail.
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from mail_outbox where dedupe_key like 'call:%'`.execute(a.app.database.db);
    expect(rows[0]!.n).toBe(6);
  });
});
