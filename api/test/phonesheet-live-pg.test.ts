import http from 'node:http';
import { createInstances, TEST_DATABASE_URL, type TestApp } from './helpers/test-app';
import type { Json } from './phonesheet-helpers';

// Two API instances on one PostgreSQL database: a call logged through one reaches the event
// streams opened on the other (LISTEN/NOTIFY). Needs TEST_DATABASE_URL (or DATABASE_URL).
const maybe = TEST_DATABASE_URL ? describe : describe.skip;

maybe('live events across two instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let instances: TestApp[] = [];
  let urls: string[] = [];

  beforeAll(async () => {
    instances = await createInstances(2);
    urls = instances.map((i) => i.baseUrl);
  }, 60_000);

  // The last one to close drops the instances' schema.
  afterAll(() => Promise.all(instances.map((i) => i.close())));

  const post = async (base: string, url: string, payload: unknown, token?: string) => {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(payload),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };

  test('a call logged on instance A appears on a stream of instance B, long notes included', async () => {
    const { token } = await instances[0]!.signUpAndSignIn({ companyName: 'Live' });

    const received: Array<{ type: string; call: { contactName: string; notes: string } }> = [];
    // The ticket is issued by instance A and accepted by instance B (same secret, same sessions).
    const ticket = (await post(urls[0] as string, '/api/v1/auth/urlTicket', { path: 'events' }, token)).body
      .data.ticket as string;
    let live!: () => void;
    const opened = new Promise<void>((r) => (live = r));
    const req = http.get(`${urls[1]}/api/v1/events?ticket=${encodeURIComponent(ticket)}`, (res) => {
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, i).split('\n');
          const data = lines.find((l) => l.startsWith('data: '));
          buffer = buffer.slice(i + 2);
          // stream.open (the company's last id when the stream went live) carries no call.
          if (lines.includes('event: stream.open')) live();
          else if (data) received.push(JSON.parse(data.slice(6)));
        }
      });
    });
    req.on('error', () => undefined);
    // Live on B before A logs the calls (a fixed pause was a race on a busy machine).
    await opened;
    expect(
      (
        await post(
          urls[0] as string,
          '/api/v1/calls',
          { contactName: 'Across', phone: '+1 212 555 0100' },
          token,
        )
      ).status,
    ).toBe(201);
    const longNotes = 'é'.repeat(5000); // 10 kB: too big for one NOTIFY, sent as a reference
    expect(
      (
        await post(
          urls[0] as string,
          '/api/v1/calls',
          { contactName: 'Long', phone: '+1 212 555 0101', notes: longNotes },
          token,
        )
      ).status,
    ).toBe(201);
    const deadline = Date.now() + 5000;
    while (received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    req.destroy();
    expect(received.map((e) => [e.type, e.call.contactName])).toEqual([
      ['call.created', 'Across'],
      ['call.created', 'Long'],
    ]);
    expect(received[1]?.call.notes).toBe(longNotes);
    sharedToken = token;
  }, 60_000);

  let sharedToken = '';
  test('a status retired on instance A is refused at once on instance B, which had it cached', async () => {
    const [a, b] = urls as [string, string];
    const created = await post(
      a,
      '/api/v1/statuses',
      { name: 'Faxed', color: '#722ed1', open: true },
      sharedToken,
    );
    expect(created.status).toBe(201);
    const statusId = created.body.data.id as string;
    // B logs a call with it (and so caches the company's statuses, the new one included).
    const first = await post(b, '/api/v1/calls', { phone: '+1 212 555 0102', statusId }, sharedToken);
    expect(first.status).toBe(201);
    const retired = await fetch(`${a}/api/v1/statuses/${statusId}`, {
      method: 'DELETE',
      headers: { authorization: sharedToken },
    });
    expect(((await retired.json()) as Json).msg).toBe('Status retired');
    // The statuses.changed event reaches B through NOTIFY within moments.
    let refused = { status: 0, body: {} as Json };
    const deadline = Date.now() + 5000;
    while (refused.status !== 400 && Date.now() < deadline) {
      refused = await post(b, '/api/v1/calls', { phone: '+1 212 555 0103', statusId }, sharedToken);
      if (refused.status !== 400) await new Promise((r) => setTimeout(r, 50));
    }
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(['Unknown status']);
  }, 30_000);

  test("each instance's cached sheet shows a call logged or changed on the other", async () => {
    const [a, b] = urls as [string, string];
    const sheet = async (base: string) => {
      const res = await fetch(`${base}/api/v1/calls/sheet`, { headers: { authorization: sharedToken } });
      expect(res.status).toBe(200);
      const data = ((await res.json()) as Json).data;
      return [...data.rolledOver, ...data.today] as Json[];
    };
    const eventually = async (base: string, check: (calls: Json[]) => boolean) => {
      const deadline = Date.now() + 5000;
      let calls = await sheet(base);
      while (!check(calls) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        calls = await sheet(base);
      }
      return calls;
    };
    // A history filter's total, which each instance keeps until the company's calls change.
    const total = async (base: string) => {
      const res = await fetch(`${base}/api/v1/calls?direction=in&sort=contactName`, {
        headers: { authorization: sharedToken },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as Json).data.total as number;
    };
    // Both instances read (and so keep) the sheet and the total first.
    await sheet(a);
    await sheet(b);
    const before = await total(b);
    expect(await total(a)).toBe(before);
    const made = await post(
      a,
      '/api/v1/calls',
      { contactName: 'Across', phone: '+1 212 555 0104' },
      sharedToken,
    );
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    // The instance that stored it answers with it at once, the other within moments.
    expect((await sheet(a)).map((c) => c.id)).toContain(id);
    expect((await eventually(b, (calls) => calls.some((c) => c.id === id))).map((c) => c.id)).toContain(id);
    // Both totals count it: A's at once, B's once the event has come (then it is kept again).
    expect(await total(a)).toBe(before + 1);
    const deadline = Date.now() + 5000;
    while ((await total(b)) !== before + 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await total(b)).toBe(before + 1);
    const changed = await fetch(`${b}/api/v1/calls/${id}`, {
      method: 'PATCH',
      headers: { authorization: sharedToken, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1, notes: 'changed on B' }),
    });
    expect(changed.status).toBe(200);
    const onA = await eventually(a, (calls) => calls.some((c) => c.id === id && c.notes === 'changed on B'));
    expect(onA.find((c) => c.id === id)?.notes).toBe('changed on B');
  }, 30_000);
});
