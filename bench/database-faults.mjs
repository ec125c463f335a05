#!/usr/bin/env node
// PostgreSQL goes away for FAULT_OUTAGE_S (default 20) seconds under steady writes, and comes
// back: what the API (api/dist, as `npm start` runs it) does meanwhile. It runs on a schema of
// its own on DATABASE_URL, reached through a TCP proxy this script controls (the shared server
// itself is never stopped): the proxy ends every connection and refuses new ones during the
// outage, as a stopped server does, then forwards again. Measured:
// - the time from the database's return to the first 2xx write;
// - writes refused during the outage (503 with Retry-After, or another status, or no answer);
// - acknowledged writes lost: each 201's call looked up in the database afterwards (must be 0);
// - events missed by a browser-like event stream that reconnects with Last-Event-ID whenever
//   its stream ends (must be 0).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/database-faults.mjs
//   FAULT_OUTAGE_S (20), FAULT_WRITES_PER_S (20), BENCH_API_PORT (4175)
import net from 'node:net';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { sleep, startApi, waitUp } from './lib/api-process.mjs';

const require = createRequire(new URL('../api/package.json', import.meta.url));
const { Client } = require('pg');
const { signUp } = createRequire(import.meta.url)('../scripts/testkit/sign-up.cjs');

const SERVER = process.env.DATABASE_URL;
if (!SERVER) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
const OUTAGE_S = Number(process.env.FAULT_OUTAGE_S ?? 20);
const WRITES_PER_S = Number(process.env.FAULT_WRITES_PER_S ?? 20);
const PORT = Number(process.env.BENCH_API_PORT ?? 4175);
const BASE = `http://127.0.0.1:${PORT}/api/v1`;

/** A proxy that forwards, or ends every connection and refuses new ones (`cut`). */
async function tcpProxy(host, port) {
  let cut = false;
  const pairs = new Set();
  const server = net.createServer((client) => {
    if (cut) return client.destroy();
    const upstream = net.connect(port, host);
    const pair = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.pipe(upstream);
    upstream.pipe(client);
    for (const s of pair) s.on('error', end).on('close', end);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    cut() {
      cut = true;
      for (const pair of pairs) for (const s of pair) s.destroy();
      pairs.clear();
    },
    restore: () => (cut = false),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const onServer = async (text, values) => {
  const c = new Client({ connectionString: SERVER });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
};

const schema = `bench_faults_${randomBytes(4).toString('hex')}`;
await onServer(`create schema ${schema}`);
const target = new URL(SERVER);
const proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
const viaProxy = new URL(SERVER);
viaProxy.host = `127.0.0.1:${proxy.port}`;
viaProxy.searchParams.set('options', `-c search_path=${schema}`);
process.env.DATABASE_URL = viaProxy.toString();
const api = startApi(PORT);
let streaming = true;
try {
  await waitUp(BASE);
  const { token } = await signUp({
    api: BASE,
    email: `faults.${Date.now()}@example.com`,
    password: 'correct horse battery',
    companyName: 'Faults Co',
  });

  // The browser's EventSource: reconnects after 1 s (its default retry) with the last id it saw.
  const heard = new Set();
  let reconnects = 0;
  let lastId = '';
  const stream = (async () => {
    while (streaming) {
      try {
        const headers = { authorization: token, ...(lastId ? { 'last-event-id': lastId } : {}) };
        const res = await fetch(`${BASE}/events`, { headers });
        if (res.ok) {
          let buffer = '';
          for await (const chunk of res.body) {
            buffer += Buffer.from(chunk).toString();
            let cut;
            while ((cut = buffer.indexOf('\n\n')) >= 0) {
              const message = buffer.slice(0, cut);
              buffer = buffer.slice(cut + 2);
              const id = /^id: ?(.*)$/m.exec(message)?.[1];
              if (id) lastId = id;
              const data = /^data: ?(.*)$/m.exec(message)?.[1];
              if (data && /^event: ?call\.created$/m.test(message)) heard.add(JSON.parse(data).call?.id);
            }
            if (!streaming) break;
          }
        } else await res.arrayBuffer();
      } catch {
        /* the stream broke: reconnect */
      }
      if (streaming) {
        reconnects++;
        await sleep(1000);
      }
    }
  })();

  const acknowledged = [];
  const refused = { during: 0, outside: 0, byStatus: {} };
  let phase = 'before';
  let restoredAt = 0;
  let firstOkAfterMs = null;
  let n = 0;
  const write = async () => {
    const i = n++;
    const at = phase;
    try {
      const res = await fetch(`${BASE}/calls`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ direction: 'in', contactName: `Fault ${i}`, phone: '(212) 555-0199' }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = await res.json().catch(() => null);
      if (res.status === 201) {
        acknowledged.push(body.data.id);
        if (phase === 'after' && firstOkAfterMs === null) firstOkAfterMs = Date.now() - restoredAt;
        return;
      }
      refused.byStatus[res.status] = (refused.byStatus[res.status] ?? 0) + 1;
    } catch {
      refused.byStatus.noAnswer = (refused.byStatus.noAnswer ?? 0) + 1;
    }
    if (at === 'during') refused.during++;
    else refused.outside++;
  };
  const writes = [];
  const writer = setInterval(() => writes.push(write()), 1000 / WRITES_PER_S);

  await sleep(5000);
  phase = 'during';
  proxy.cut();
  await sleep(OUTAGE_S * 1000);
  proxy.restore();
  restoredAt = Date.now();
  phase = 'after';
  await sleep(10_000);
  clearInterval(writer);
  await Promise.all(writes);
  // The stream catches up (a reconnect and its replay).
  for (let i = 0; i < 100 && acknowledged.some((id) => !heard.has(id)); i++) await sleep(100);
  streaming = false;

  const stored = new Set(
    (await onServer(`select id::text from ${schema}.calls where id = any($1::uuid[])`, [acknowledged])).map(
      (r) => r.id,
    ),
  );
  console.log(
    JSON.stringify(
      {
        outageSeconds: OUTAGE_S,
        writesPerSecond: WRITES_PER_S,
        writesSent: n,
        acknowledged: acknowledged.length,
        refusedDuringOutage: refused.during,
        refusedOutsideOutage: refused.outside,
        refusedByStatus: refused.byStatus,
        firstWriteOkAfterReturnMs: firstOkAfterMs,
        acknowledgedLost: acknowledged.filter((id) => !stored.has(id)).length,
        eventsMissed: acknowledged.filter((id) => !heard.has(id)).length,
        // Where in the run the missed ones were acknowledged (their order among the 201s).
        missedAt: acknowledged.flatMap((id, i) =>
          heard.has(id) ? [] : [`${i + 1} of ${acknowledged.length}`],
        ),
        streamReconnects: reconnects,
      },
      null,
      2,
    ),
  );
  await Promise.race([stream, sleep(30_000)]);
} finally {
  streaming = false;
  await api.stop();
  await proxy.close();
  await onServer(`drop schema ${schema} cascade`);
}
