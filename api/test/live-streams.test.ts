import http from 'node:http';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCompany, urlTicket } from './phonesheet-helpers';

// Live streams at scale (issue 27): at most 5 per session, one serialisation per event, and a
// last word before the server closes a stream.
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpCompany(t, 'Streams Co');
}, 120_000);
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

interface Stream {
  /** Named events received so far ('call.created', 'stream.closed', …) with their data and id. */
  events: Array<{ type: string; data: unknown; id?: string }>;
  /** The stream.open frame's id: the company's last event id when the stream went live. */
  opened: Promise<string>;
  ended: Promise<void>;
  close(): void;
}

async function open(
  token: string,
  opts: { app?: TestApp; lastEventId?: string; header?: boolean } = {},
): Promise<Stream> {
  const app = opts.app ?? t;
  const ticket = await urlTicket(app, token, 'events');
  const query = opts.lastEventId && !opts.header ? `&lastEventId=${opts.lastEventId}` : '';
  const headers: Record<string, string> =
    opts.lastEventId && opts.header ? { 'last-event-id': opts.lastEventId } : {};
  return new Promise((resolve, reject) => {
    const events: Stream['events'] = [];
    let done!: () => void;
    const ended = new Promise<void>((r) => (done = r));
    let isOpen!: (id: string) => void;
    const opened = new Promise<string>((r) => (isOpen = r));
    const req = http.get(`${app.baseUrl}/api/v1/events?ticket=${ticket}${query}`, { headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`events answered ${res.statusCode}`));
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, i).split('\n');
          buffer = buffer.slice(i + 2);
          const type = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          const id = lines.find((l) => l.startsWith('id: '))?.slice(4);
          if (type === 'stream.open' || type === 'stream.reset') isOpen(id as string);
          if (type === 'stream.open') continue;
          if (type && data)
            events.push(id ? { type, data: JSON.parse(data), id } : { type, data: JSON.parse(data) });
        }
      });
      res.on('end', done);
      res.on('close', done);
      resolve({ events, opened, ended, close: () => req.destroy() });
    });
    req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'ECONNRESET' ? done() : reject(e)));
  });
}

const settle = () => new Promise((r) => setTimeout(r, 200));

test('a sixth stream of one session closes the oldest with a reason; other sessions keep theirs', async () => {
  const other = await t.signIn(owner.email, 'correct horse');
  const otherStream = await open(other);
  const streams: Stream[] = [];
  for (let i = 0; i < 5; i++) streams.push(await open(owner.token));
  await settle();
  expect(t.app.phonesheet.streams.count(owner.companyId)).toBe(6);

  const sixth = await open(owner.token);
  await streams[0]!.ended;
  expect(streams[0]!.events.map(({ type, data }) => ({ type, data }))).toEqual([
    { type: 'stream.closed', data: { reason: 'too-many-streams' } },
  ]);
  await settle();
  expect(t.app.phonesheet.streams.count(owner.companyId)).toBe(6);

  // The five newest of the session and the other session's stream all get the next event.
  await owner.api.post('/calls', { contactName: 'Cap Check', phone: '+1 212 555 0142' });
  await settle();
  for (const s of [...streams.slice(1), sixth, otherStream])
    expect(s.events.map((e) => e.type)).toEqual(['call.created']);
  [...streams, sixth, otherStream].forEach((s) => s.close());
});

test('an event is serialised once however many streams the company has open', async () => {
  const streams = await Promise.all([open(owner.token), open(owner.token), open(owner.token)]);
  await settle();
  const stringify = jest.spyOn(JSON, 'stringify');
  const made = await owner.api.post('/calls', { contactName: 'Once Only', phone: '+1 212 555 0143' });
  await settle();
  const of = (type: string) =>
    stringify.mock.calls.filter(([value]) => (value as { type?: string } | null)?.type === type);
  // A create's event is written by the database, in the statement that stores the call (issue
  // 33): Node never serialises it. An edit's event is serialised once, where it is logged.
  expect(of('call.created')).toHaveLength(0);
  await owner.api.patch(`/calls/${made.body.data.id}`, { version: 1, notes: 'once' });
  await settle();
  expect(of('call.updated')).toHaveLength(1);
  stringify.mockRestore();
  for (const s of streams) expect(s.events.map((e) => e.type)).toEqual(['call.created', 'call.updated']);
  streams.forEach((s) => s.close());
});

test('closing the server tells every open stream to reconnect before it ends', async () => {
  const closing = await createTestApp();
  const company = await signUpCompany(closing, 'Closing Co');
  const ticket = await urlTicket(closing, company.token, 'events');
  const received: string[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    http
      .get(`${closing.baseUrl}/api/v1/events?ticket=${ticket}`, (res) => {
        res.on('data', (chunk: Buffer) => received.push(chunk.toString()));
        res.on('end', resolve);
      })
      .on('error', reject);
  });
  await settle();
  const started = Date.now();
  await closing.close();
  await ended;
  expect(Date.now() - started).toBeLessThan(3000);
  expect(received.join('')).toContain('event: stream.closed\ndata: {"reason":"restart"}\n\n');
});
