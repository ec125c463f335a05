#!/usr/bin/env node
// Memory soak: does the API's resident memory level off under steady load, or keep growing?
// Starts its own API (api/dist, as `npm start` runs it) on a fresh PGlite directory (removed
// after) or on DATABASE_URL, signs up one company and runs an open loop for SOAK_MINUTES:
// creates with SOAK_NOTES_KB of notes spread over the last 60 days (the history grows, today's
// sheet stays a day's worth), today's all-desks sheet, a history word search, /health, and one
// live event stream that hears every create. The API's RSS (/proc/<pid>/status) is sampled every
// SOAK_SAMPLE_S seconds. Prints one line per sample and, at the end, the median RSS of each
// tenth of the run and of each minute, and the slope (least squares, MB a minute) of the first
// and the last half: memory that levels off shows a last half near 0; a leak a steady climb.
// Usage: node bench/soak.mjs                        (PGlite, 30 minutes)
//        SOAK_MINUTES=10 DATABASE_URL=postgres://… node bench/soak.mjs
//   SOAK_CREATES_PER_S (default 5), SOAK_READS_PER_S (default 3: sheet, search, health in
//   turn), SOAK_NOTES_KB (default 5), SOAK_SAMPLE_S (default 10), BENCH_API_PORT (default 4170),
//   SOAK_MAX_IN_FLIGHT (default 20 per loop; more are shed and counted), SOAK_JSON=file writes the samples and summary as JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { signIn, sleep, startApi, waitUp } from './lib/api-process.mjs';

const require = createRequire(import.meta.url);
const { signUp } = require('../scripts/testkit/sign-up.cjs');

const num = (name, fallback) => Number(process.env[name] ?? fallback);
const MINUTES = num('SOAK_MINUTES', 30);
const CREATES_PER_S = num('SOAK_CREATES_PER_S', 5);
const READS_PER_S = num('SOAK_READS_PER_S', 3);
const NOTES_KB = num('SOAK_NOTES_KB', 5);
const SAMPLE_S = num('SOAK_SAMPLE_S', 10);
const PORT = num('BENCH_API_PORT', 4170);
const BASE = `http://127.0.0.1:${PORT}/api/v1`;

const ownDir =
  process.env.DATABASE_URL || process.env.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
if (ownDir) process.env.DATA_DIR = ownDir;

