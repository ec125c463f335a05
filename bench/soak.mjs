#!/usr/bin/env node
// Memory soak: does the API's resident memory level off under steady load, or keep growing?
// Starts its own API (api/dist, as `npm start` runs it) on a fresh PGlite directory (removed
// after) or on DATABASE_URL, signs up one company and runs an open loop for SOAK_MINUTES:
// creates with SOAK_NOTES_KB of notes spread over the last 60 days (the history grows, today's
// sheet stays a day's worth), today's all-desks sheet, a history word search, /health, and one
// live event stream that hears every create. The API's RSS (/proc/<pid>/status) is sampled every
// SOAK_SAMPLE_S seconds, and every SOAK_REGIONS_S seconds its memory by kind of region
// (/proc/<pid>/smaps_rollup and /proc/<pid>/smaps: glibc's main heap and thread arenas, code,
// WebAssembly memories, other anonymous mappings by size, files; bench/lib/proc-memory.mjs).
// Prints one line per sample and, at the end, the median RSS of each tenth and of each minute,
// the slope (least squares, MB a minute) of the first and the last half (memory that levels off
// shows a last half near 0; a leak a steady climb), and each region's first, middle and last
// sample and its last-half slope.
//
// SOAK_VARIANTS compares environments side by side, paired: one API per variant (`|`-separated,
// each a space-separated list of NAME=value for its environment), each on its own database and
// port (BENCH_API_PORT + its index), each with its own company and its own identical load, all at
// the same time, so a shared machine's load falls on all alike (`NAME=` removes NAME, e.g. a
// default of scripts/lib.mjs API_ENV). Each variant's latencies (p50, p95 by kind of request) are
// printed beside its memory. E.g. glibc's malloc settings:
//   SOAK_VARIANTS='MALLOC_ARENA_MAX=1|MALLOC_ARENA_MAX=2|MALLOC_MMAP_THRESHOLD_=' nice -n 19 node bench/soak.mjs
// Usage: node bench/soak.mjs                        (PGlite, 30 minutes, one API as `npm start` runs it)
//        SOAK_MINUTES=10 DATABASE_URL=postgres://… node bench/soak.mjs
//   SOAK_CREATES_PER_S (default 5), SOAK_READS_PER_S (default 3: sheet, search, health in
//   turn), SOAK_NOTES_KB (default 5), SOAK_SAMPLE_S (default 10), SOAK_REGIONS_S (default 60),
//   BENCH_API_PORT (default 4170), SOAK_MAX_IN_FLIGHT (default 20 per loop; more are shed and
//   counted), SOAK_JSON=file writes the samples and summary as JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { signIn, sleep, startApi, waitUp } from './lib/api-process.mjs';
import { regions, rollup, rssMb } from './lib/proc-memory.mjs';

const require = createRequire(import.meta.url);
const { signUp } = require('../scripts/testkit/sign-up.cjs');

const num = (name, fallback) => Number(process.env[name] ?? fallback);
const MINUTES = num('SOAK_MINUTES', 30);
const CREATES_PER_S = num('SOAK_CREATES_PER_S', 5);
const READS_PER_S = num('SOAK_READS_PER_S', 3);
const NOTES_KB = num('SOAK_NOTES_KB', 5);
const SAMPLE_S = num('SOAK_SAMPLE_S', 10);
const REGIONS_S = num('SOAK_REGIONS_S', 60);
const PORT = num('BENCH_API_PORT', 4170);
const MAX_IN_FLIGHT = num('SOAK_MAX_IN_FLIGHT', 20);
const VARIANTS = (process.env.SOAK_VARIANTS ?? '').split('|').map((v) => v.trim());

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** MB a minute of `key` over the samples from `from` to `to` seconds (least squares). */
function slope(samples, from, to, key = (s) => s.rssMb) {
  const part = samples.filter((s) => s.s > from && s.s <= to);
  const mx = part.reduce((n, s) => n + s.s, 0) / part.length;
  const my = part.reduce((n, s) => n + key(s), 0) / part.length;
  const sxy = part.reduce((n, s) => n + (s.s - mx) * (key(s) - my), 0);
  const sxx = part.reduce((n, s) => n + (s.s - mx) ** 2, 0);
  return sxx ? Math.round((sxy / sxx) * 60 * 100) / 100 : null;
}

// Notes of ordinary words (a note of one repeated letter made every word search a full walk).
const vocabulary =
  'invoice delivery callback order refund meeting quote account contract renewal parcel address'.split(' ');
const noteOf = (i) => {
  let text = '';
  for (let k = i; text.length < NOTES_KB * 1000 - 20; k = (k * 7 + 3) % 9973)
    text += `${vocabulary[k % vocabulary.length]} ${k} `;
  return text.slice(0, NOTES_KB * 1000 - 20);
};

