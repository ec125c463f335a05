import http from 'node:http';
import { createTestApp, type TestApp } from './helpers/test-app';
import { openEventStream, until, type EventStream } from './helpers/event-stream';
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

/** The company's event stream of `token`, on `opts.app` (this file's app unless given). */
const open = (
  token: string,
  opts: { app?: TestApp; lastEventId?: string; header?: boolean } = {},
): Promise<EventStream> => openEventStream(opts.app ?? t, token, opts);

const settle = () => new Promise((r) => setTimeout(r, 200));

test('a sixth stream of one session closes the oldest with a reason; other sessions keep theirs', async () => {
  const other = await t.signIn(owner.email, 'correct horse');
  const otherStream = await open(other);
  const streams: EventStream[] = [];
  for (let i = 0; i < 5; i++) streams.push(await open(owner.token));
  await until(() => t.app.phonesheet.streams.count(owner.companyId) >= 6);
  expect(t.app.phonesheet.streams.count(owner.companyId)).toBe(6);

  const sixth = await open(owner.token);
  await streams[0]!.ended;
  expect(streams[0]!.events.map(({ type, data }) => ({ type, data }))).toEqual([
    { type: 'stream.closed', data: { reason: 'too-many-streams' } },
  ]);
  await settle();
  expect(t.app.phonesheet.streams.count(owner.companyId)).toBe(6);

  // The five newest of the session and the other session's stream all get the next event.
  await Promise.all([...streams.slice(1), sixth, otherStream].map((s) => s.opened));
  await owner.api.post('/calls', { contactName: 'Cap Check', phone: '+1 212 555 0142' });
  const hearing = [...streams.slice(1), sixth, otherStream];
  await until(() => hearing.every((s) => s.events.length > 0));
  await settle();
  for (const s of hearing) expect(s.events.map((e) => e.type)).toEqual(['call.created']);
  [...streams, sixth, otherStream].forEach((s) => s.close());
});

test('an event is serialised once however many streams the company has open', async () => {
  const streams = await Promise.all([open(owner.token), open(owner.token), open(owner.token)]);
  // Open means its stream.open frame came: an event before that is not the stream's to hear.
  await Promise.all(streams.map((s) => s.opened));
  const stringify = jest.spyOn(JSON, 'stringify');
  const made = await owner.api.post('/calls', { contactName: 'Once Only', phone: '+1 212 555 0143' });
  await settle();
  const of = (type: string) =>
    stringify.mock.calls.filter(([value]) => (value as { type?: string } | null)?.type === type);
  // A create's event is written by the database, in the statement that stores the call (issue
  // 33): Node never serialises it. An edit's event is serialised once, where it is logged.
  expect(of('call.created')).toHaveLength(0);
  await owner.api.patch(`/calls/${made.body.data.id}`, { version: 1, notes: 'once' });
  await until(() => streams.every((s) => s.events.length >= 2));
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
  let opened!: () => void;
  const streamOpen = new Promise<void>((resolve) => (opened = resolve));
  const ended = new Promise<void>((resolve, reject) => {
    http
      .get(`${closing.baseUrl}/api/v1/events?ticket=${ticket}`, (res) => {
        expect(res.statusCode).toBe(200);
        opened();
        res.on('data', (chunk: Buffer) => received.push(chunk.toString()));
        res.on('end', resolve);
      })
      .on('error', reject);
  });
  // The stream is open (its answer has begun), not a guess at how long that takes on a busy
  // machine: a close before it would rightly refuse the stream with 503.
  await streamOpen;
  const started = Date.now();
  await closing.close();
  await ended;
  expect(Date.now() - started).toBeLessThan(3000);
  expect(received.join('')).toContain('event: stream.closed\ndata: {"reason":"restart"}\n\n');
});