const rssMb = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 102.4) / 10;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const api = startApi(PORT);
const counts = { creates: 0, reads: 0, non2xx: 0, errors: 0, shed: 0, events: 0 };
let stream = null;
try {
  await waitUp(BASE);
  const email = `soak.${Date.now()}@example.com`;
  const password = 'correct horse battery';
  await signUp({ api: BASE, email, password, companyName: 'Soak Co' });
  let auth = await signIn(BASE, email, password);
  // Notes of ordinary words (a note of one repeated letter made every word search a full walk).
  const vocabulary =
    'invoice delivery callback order refund meeting quote account contract renewal parcel address'.split(' ');
  const noteOf = (i) => {
    let text = '';
    for (let k = i; text.length < NOTES_KB * 1000 - 20; k = (k * 7 + 3) % 9973)
      text += `${vocabulary[k % vocabulary.length]} ${k} `;
    return text.slice(0, NOTES_KB * 1000 - 20);
  };
  const dayMs = 86_400_000;
  const startOfToday = new Date(new Date().setHours(0, 0, 0, 0));
  const sheetUrl = `${BASE}/calls/sheet?from=${encodeURIComponent(startOfToday.toISOString())}&to=${encodeURIComponent(
    new Date(startOfToday.getTime() + dayMs).toISOString(),
  )}`;

  // One live stream, read to the end of each event (a browser's EventSource).
  stream = new AbortController();
  void (async () => {
    try {
      const res = await fetch(`${BASE}/events`, { headers: auth, signal: stream.signal });
      const decoder = new TextDecoder();
      for await (const chunk of res.body)
        counts.events += (decoder.decode(chunk).match(/^event:/gm) ?? []).length;
    } catch {
      /* ended at the close */
    }
  })();

  const send = async (url, init) => {
    try {
      const res = await fetch(url, { ...init, headers: { ...auth, ...init?.headers } });
      const body = await res.arrayBuffer();
      // The first few refusals are shown: a run of only refusals measures nothing.
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
    send(`${BASE}/calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        direction: i % 2 ? 'in' : 'out',
        contactName: `Soak caller ${i}`,
        phone: `(212) 555-${String(i % 10_000).padStart(4, '0')}`,
        notes: noteOf(i),
        occurredAt: new Date(Date.now() - (i % 60) * dayMs - (i % 1000) * 1000).toISOString(),
      }),
    }).then((ok) => ok && counts.creates++);
  const words = ['caller 17', 'hopper', '555-0142'];
  const reads = [
    () => send(sheetUrl),
    (i) => send(`${BASE}/calls?q=${encodeURIComponent(words[i % words.length])}&pageSize=50`),
    () => send(`${BASE}/health`),
  ].map((read) => (i) => read(i).then((ok) => ok && counts.reads++));

  const started = Date.now();
  const endAt = started + MINUTES * 60_000;
  const samples = [];
  const sampler = setInterval(() => {
    const s = { s: Math.round((Date.now() - started) / 1000), rssMb: rssMb(api.child.pid), ...counts };
    samples.push(s);
    console.log(JSON.stringify(s));
  }, SAMPLE_S * 1000);
  // Sessions last 15 minutes: a new sign-in every 10.
  const renew = setInterval(async () => (auth = await signIn(BASE, email, password)), 600_000);

  // Open loops, evenly spaced, sent whether or not earlier answers came (as independent users
  // do), but at most SOAK_MAX_IN_FLIGHT waiting per loop: a request due beyond that is counted
  // as shed, so a machine too busy to keep up shows as sheds, not as an ever-growing queue.
  const maxInFlight = num('SOAK_MAX_IN_FLIGHT', 20);
  const loop = async (perS, fn) => {
    const inFlight = new Set();
    for (let i = 0; Date.now() < endAt; i++) {
      const due = started + (i * 1000) / perS;
      if (due > Date.now()) await sleep(due - Date.now());
      if (inFlight.size >= maxInFlight) {
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
  clearInterval(sampler);
  clearInterval(renew);

  const tenths = Array.from({ length: 10 }, (_, k) => {
    const part = samples.filter((s) => s.s > (k * MINUTES * 60) / 10 && s.s <= ((k + 1) * MINUTES * 60) / 10);
    return part.length ? median(part.map((s) => s.rssMb)) : null;
  });
  /** MB a minute of the samples from `from` to `to` seconds (least squares). */
  const slope = (from, to) => {
    const part = samples.filter((s) => s.s > from && s.s <= to);
    const mx = part.reduce((n, s) => n + s.s, 0) / part.length;
    const my = part.reduce((n, s) => n + s.rssMb, 0) / part.length;
    const sxy = part.reduce((n, s) => n + (s.s - mx) * (s.rssMb - my), 0);
    const sxx = part.reduce((n, s) => n + (s.s - mx) ** 2, 0);
    return sxx ? Math.round((sxy / sxx) * 60 * 100) / 100 : null;
  };
  const half = (MINUTES * 60) / 2;
  const summary = {
    engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    minutes: MINUTES,
    createsPerS: CREATES_PER_S,
    readsPerS: READS_PER_S,
    notesKb: NOTES_KB,
    ...counts,
    rssMaxMb: Math.max(...samples.map((s) => s.rssMb)),
    rssMedianByTenthMb: tenths,
    rssMedianByMinuteMb: Array.from({ length: Math.ceil(MINUTES) }, (_, m) => {
      const part = samples.filter((s) => s.s > m * 60 && s.s <= (m + 1) * 60);
      return part.length ? median(part.map((s) => s.rssMb)) : null;
    }),
    slopeMbPerMin: { firstHalf: slope(0, half), lastHalf: slope(half, MINUTES * 60) },
  };
  console.log(JSON.stringify(summary, null, 2));
  if (process.env.SOAK_JSON)
    fs.writeFileSync(process.env.SOAK_JSON, JSON.stringify({ summary, samples }, null, 2));
} finally {
  stream?.abort();
  await api.stop();
  if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true });
}
