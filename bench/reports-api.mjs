#!/usr/bin/env node
// The Reports route's latency on seeded data (bench/phonesheet-seed.mjs 1000000: 1 M calls over
// three years, ≈ 913 a day, each outgoing call the call back of the incoming one before it),
// beside GET /health in the same run. Every preset of the page (today, 7 days, 30 days) for all
// 20 desks and for one desk (BENCH_YEAR=1: also the longest range, 366 days); one client at a time (a report
// is asked for by a person, not in bursts), then 4 at once for the 30-day all-desks report.
// Starts its own API from api/dist on the seeded database.
// Usage: DATA_DIR=.data-bench node bench/reports-api.mjs <email> <password>
//        (BENCH_ROUNDS, default 60; BENCH_TZ, default UTC; BENCH_YEAR=1; BENCH_API_PORT; BENCH_API_DIST)
//        DATABASE_URL=postgres://… node bench/reports-api.mjs <email> <password>
import { closedLoop, signIn, startApi, waitUp } from './lib/api-process.mjs';

const PORT = Number(process.env.BENCH_API_PORT ?? 4160);
const BASE = `http://127.0.0.1:${PORT}/api/v1`;
const [email, password] = process.argv.slice(2);
if (!email || !password) throw new Error('usage: node bench/reports-api.mjs <email> <password>');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);

const api = startApi(PORT);
try {
  await waitUp(BASE);
  const auth = await signIn(BASE, email, password);
  const me = await (await fetch(`${BASE}/auth/getMe`, { headers: auth })).json();
  // BENCH_TZ: the report's zone (default UTC); a named zone adds its conversion of each call's time.
  const tz = encodeURIComponent(process.env.BENCH_TZ ?? 'UTC');
  const get = (query) => () => fetch(`${BASE}/reports?tz=${tz}&${query}`, { headers: auth });
  // What a 30-day report holds, once (and a check that the seed has returns to measure).
  const sample = await (await get('days=30')()).json();
  const calls30 = sample.data.totals.incoming + sample.data.totals.outgoing;
  if (!sample.data.returns.returned) throw new Error('the seed has no call backs: re-seed');
  const year = (() => {
    const to = new Date();
    const from = new Date(to.getTime() - 365 * 86_400_000);
    return `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
  })();
  const reads = {
    health: () => fetch(`${BASE}/health`),
    today: get('days=1'),
    days7: get('days=7'),
    days30: get('days=30'),
    days30OneDesk: get(`days=30&desk=${me.data._id}`),
    // The longest range reads a third of the million calls: BENCH_YEAR=1 (no target).
    ...(process.env.BENCH_YEAR === '1' ? { days366: get(year) } : {}),
  };
  // Warm-up: JIT, the pool's connections and the database's caches, not measured.
  for (const request of Object.values(reads)) await closedLoop(request, 5, 1);
  const results = {};
  for (const [name, request] of Object.entries(reads)) results[name] = await closedLoop(request, ROUNDS, 1);
  results.days30FourClients = await closedLoop(reads.days30, ROUNDS * 2, 4);
  const h = results.health.p95;
  results.ratios = Object.fromEntries(
    Object.keys(reads)
      .filter((k) => k !== 'health')
      .map((k) => [`${k}P95`, Math.round((results[k].p95 / h) * 10) / 10]),
  );
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        dialect: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        timeZone: process.env.BENCH_TZ ?? 'UTC',
        callsIn30Days: calls30,
        returnedIn30Days: sample.data.returns.returned,
        ...results,
      },
      null,
      2,
    ),
  );
} finally {
  await api.stop();
}