/** One API with `variant`'s environment on port `port`: started, signed up, with its own database. */
async function startInstance(variant, port) {
  // NAME= (empty) removes NAME from the API's environment (e.g. a default of API_ENV).
  const env = Object.fromEntries(
    variant
      .split(' ')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1) || undefined]),
  );
  const ownDir =
    process.env.DATABASE_URL || (process.env.DATA_DIR && VARIANTS.length === 1)
      ? null
      : fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
  if (ownDir) env.DATA_DIR = ownDir;
  const base = `http://127.0.0.1:${port}/api/v1`;
  const api = startApi(port, { env });
  const instance = {
    variant: variant || '(as npm start)',
    api,
    base,
    ownDir,
    counts: { creates: 0, reads: 0, non2xx: 0, errors: 0, shed: 0, events: 0 },
    // Latencies (ms) of the answered requests by kind, with the second of the run they ended in.
    latencies: { create: [], sheet: [], search: [], health: [] },
    refused: {}, // answers other than 2xx by kind and status
    samples: [],
    regionSamples: [],
  };
  await waitUp(base);
  instance.email = `soak.${Date.now()}.${port}@example.com`;
  instance.password = 'correct horse battery';
  await signUp({ api: base, email: instance.email, password: instance.password, companyName: 'Soak Co' });
  instance.auth = await signIn(base, instance.email, instance.password);
  return instance;
}

/** `instance`'s load until `endAt`: an event stream, creates and reads as open loops. */
async function load(instance, started, endAt) {
  const { base, counts } = instance;
  const dayMs = 86_400_000;
  const startOfToday = new Date(new Date().setHours(0, 0, 0, 0));
  const sheetUrl = `${base}/calls/sheet?from=${encodeURIComponent(startOfToday.toISOString())}&to=${encodeURIComponent(
    new Date(startOfToday.getTime() + dayMs).toISOString(),
  )}`;

  // One live stream, read to the end of each event (a browser's EventSource).
  instance.stream = new AbortController();
  void (async () => {
    try {
      const res = await fetch(`${base}/events`, { headers: instance.auth, signal: instance.stream.signal });
      const decoder = new TextDecoder();
      for await (const chunk of res.body)
        counts.events += (decoder.decode(chunk).match(/^event:/gm) ?? []).length;
    } catch {
      /* ended at the close */
    }
  })();

  const send = async (url, init, kind) => {
    const t = performance.now();
    try {
      const res = await fetch(url, { ...init, headers: { ...instance.auth, ...init?.headers } });
      const body = await res.arrayBuffer();
      if (res.ok)
        instance.latencies[kind].push([Math.round((Date.now() - started) / 1000), performance.now() - t]);
      // The first few refusals are shown: a run of only refusals measures nothing.
      if (!res.ok)
        instance.refused[`${kind} ${res.status}`] = (instance.refused[`${kind} ${res.status}`] ?? 0) + 1;
      if (!res.ok && counts.non2xx++ < 3)
        console.error(
          `${init?.method ?? 'GET'} ${url} → ${res.status} ${Buffer.from(body).toString().slice(0, 300)}`,
        );
      return res.ok;
    } catch {
      counts.errors++;
      return false;
    }
  };
  const create = (i) =>
    send(
      `${base}/calls`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          direction: i % 2 ? 'in' : 'out',
          contactName: `Soak caller ${i}`,
          phone: `(212) 555-${String(i % 10_000).padStart(4, '0')}`,
          notes: noteOf(i),
          occurredAt: new Date(Date.now() - (i % 60) * dayMs - (i % 1000) * 1000).toISOString(),
        }),
      },
      'create',
    ).then((ok) => ok && counts.creates++);
  const words = ['caller 17', 'hopper', '555-0142'];
  const reads = [
    () => send(sheetUrl, {}, 'sheet'),
    (i) => send(`${base}/calls?q=${encodeURIComponent(words[i % words.length])}&pageSize=50`, {}, 'search'),
    () => send(`${base}/health`, {}, 'health'),
  ].map((read) => (i) => read(i).then((ok) => ok && counts.reads++));

  // Sessions last 15 minutes: a new sign-in every 10.
  const renew = setInterval(async () => {
    instance.auth = await signIn(base, instance.email, instance.password).catch(() => instance.auth);
  }, 600_000);
  // Open loops, evenly spaced, sent whether or not earlier answers came (as independent users
  // do), but at most SOAK_MAX_IN_FLIGHT waiting per loop: a request due beyond that is counted
  // as shed, so a machine too busy to keep up shows as sheds, not as an ever-growing queue.
  const loop = async (perS, fn) => {
    const inFlight = new Set();
    for (let i = 0; Date.now() < endAt; i++) {
      const due = started + (i * 1000) / perS;
      if (due > Date.now()) await sleep(due - Date.now());
      if (inFlight.size >= MAX_IN_FLIGHT) {
        counts.shed++;
        continue;
      }
      const p = fn(i).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.all(inFlight);
  };
  await Promise.all([
    loop(CREATES_PER_S, create),
    loop(READS_PER_S, (i) => reads[i % reads.length](Math.floor(i / reads.length))),
  ]);
  clearInterval(renew);
}

