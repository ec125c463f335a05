#!/usr/bin/env node
// Phone-sheet API latencies on seeded data (bench/phonesheet-seed.mjs), beside GET /health in
// the same run: history search (name and number), today's sheet, creating calls at a steady
// 200 requests/s (an open loop, evenly spaced), the all-desks sheet while calls are being logged
// (the CSV export's memory: bench/csv-export.mjs).
// Each phase but the mixed one also gives the API process's CPU per request (`apiCpuMs`; with
// PGlite the engine's too, PostgreSQL's own is not in it): another build's code on a busy machine.
// Reads run with 4 clients at once, then with one client at a time (`oneClient`).
// Starts its own API from api/dist on the seeded database; the calls an earlier run created
// are soft-deleted first, so every run sees the same sheet.
// Usage: DATA_DIR=.data-bench node bench/phonesheet-api.mjs <email> <password>
//        DATABASE_URL=postgres://… node bench/phonesheet-api.mjs <email> <password>
//   BENCH_API_DIST=other/api/dist   measure another build (e.g. an earlier commit's) on the same data
//   SHEET_CACHE_MB=0   the API without its sheet cache (every sheet read asks the database)
//   SEARCH_COUNTS_MAX=0   the API without its kept counts (every history page counts its filter)
//   BENCH_NODE_OPTIONS=…   NODE_OPTIONS of the measured API, beside the flags `npm start` gives it (API_NODE_FLAGS)
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, closedLoop, cpuMs, getBytes, openLoop, signIn, startApi, waitUp } from './lib/api-process.mjs';

const require = createRequire(new URL('../api/package.json', import.meta.url));
const PORT = Number(process.env.BENCH_API_PORT ?? 4120);
const BASE = `http://127.0.0.1:${PORT}/api/v1`;
const [email, password] = process.argv.slice(2);
if (!email || !password) throw new Error('usage: node bench/phonesheet-api.mjs <email> <password>');

// The calls the create measurement logs (notes 'benchmark') are removed after the run, and
// before it in case a run was cut short, and the table vacuumed: every run's reads see the
// database the seed made. Left soft-deleted, they stayed at the head of the time index (their
// entries remain until a vacuum) and every word search walked through all earlier runs' calls
// first; left live, they spread over the pages the vacuum had freed, one call per page.
async function removeBenchmarkCalls() {
  const { createDatabase } = require(path.join(ROOT, 'api/dist/db/database.js'));
  const { sql } = require('kysely');
  const database = await createDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data-bench')),
    inMemoryDatabase: false,
    // The vacuum of a million calls may take longer than the API's 10 s statement limit.
    databaseTimeouts: { connectMs: 10_000, statementMs: 3_600_000, idleInTransactionMs: 3_600_000 },
  });
  // call_changes go with their calls (on delete cascade).
  await sql`delete from calls where notes = 'benchmark'`.execute(database.db);
  await sql`vacuum (analyze) calls, call_changes`.execute(database.db);
  await database.close();
}
await removeBenchmarkCalls();

const api = startApi(PORT, { nodeOptions: process.env.BENCH_NODE_OPTIONS ?? '' });

