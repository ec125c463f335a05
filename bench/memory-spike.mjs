#!/usr/bin/env node
// The memory spike of issue 44 (PGlite, ≈ 20,000 calls of today with 5 KB notes): which work
// makes the API's resident memory jump. Starts the built API (api/dist) on a fresh PGlite
// directory, imports SPIKE_CALLS calls dated today with SPIKE_NOTES_KB of varied words each
// (CSV imports of ≤ 20 MB), then runs each phase alone while sampling RSS every 100 ms:
// idle (the upkeep's VACUUM, PGLITE_UPKEEP_MINUTES=1), today's all-desks sheet read
// SPIKE_READERS at a time, and a history word search. Prints the peak and the settled RSS of
// each phase, and the bytes of the sheet's answer. SPIKE_DISTS lists API builds (default api/dist) that take turns on the same data
// after the one import, each started afresh on it: two builds compared in one run.
// Usage: node bench/memory-spike.mjs   (SPIKE_CALLS 10000, SPIKE_NOTES_KB 5, SPIKE_READERS 3,
//        SPIKE_IDLE_S 70 (0 skips the idle phase), SPIKE_DISTS api/dist, BENCH_API_PORT 4171;
//        API environment passes through, e.g. SHEET_CACHE_MB=0)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { signIn, sleep, startApi, waitUp } from './lib/api-process.mjs';

const { signUp } = createRequire(import.meta.url)('../scripts/testkit/sign-up.cjs');
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const CALLS = num('SPIKE_CALLS', 10_000);
const NOTES_KB = num('SPIKE_NOTES_KB', 5);
const READERS = num('SPIKE_READERS', 3);
const IDLE_S = num('SPIKE_IDLE_S', 70);
const DISTS = (process.env.SPIKE_DISTS ?? 'api/dist').split(',').filter(Boolean);
const PORT = num('BENCH_API_PORT', 4171);
const BASE = `http://127.0.0.1:${PORT}/api/v1`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spike-'));
process.env.DATA_DIR = dir;
process.env.PGLITE_UPKEEP_MINUTES ??= '1';
const rssMb = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

let api;
let samples = [];
const sampler = setInterval(() => {
  try {
    if (api) samples.push(rssMb(api.child.pid));
  } catch {
    /* exited */
  }
}, 100);
let dist = DISTS[0];
const start = async () => {
  process.env.BENCH_API_DIST = dist;
  api = startApi(PORT);
  await waitUp(BASE);
};
/** Runs `work`, returns the peak RSS while it ran and the RSS 5 s after (and the bytes of a sheet). */
async function phase(name, work) {
  samples = [];
  const t = Date.now();
  const result = await work();
  const ms = Date.now() - t;
  const peak = Math.max(...samples);
  await sleep(5000);
  const settled = samples[samples.length - 1];
  const line = { dist, phase: name, ms, peakMb: peak, after5sMb: settled };
  if (Array.isArray(result)) line.sheetBytes = result[0];
  console.log(JSON.stringify(line));
  return line;
}
try {
  await start();
  const email = `spike.${Date.now()}@example.com`;
  const password = 'correct horse battery';
  await signUp({ api: BASE, email, password, companyName: 'Spike Co' });
  const auth = await signIn(BASE, email, password);
  const words =
    'invoice delivery callback order refund meeting quote account contract renewal parcel address'.split(' ');
  const noteOf = (i) => {
    let text = '';
    for (let k = i + 1; text.length < NOTES_KB * 1000 - 20; k = (k * 7 + 3) % 9973)
      text += `${words[k % words.length]} ${k} `;
    return text.slice(0, NOTES_KB * 1000 - 20);
  };
  const perFile = Math.floor(18_000_000 / (NOTES_KB * 1000 + 80));
  const header = 'direction,name,company,phone,extension,status,priority,notes,occurredAt';
  await phase('import', async () => {
    for (let from = 0; from < CALLS; from += perFile) {
      const lines = [header];
      for (let i = from; i < Math.min(CALLS, from + perFile); i++)
        lines.push(`in,Spike caller ${i},Acme,+1 212 555 ${1000 + (i % 9000)},,,today,${noteOf(i)},`);
      const res = await fetch(`${BASE}/calls/import`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'text/csv' },
        body: lines.join('\n'),
      });
      let job = (await res.json()).data;
      while (job && ['queued', 'checking', 'storing'].includes(job.status)) {
        await sleep(500);
        job = (await (await fetch(`${BASE}/calls/import/${job.id}`, { headers: auth })).json()).data;
      }
      if (res.status >= 300 || (job?.status && job.status !== 'done'))
        throw new Error(`import ${res.status} ${JSON.stringify(job)}`);
    }
  });
  const day = new Date(new Date().setHours(0, 0, 0, 0));
  const sheetUrl = `${BASE}/calls/sheet?from=${encodeURIComponent(day.toISOString())}&to=${encodeURIComponent(
    new Date(day.getTime() + 86_400_000).toISOString(),
  )}`;
  // Each build from a fresh start on the same data, so none inherits the import's heap.
  for (const build of DISTS) {
    await api.stop();
    dist = build;
    await start();
    Object.assign(auth, await signIn(BASE, email, password));
    await phase('started', () => sleep(3000));
    if (IDLE_S > 0) await phase(`idle ${IDLE_S} s (upkeep)`, () => sleep(IDLE_S * 1000));
    for (let round = 1; round <= 2; round++)
      await phase(`sheet x${READERS} (round ${round})`, () =>
        Promise.all(
          Array.from({ length: READERS }, async () => {
            const res = await fetch(sheetUrl, { headers: auth });
            const body = await res.arrayBuffer();
            if (!res.ok) throw new Error(`sheet ${res.status}`);
            return body.byteLength;
          }),
        ),
      );
    await phase('word search', async () => {
      const res = await fetch(`${BASE}/calls?q=parcel&pageSize=50`, { headers: auth });
      await res.arrayBuffer();
    });
  }
} finally {
  clearInterval(sampler);
  await api?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
