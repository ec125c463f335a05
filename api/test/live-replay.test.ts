import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestApp, DIALECT, type TestApp } from './helpers/test-app';
import { signUpCompany, urlTicket } from './phonesheet-helpers';

// Issue 27: every event has an id; a stream opened with the last id it saw (Last-Event-ID, or
// ?lastEventId= from a new EventSource) gets what it missed from the log, on the same instance
// restarted or another one, then continues live with no gap and no duplicate.
jest.setTimeout(120_000);

interface Frame {
  id?: string;
  type: string;
  data: unknown;
}
interface Stream {
  frames: Frame[];
  /** Resolves once the stream holds at least `n` frames of `type`. */
  waitFor(type: string, n?: number): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

async function open(
  t: TestApp,
  token: string,
  opts: { lastEventId?: string; header?: boolean } = {},
): Promise<Stream> {
  const ticket = await urlTicket(t, token, 'events');
  const query = opts.lastEventId !== undefined && !opts.header ? `&lastEventId=${opts.lastEventId}` : '';
  const headers: Record<string, string> =
    opts.lastEventId !== undefined && opts.header ? { 'last-event-id': opts.lastEventId } : {};
  return new Promise((resolve, reject) => {
    const frames: Frame[] = [];
    const waiters: Array<() => void> = [];
    let done!: () => void;
    const ended = new Promise<void>((r) => (done = r));
    const req = http.get(`${t.baseUrl}/api/v1/events?ticket=${ticket}${query}`, { headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, i).split('\n');
          buffer = buffer.slice(i + 2);
          const field = (name: string) =>
            lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
          const type = field('event');
          const data = field('data');
          if (type && data) frames.push({ id: field('id'), type, data: JSON.parse(data) });
        }
        waiters.forEach((w) => w());
      });
      res.on('end', done);
      res.on('close', done);
      resolve({
        frames,
        ended,
        close: () => req.destroy(),
        waitFor: (type, n = 1) =>
          new Promise<void>((ok, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no ${n}× ${type}; got ${frames.map((f) => f.type).join(', ')}`)),
              20_000,
            );
            const check = () => {
              if (frames.filter((f) => f.type === type).length >= n) {
                clearTimeout(timer);
                ok();
              }
            };
            waiters.push(check);
            check();
          }),
      });
    });
    req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'ECONNRESET' ? done() : reject(e)));
  });
}

const calls = (s: Stream) => s.frames.filter((f) => f.type.startsWith('call.'));
const names = (s: Stream) =>
  calls(s).map((f) => (f.data as { call: { contactName: string } }).call.contactName);

describe('Last-Event-ID replay', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpCompany>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpCompany(t, 'Replay Co');
  });
  afterAll(() => t.close());

  const log = (name: string) => owner.api.post('/calls', { contactName: name, phone: '+1 212 555 0150' });

  test('a stream opened with the id it last saw gets what it missed, then live events, with ids in order', async () => {
    const first = await open(t, owner.token);
    await first.waitFor('stream.open');
    await log('Before drop');
    await first.waitFor('call.created');
    const seen = calls(first)[0]!.id as string;
    expect(seen).toMatch(/^\d+$/);
    first.close();

    await log('Missed one');
    await log('Missed two');
    // A new EventSource (a new ticket) passes the id in the query.
    const again = await open(t, owner.token, { lastEventId: seen });
    await again.waitFor('stream.open');
    await log('Live after');
    await again.waitFor('call.created', 3);
    expect(names(again)).toEqual(['Missed one', 'Missed two', 'Live after']);
    const ids = calls(again).map((f) => BigInt(f.id as string));
    expect(ids).toEqual([BigInt(seen) + 1n, BigInt(seen) + 2n, BigInt(seen) + 3n]);
    // The browser's own reconnect sends the header instead.
    const byHeader = await open(t, owner.token, { lastEventId: seen, header: true });
    await byHeader.waitFor('call.created', 3);
    expect(names(byHeader)).toEqual(['Missed one', 'Missed two', 'Live after']);
    again.close();
    byHeader.close();
  });

  test('events logged while the replay is read arrive once each, none lost', async () => {
    const first = await open(t, owner.token);
    await first.waitFor('stream.open');
    const start = first.frames.find((f) => f.type === 'stream.open')!.id as string;
    first.close();
    await log('Gap 0');
    // Calls logged while the stream opens: some land in the replay, some arrive live.
    const logging = Promise.all(Array.from({ length: 11 }, (_, i) => log(`Gap ${i + 1}`)));
    const s = await open(t, owner.token, { lastEventId: start });
    await logging;
    await s.waitFor('call.created', 12);
    await new Promise((r) => setTimeout(r, 300));
    const ids = calls(s).map((f) => Number(f.id));
    expect(ids).toEqual(Array.from({ length: 12 }, (_, i) => Number(start) + 1 + i));
    expect(new Set(names(s)).size).toBe(12);
    s.close();
  });

  test('an id from another database, or one whose successor was pruned, gets stream.reset', async () => {
    const unknown = await open(t, owner.token, { lastEventId: '999999999' });
    await unknown.waitFor('stream.reset');
    expect(unknown.frames[0] as Frame).toMatchObject({ type: 'stream.reset', data: { reason: 'unknown' } });
    // Live events still follow the reset.
    await log('After reset');
    await unknown.waitFor('call.created');
    unknown.close();

    // Every event older than the window is pruned; an id before them cannot be replayed.
    await sql`update company_events set created_at = now() - interval '1 hour'`.execute(t.app.database.db);
    await sql`delete from company_events where created_at < now() - interval '10 minutes'`.execute(
      t.app.database.db,
    );
    await log('Kept');
    const old = await open(t, owner.token, { lastEventId: '1' });
    await old.waitFor('stream.reset');
    expect(old.frames[0]).toMatchObject({ type: 'stream.reset', data: { reason: 'too-old' } });
    expect(calls(old)).toEqual([]);
    old.close();
  });

  test('a Last-Event-ID that is not an id answers 400 with a message', async () => {
    const ticket = await urlTicket(t, owner.token, 'events');
    const res = await fetch(`${t.baseUrl}/api/v1/events?ticket=${ticket}&lastEventId=abc`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/Last-Event-ID/);
  });
});

test(`streams resume across a restart of the API on the same database (${DIALECT})`, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-replay-'));
  const persistent = DIALECT === 'pglite' ? { inMemoryDatabase: false, dataDir } : {};
  const before = await createTestApp(persistent);
  let after: TestApp | undefined;
  try {
    const owner = await signUpCompany(before, 'Restart Co');
    const s = await open(before, owner.token);
    await s.waitFor('stream.open');
    await owner.api.post('/calls', { contactName: 'Before restart', phone: '+1 212 555 0160' });
    await s.waitFor('call.created');
    const seen = calls(s)[0]!.id as string;
    // The restart: the stream is told to reconnect, and the server goes away.
    await before.app.close();
    await s.ended;
    expect(s.frames.at(-1)).toMatchObject({ type: 'stream.closed', data: { reason: 'restart' } });

    after = await createTestApp({ ...persistent, databaseSchema: before.config.databaseSchema });
    const api = (name: string) =>
      after!.request({
        method: 'POST',
        url: '/api/v1/calls',
        token: owner.token,
        payload: { contactName: name, phone: '+1 212 555 0161' },
      });
    expect((await api('While down')).statusCode).toBe(201);
    const resumed = await open(after, owner.token, { lastEventId: seen });
    await resumed.waitFor('stream.open');
    expect((await api('After restart')).statusCode).toBe(201);
    await resumed.waitFor('call.created', 2);
    expect(names(resumed)).toEqual(['While down', 'After restart']);
    expect(calls(resumed).map((f) => BigInt(f.id as string))).toEqual([BigInt(seen) + 1n, BigInt(seen) + 2n]);
    resumed.close();
  } finally {
    await after?.close();
    await before.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