/** `instance`'s figures at the end of the run. */
function summarize(instance) {
  const { samples, regionSamples } = instance;
  const half = (MINUTES * 60) / 2;
  const medianOf = (from, to) => {
    const part = samples.filter((s) => s.s > from && s.s <= to);
    return part.length ? median(part.map((s) => s.rssMb)) : null;
  };
  // Each region: its first, middle and last sample and the slope of its last half (MB a minute).
  const regionKeys = regionSamples.length ? Object.keys(regionSamples[0]).filter((k) => k !== 's') : [];
  const mid = regionSamples[Math.floor(regionSamples.length / 2)];
  const byRegion = Object.fromEntries(
    regionKeys
      .filter((k) => typeof regionSamples[0][k] === 'number')
      .map((k) => [
        k,
        {
          first: regionSamples[0][k],
          mid: mid[k],
          last: regionSamples.at(-1)[k],
          slopeLastHalf: slope(regionSamples, half, MINUTES * 60, (s) => s[k]),
        },
      ]),
  );
  // p50 and p95 of each kind of request, over the whole run and its last half.
  const pct = (xs, p) =>
    xs.length ? Math.round([...xs].sort((a, b) => a - b)[Math.floor((p / 100) * xs.length)] * 10) / 10 : null;
  const latencyMs = Object.fromEntries(
    Object.entries(instance.latencies).map(([kind, list]) => {
      const all = list.map(([, ms]) => ms);
      const last = list.filter(([s]) => s > half).map(([, ms]) => ms);
      return [kind, { n: all.length, p50: pct(all, 50), p95: pct(all, 95), lastHalfP95: pct(last, 95) }];
    }),
  );
  return {
    variant: instance.variant,
    engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    minutes: MINUTES,
    createsPerS: CREATES_PER_S,
    readsPerS: READS_PER_S,
    notesKb: NOTES_KB,
    ...instance.counts,
    refused: instance.refused,
    rssMaxMb: Math.max(...samples.map((s) => s.rssMb)),
    rssMedianByTenthMb: Array.from({ length: 10 }, (_, k) =>
      medianOf((k * MINUTES * 60) / 10, ((k + 1) * MINUTES * 60) / 10),
    ),
    rssMedianByMinuteMb: Array.from({ length: Math.ceil(MINUTES) }, (_, m) => medianOf(m * 60, (m + 1) * 60)),
    slopeMbPerMin: { firstHalf: slope(samples, 0, half), lastHalf: slope(samples, half, MINUTES * 60) },
    regionsMb: byRegion,
    latencyMs,
  };
}

const instances = [];
try {
  for (const [k, variant] of VARIANTS.entries()) instances.push(await startInstance(variant, PORT + k));
  const started = Date.now();
  const endAt = started + MINUTES * 60_000;
  const at = () => Math.round((Date.now() - started) / 1000);
  const sampler = setInterval(() => {
    for (const instance of instances) {
      const s = { s: at(), rssMb: rssMb(instance.api.child.pid), ...instance.counts };
      instance.samples.push(s);
      console.log(JSON.stringify({ variant: instance.variant, ...s }));
    }
  }, SAMPLE_S * 1000);
  const regionSampler = setInterval(() => {
    for (const instance of instances) {
      const pid = instance.api.child.pid;
      const { largest, ...byKind } = regions(pid);
      const r = { s: at(), rollup: rollup(pid), ...byKind };
      instance.regionSamples.push({ s: r.s, rollupRss: r.rollup.rss, rollupAnon: r.rollup.anon, ...byKind });
      console.log(JSON.stringify({ variant: instance.variant, regions: r, largest }));
    }
  }, REGIONS_S * 1000);
  await Promise.all(instances.map((instance) => load(instance, started, endAt)));
  clearInterval(sampler);
  clearInterval(regionSampler);
  const summaries = instances.map(summarize);
  console.log(JSON.stringify(summaries.length === 1 ? summaries[0] : summaries, null, 2));
  if (process.env.SOAK_JSON)
    fs.writeFileSync(
      process.env.SOAK_JSON,
      JSON.stringify(
        instances.map((instance, k) => ({
          summary: summaries[k],
          samples: instance.samples,
          regions: instance.regionSamples,
        })),
        null,
        2,
      ),
    );
} finally {
  for (const instance of instances) {
    instance.stream?.abort();
    await instance.api.stop();
    if (instance.ownDir) fs.rmSync(instance.ownDir, { recursive: true, force: true });
  }
}