try {
  await waitUp(BASE);
  const auth = await signIn(BASE, email, password);
  const day = new Date();
  const from = new Date(day.getFullYear(), day.getMonth(), day.getDate()).toISOString();
  const to = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).toISOString();
  const words = ['hopper', 'lovelace acme', 'invoice', 'turing', 'delivery'];
  // The same words typed with accents the calls do not have: they fold to the words above
  // (migration 026), and must find the same calls as fast.
  const accented = ['höpper', 'lövelace ácme', 'invoïce', 'türing', 'délivery'];
  const numbers = ['(212) 555-0100', '+1 212 300 1234', '2124567890', '555-0188'];

  // Warm-up: caches and JIT, not measured.
  for (let i = 0; i < 30; i++) await (await fetch(`${BASE}/calls?q=hopper`, { headers: auth })).arrayBuffer();

  const me = await (await fetch(`${BASE}/auth/getMe`, { headers: auth })).json();
  const get = (url) => fetch(url, { headers: auth });
  const sheetUrl = `${BASE}/calls/sheet?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  /** Each read: 4 clients at once (300 requests; the headline numbers), then one at a time (100). */
  const reads = {
    health: () => fetch(`${BASE}/health`),
    searchName: (i) => get(`${BASE}/calls?q=${encodeURIComponent(words[i % words.length])}&pageSize=50`),
    searchAccented: (i) =>
      get(`${BASE}/calls?q=${encodeURIComponent(accented[i % accented.length])}&pageSize=50`),
    searchNumber: (i) =>
      get(`${BASE}/calls?q=${encodeURIComponent(numbers[i % numbers.length])}&pageSize=50`),
    searchFiltered: (i) =>
      get(
        `${BASE}/calls?priority=asap&direction=in&sort=contactName&order=asc&page=${1 + (i % 20)}&pageSize=50`,
      ),
    sheetOneDesk: () => get(`${sheetUrl}&desk=${me.data._id}`),
    // fetch accepts gzip and inflates it here, on the same two cores: a cached all-desks sheet
    // comes gzipped (≈ 80 kB instead of ≈ 0.8 MB). `sheetIdentity` takes it uncompressed.
    sheet: () => get(sheetUrl),
    sheetIdentity: () => fetch(sheetUrl, { headers: { ...auth, 'accept-encoding': 'identity' } }),
    // Gzipped as a browser asks for it, timed to the last byte and not inflated here: the
    // server's answer without the bench's own inflating on the API's two cores.
    sheetGzip: () => getBytes(sheetUrl, { ...auth, 'accept-encoding': 'gzip, deflate, br' }),
  };
  /** `phase`'s summary with the API's CPU per request of its `count` requests. */
  const withCpu = async (count, phase) => {
    const before = cpuMs(api.child.pid);
    const summary = await phase();
    return { ...summary, apiCpuMs: Math.round(((cpuMs(api.child.pid) - before) / count) * 100) / 100 };
  };
  const results = {};
  for (const [name, request] of Object.entries(reads))
    results[name] = await withCpu(300, () => closedLoop(request, 300));
  results.oneClient = {};
  for (const [name, request] of Object.entries(reads))
    results.oneClient[name] = await withCpu(100, () => closedLoop(request, 100, 1));
  // Each rate runs 2 s unmeasured first: at the first creates the pool opens the connections the
  // 4-client phases above did not need, and each new PostgreSQL backend starts with cold caches.
  const health = () => ({ url: `${BASE}/health` });
  await openLoop(health, 200, 2);
  results.healthAt200rps = await openLoop(health, 200, 5);
  let n = 0;
  const create = () => {
    n++;
    return {
      method: 'POST',
      url: `${BASE}/calls`,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        contactName: `Bench ${n}`,
        phone: `+1 212 9${String(n % 100).padStart(2, '0')} ${String(1000 + (n % 9000))}`,
        notes: 'benchmark',
      }),
    };
  };
  // The all-desks sheet read by 4 clients while the company logs 10 calls a second (each
  // changes the sheet): the API's sheet cache (SHEET_CACHE_MB) applies every change.
  const logging = openLoop(create, 10, 8);
  results.sheetWhileLogging = await closedLoop(reads.sheet, 200);
  results.loggingDuringSheetReads = await logging;
  await openLoop(create, 200, 2);
  results.createAt200rps = await withCpu(2000, () => openLoop(create, 200, 10));

  const h = results.health.p95;
  results.ratios = {
    searchNameP95: Math.round((results.searchName.p95 / h) * 10) / 10,
    searchAccentedP95: Math.round((results.searchAccented.p95 / h) * 10) / 10,
    searchNumberP95: Math.round((results.searchNumber.p95 / h) * 10) / 10,
    sheetP95: Math.round((results.sheet.p95 / h) * 10) / 10,
    sheetOneDeskP95: Math.round((results.sheetOneDesk.p95 / h) * 10) / 10,
    sheetIdentityP95: Math.round((results.sheetIdentity.p95 / h) * 10) / 10,
    sheetGzipP95: Math.round((results.sheetGzip.p95 / h) * 10) / 10,
    createP99At200: Math.round((results.createAt200rps.p99 / results.healthAt200rps.p99) * 10) / 10,
  };
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        dialect: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        ...results,
      },
      null,
      2,
    ),
  );
} finally {
  await api.stop();
  await removeBenchmarkCalls();
}
