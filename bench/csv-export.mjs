#!/usr/bin/env node
// The API's resident memory while a CSV export of ≈ 100,000 calls streams, on seeded data
// (bench/phonesheet-seed.mjs 1000000): (a) on a freshly started API, (b) on a second API after
// a warm-up load of sheet and search requests, so its heap has grown as in real use. Baselines
// in the same run: each API's idle RSS just before its export, and GET /health's latency.
// RSS is read from /proc/<pid>/status every 50 ms. The export's SHA-256 is printed so two runs
// on the same data can be compared byte for byte.
// Usage: DATA_DIR=.data-bench node bench/csv-export.mjs <email> <password>
//        DATABASE_URL=postgres://… node bench/csv-export.mjs <email> <password>
// BENCH_API_PORT (default 4150); BENCH_NODE_OPTIONS is passed to the API as NODE_OPTIONS;
// BENCH_API_DIST (default api/dist) runs another build, e.g. a copy of the previous one.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { closedLoop, signIn, sleep, startApi, waitUp } from './lib/api-process.mjs';

const PORT = Number(process.env.BENCH_API_PORT ?? 4150);
const BASE = `http://127.0.0.1:${PORT}/api/v1`;
const [email, password] = process.argv.slice(2);
if (!email || !password) throw new Error('usage: node bench/csv-export.mjs <email> <password>');

const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** Idle RSS: the median of 10 samples 100 ms apart, after `settleMs` without requests. */
async function idleRss(pid, settleMs = 2000) {
  await sleep(settleMs);
  const samples = [];
  for (let i = 0; i < 10; i++) {
    samples.push(rssMb(pid));
    await sleep(100);
  }
  return round(samples.sort((a, b) => a - b)[5]);
}

// ≈ 100,000 rows: the last 110 days of a 1M-call company. Midnight UTC, so every run of the
// same day exports the same rows.
const day0 = new Date();
const exportFrom = new Date(
  Date.UTC(day0.getUTCFullYear(), day0.getUTCMonth(), day0.getUTCDate() - 110),
).toISOString();

async function measureExport(pid, auth) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const t = performance.now();
  const res = await fetch(`${BASE}/calls/export.csv?from=${encodeURIComponent(exportFrom)}`, {
    headers: auth,
  });
  if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    hash.update(chunk);
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  return {
    rows: lines - 1,
    megabytes: round(bytes / 1e6),
    seconds: round(seconds, 2),
    rssBeforeMb: round(before),
    rssPeakMb: round(peak),
    rssAfterMb: round(rssMb(pid)),
    sha256: hash.digest('hex').slice(0, 16),
  };
}

/** The kind of traffic the API serves all day: sheets and history searches. */
async function warmUpLoad(auth) {
  const me = await (await fetch(`${BASE}/auth/getMe`, { headers: auth })).json();
  const d = new Date();
  const from = new Date(d.getFullYear(), d.getMonth(), d.getDate()).toISOString();
  const to = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).toISOString();
  const sheet = `${BASE}/calls/sheet?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const words = ['hopper', 'lovelace acme', 'invoice', 'turing', 'delivery'];
  const numbers = ['(212) 555-0100', '+1 212 300 1234', '2124567890', '555-0188'];
  const requests = [
    () => sheet,
    () => `${sheet}&desk=${me.data._id}`,
    (i) => `${BASE}/calls?q=${encodeURIComponent(words[i % words.length])}&pageSize=50`,
    (i) => `${BASE}/calls?q=${encodeURIComponent(numbers[i % numbers.length])}&pageSize=50`,
    (i) =>
      `${BASE}/calls?priority=asap&direction=in&sort=contactName&order=asc&page=${1 + (i % 20)}&pageSize=50`,
  ];
  return closedLoop((i) => fetch(requests[i % requests.length](i), { headers: auth }), 400);
}

async function run(phase) {
  const api = startApi(PORT, { nodeOptions: process.env.BENCH_NODE_OPTIONS ?? '' });
  try {
    await waitUp(BASE);
    const auth = await signIn(BASE, email, password);
    const out = {};
    if (phase === 'afterLoad') out.warmUpLoad = await warmUpLoad(auth);
    out.health = await closedLoop(() => fetch(`${BASE}/health`), 200);
    out.idleRssMb = await idleRss(api.child.pid);
    out.export = await measureExport(api.child.pid, auth);
    out.export.peakOverIdle = round(out.export.rssPeakMb / out.idleRssMb, 2);
    out.export.addedMb = round(out.export.rssPeakMb - out.idleRssMb);
    out.export.secondsOverHealthP50 = Math.round((out.export.seconds * 1000) / out.health.p50);
    return out;
  } finally {
    await api.stop();
  }
}

const fresh = await run('fresh');
const afterLoad = await run('afterLoad');
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      dialect: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      nodeOptions: process.env.BENCH_NODE_OPTIONS ?? '',
      exportFrom,
      fresh,
      afterLoad,
    },
    null,
    2,
  ),
);
