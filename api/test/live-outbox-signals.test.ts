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
 * Creates from LOOPS concurrent clients until the server is gone; `signal` is sent once
 * `before` creates were answered. Resolves to the ids of the calls answered 201.
 */
async function createsUntil(server: ServerProcess, token: string, signal: NodeJS.Signals, before: number) {
  const answered: string[] = [];
  let sent = false;
  const loop = async (n: number) => {
    for (let i = 0; ; i++) {
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
        server.kill(signal);
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

test(`SIGTERM, then SIGKILL, during creates: no create answered 201 lacks its event (${DIALECT})`, async () => {
  const data: ServerData = await serverData('outbox-signals');
  const servers: ServerProcess[] = [];
  const start = async () => {
    const s = await startServer({ data });
    servers.push(s);
    return s;
  };
  try {
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
  } finally {
    for (const s of servers) s.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await data.remove();
  }
});
