import { openEventStream } from './helpers/event-stream';
import { serverDataBehindProxy } from './helpers/server-process';
import { createTestApp, DIALECT } from './helpers/test-app';
import { signUpCompany, type Json } from './phonesheet-helpers';

// The LISTEN connection lost and back (issue 44), PostgreSQL only: what a stream opened in
// between receives. system.test.ts has the loss itself (streams told to reconnect, health).
jest.setTimeout(180_000);

// A stream opened while the listener is lost replays the log, then is told to reconnect. If the
// listener came back while that replay was read, an event committed between the replay and the
// LISTEN reached neither: the stream, seeing a live instance, stayed open without it (the event
// bench/database-faults.mjs saw missed). Through a TCP proxy the test cuts and restores, the
// pool answers at once while the listener waits for its backoff: that is the gap.
(DIALECT === 'postgres' ? test : test.skip)(
  'a stream whose replay is read while the listener is away gets the events committed before it listens again',
  async () => {
    const { data, proxied, proxy } = await serverDataBehindProxy('listener_gap');
    const x = await createTestApp({
      databaseUrl: proxied.databaseUrl,
      databaseSchema: data.schema ?? undefined,
    });
    try {
      const a = await signUpCompany(x, 'Gap Co');
      const bus = x.app.phonesheet.events;
      /** One try at the gap: whether the call was stored while the instance was deaf, and what a browser heard. */
      const throughTheGap = async (name: string) => {
        const first = await openEventStream(x, a.token);
        const lastId = await first.opened;
        proxy.cut();
        await first.ended;
        // Long enough for the listener's retries to back off to seconds; then the proxy opens
        // just after a refused try, so the next one is seconds away.
        await new Promise((r) => setTimeout(r, 4000));
        await proxy.refused();
        proxy.restore();
        expect(bus.live()).toBe(false);
        // The stream's replay is read; then, before its instance listens again, a call is stored.
        const since = bus.since;
        let stored: Json = null;
        let deafAtCommit = false;
        bus.since = async (...args) => {
          bus.since = since;
          const replay = await since(...args);
          const res = await a.api.post('/calls', {
            direction: 'in',
            contactName: name,
            phone: '(212) 555-0103',
          });
          stored = res.body.data;
          deafAtCommit = !bus.live();
          for (let i = 0; i < 200 && !bus.live(); i++) await new Promise((r) => setTimeout(r, 50));
          return replay;
        };
        // A browser's EventSource: reconnects with the last id it saw whenever the stream ends.
        const heard: string[] = [];
        let after = lastId;
        // Reconnecting only when the server ends the stream: one left open and silent for 5 s
        // while the call is in the log is the client waiting in silence.
        for (let attempt = 0; attempt < 3 && !heard.includes(name); attempt++) {
          const stream = await openEventStream(x, a.token, { lastEventId: after });
          after = await stream.opened;
          const deadline = Date.now() + 5000;
          let ended = false;
          void stream.ended.then(() => (ended = true));
          while (!ended && Date.now() < deadline && !stream.events.some((e) => e.type === 'call.created'))
            await new Promise((r) => setTimeout(r, 50));
          stream.close();
          for (const e of stream.events) {
            if (e.id) after = e.id;
            const call = (e.data as { call?: { contactName?: string } }).call;
            if (e.type === 'call.created' && call?.contactName) heard.push(call.contactName);
          }
          if (!ended) break;
        }
        return { deafAtCommit, stored: (stored as Json)?.contactName, heard };
      };
      // A loaded machine can delay the proxy's reopening past the listener's next try, and then
      // there is no gap to test: that try is made again (the gap itself is never retried away).
      let name = 'In the gap 1';
      let result = await throughTheGap(name);
      for (let n = 2; !result.deafAtCommit && n <= 3; n++) {
        name = `In the gap ${n}`;
        result = await throughTheGap(name);
      }
      expect(result).toEqual({ deafAtCommit: true, stored: name, heard: [name] });
    } finally {
      await x.close();
      await proxy.close();
      await data.remove();
    }
  },
  180_000,
);
