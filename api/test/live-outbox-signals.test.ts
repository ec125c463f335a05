import {
  request,
  serverData,
  signUp,
  startServer,
  type ServerData,
  type ServerProcess,
} from './helpers/server-process';
import { DIALECT } from './helpers/test-app';

// The transactional outbox under signals (issue 33): the real server (src/server.ts) stopped
// with SIGTERM, then killed with SIGKILL, while creates pour in. Every create answered 201 has
// its event in the log (company_events), which a client replaying after Last-Event-ID reads:
// the event was committed with the call, not sent after it. docs/platform.md, "Crash safety".
jest.setTimeout(180_000);

const LOOPS = 12;

/**
 * Creates from LOOPS concurrent clients until the server is gone (or `until` has resolved);
 * `signal`, if any, is sent once `before` creates were answered. Resolves to the ids of the
 * calls answered 201.
 */
async function createsUntil(
  server: ServerProcess,
  token: string,
  signal: NodeJS.Signals | null,
  before: number,
  until?: Promise<unknown>,
) {
  const answered: string[] = [];
  let sent = signal === null;
  let stop = false;
  void until?.then(() => (stop = true));
  const loop = async (n: number) => {
    for (let i = 0; !stop; i++) {
      try {
        const res = await request(
          server.base,
          'POST',
          '/calls',
          { direction: 'in', contactName: `Loop ${n} call ${i}`, phone: '+1 212 555 0199' },
          token,
        );
        if (res.status === 201) answered.push(res.body.data.id);
      } catch {
        return; // the server is gone
      }
      if (!sent && answered.length >= before) {
        sent = true;
        server.kill(signal as NodeJS.Signals);
      }
    }
  };
  await Promise.all(Array.from({ length: LOOPS }, (_, n) => loop(n)));
  return answered;
}

/** The call ids of the company's call.created events a stream replays after Last-Event-ID 0. */
async function replayedCreates(base: string, token: string): Promise<Set<string>> {
  const ticket = (await request(base, 'POST', '/auth/urlTicket', { path: 'events' }, token)).body.data.ticket;
  const abort = new AbortController();
  const res = await fetch(`${base}/events?ticket=${encodeURIComponent(ticket)}`, {
    headers: { 'last-event-id': '0' },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  // The replay is written at once; a second without more means it is all here.
  for (;;) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), 1500)),
    ]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  abort.abort();
  expect(text).not.toContain('stream.reset');
  const ids = new Set<string>();
  for (const frame of text.split('\n\n'))
    if (frame.includes('event: call.created'))
      ids.add(JSON.parse(/^data: (.*)$/m.exec(frame)![1]!).call.id as string);
  return ids;
}

/**
 * Runs `body` with server processes on one fresh data set (`start` adds one); every process is
 * killed and the data removed afterwards, whatever happened.
 */
async function withServers(
  prefix: string,
  body: (start: () => Promise<ServerProcess>, data: ServerData) => Promise<void>,
): Promise<void> {
  const data = await serverData(prefix);
  const servers: ServerProcess[] = [];
  try {
    await body(async () => {
      const s = await startServer({ data });
      servers.push(s);
      return s;
    }, data);
  } finally {
    for (const s of servers) s.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await data.remove();
  }
}

test(`SIGTERM, then SIGKILL, during creates: no create answered 201 lacks its event (${DIALECT})`, async () => {
  await withServers('outbox-signals', async (start, data) => {
    let server = await start();
    const token = await signUp(server.base, 'Outbox Signals');
    const loggedCreates = async () =>
      data.schema
        ? new Set(
            (
              await data.query<{ id: string }>(
                `select payload->'call'->>'id' as id from company_events where type = 'call.created'`,
              )
            ).map((r) => r.id),
          )
        : // A PGlite directory is read by its own server: started again, it replays the log.
          replayedCreates((server = await start()).base, token);
    const signals = ['SIGTERM', 'SIGKILL'] as const;
    for (const [round, signal] of signals.entries()) {
      const answered = await createsUntil(server, token, signal, 40);
      expect(await server.exited).toEqual(
        signal === 'SIGTERM' ? { code: 0, signal: null } : { code: null, signal: 'SIGKILL' },
      );
      const logged = await loggedCreates();
      const missing = answered.filter((id) => !logged.has(id));
      console.log(
        `${DIALECT} ${signal}: ${answered.length} creates answered 201, ${missing.length} without their event`,
      );
      expect(missing).toEqual([]);
      // PostgreSQL's log was read without a server: start one for the next round.
      if (data.schema && round < signals.length - 1) server = await start();
    }
  });
});

// Two instances on one PostgreSQL database behind a balancer: creates go to both, one is
// stopped (SIGTERM) and later the other killed (SIGKILL); every create answered by either has
// its event, which the instance still running replays to a client after Last-Event-ID 0.
(DIALECT === 'postgres' ? test : test.skip)(
  'two instances: one stopped, then the other killed, under creates: every answered create is replayed by the survivor',
  async () => {
    await withServers('outbox-two', async (start) => {
      let [doomed, survivor] = [await start(), await start()];
      const token = await signUp(doomed.base, 'Outbox Two Instances');
      for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
        const [onDoomed, onSurvivor] = await Promise.all([
          createsUntil(doomed, token, signal, 40),
          createsUntil(survivor, token, null, 0, doomed.exited),
        ]);
        const replayed = await replayedCreates(survivor.base, token);
        const missing = [...onDoomed, ...onSurvivor].filter((id) => !replayed.has(id));
        console.log(
          `two instances, ${signal}: ${onDoomed.length} + ${onSurvivor.length} creates answered 201, ${missing.length} without their event`,
        );
        expect(onSurvivor.length).toBeGreaterThan(0);
        expect(missing).toEqual([]);
        // The stopped one comes back; the other is the next to go.
        [doomed, survivor] = [survivor, await start()];
      }
    });
  },
);
