#!/usr/bin/env node
// Does one company's work stall the others? GET /health and another company's GET /calls,
// each sent 20 times a second (an open loop: a stalled server shows as latency, not as fewer
// requests), alone, during one 5,000-row CSV import and during three at once (three companies:
// one import per company at a time). Ratios against the alone baseline of the same run, on
// PGlite and, when given, on a PostgreSQL server (a fresh schema, dropped afterwards).
// Starts its own API from api/dist (as npm start runs it) on a new, empty database each time.
// An import answered 200/201 is done; one answered 202 (a background job) is followed on
// GET /calls/import/:id until it ends; a 429 (the company's previous job) is retried.
// Usage: node bench/tenant-stall.mjs [postgres://postgres@127.0.0.1:5432/test]
//   STALL_ROWS=5000      rows of each import        STALL_RATE=20   probe requests a second
//   STALL_DRY_RUN=1      dry runs instead of imports  BENCH_API_DIST=…  another build
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { sleep, startApi, summary, waitUp } from './lib/api-process.mjs';
import { signUp as signUpAdmin } from '../scripts/testkit/sign-up.cjs';

const require = createRequire(new URL('../api/package.json', import.meta.url));
const PORT = Number(process.env.BENCH_API_PORT ?? 4170);
const BASE = `http://127.0.0.1:${PORT}/api/v1`;
const ROWS = Number(process.env.STALL_ROWS ?? 5000);
const RATE = Number(process.env.STALL_RATE ?? 20);
const DRY = process.env.STALL_DRY_RUN === '1';
const ALONE_SECONDS = 5;
const postgresUrl = process.argv[2];

// node:http, not fetch: fetch gives up on an answer after 300 s, and a synchronous import on
// a busy machine takes longer.
const jsonAgent = new http.Agent({ keepAlive: true });
/** A JSON request; a string body goes as a CSV file (text/csv), as the app sends an import. */
function json(method, url, body, token) {
  const raw = typeof body === 'string';
  return new Promise((resolve, reject) => {
    const req = http.request(
      BASE + url,
      {
        method,
        agent: jsonAgent,
        headers: {
          ...(body ? { 'content-type': raw ? 'text/csv' : 'application/json' } : {}),
          ...(token ? { authorization: token } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const headers = { get: (name) => res.headers[name.toLowerCase()] ?? null };
          resolve({ status: res.statusCode, headers, body: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(raw ? body : body ? JSON.stringify(body) : undefined);
  });
}

/** Registers a company's admin, verifies the mailed code, signs in: the access token. */
async function signUp(companyName) {
  const { token } = await signUpAdmin({
    api: BASE,
    email: `stall.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'stall password 1',
    companyName,
    firstName: 'Stall',
    lastName: 'Bench',
    pollMs: 200,
    timeoutMs: 60_000,
  });
  return token;
}

function csv(rows, tag) {
  const lines = ['direction,name,company,phone,extension,status,priority,notes,occurredAt'];
  for (let i = 0; i < rows; i++)
    lines.push(
      `${i % 3 ? 'in' : 'out'},Caller ${tag} ${i},Company ${i % 97},+1 212 555 ${String(1000 + (i % 9000))},,,today,imported ${i},`,
    );
  return lines.join('\n');
}

/** One import to its end (synchronous answer, or a job followed until it ends): ms. */
async function importOnce(token, tag, rows = ROWS, dryRun = DRY) {
  const started = performance.now();
  for (;;) {
    const res = await json('POST', `/calls/import${dryRun ? '?dryRun=true' : ''}`, csv(rows, tag), token);
    if (res.status === 429) {
      await sleep(1000 * Number(res.headers.get('retry-after') ?? 1));
      continue;
    }
    if (res.status === 200 || res.status === 201) return performance.now() - started;
    if (res.status !== 202)
      throw new Error(`import: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    const url = (res.headers.get('location') ?? `/api/v1/calls/import/${res.body.data.id}`).replace(
      /^\/api\/v1/,
      '',
    );
    for (;;) {
      await sleep(250);
      const job = (await json('GET', url, undefined, token)).body.data;
      if (job.status === 'done') return performance.now() - started;
      if (job.status === 'failed' || job.status === 'cancelled')
        throw new Error(`import job ${job.status}: ${job.msg}`);
    }
  }
}

/**
 * `RATE` requests a second of each probe until `until` settles (at least `minSeconds`); each
 * latency counts from the moment its request was due.
 */
async function probe(probes, until, minSeconds = 0) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = Object.fromEntries(Object.keys(probes).map((k) => [k, []]));
  let done = false;
  void until.finally(() => (done = true));
  const answers = [];
  const start = performance.now();
  for (let i = 0; !done || performance.now() - start < minSeconds * 1000; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    for (const [name, headers] of Object.entries(probes))
      answers.push(
        new Promise((resolve, reject) => {
          const url = name === 'health' ? `${BASE}/health` : `${BASE}/calls?pageSize=20`;
          http
            .get(url, { agent, headers }, (res) => {
              res.resume();
              res.on('end', () => {
                if (res.statusCode !== 200) reject(new Error(`${name}: ${res.statusCode}`));
                latencies[name].push(performance.now() - due);
                resolve();
              });
            })
            .on('error', reject);
        }),
      );
  }
  const wall = await until;
  await Promise.all(answers);
  agent.destroy();
  return { wall, ...Object.fromEntries(Object.entries(latencies).map(([k, v]) => [k, summary(v)])) };
}

async function measure(engine, env) {
  Object.assign(process.env, env);
  const api = startApi(PORT);
  try {
    await waitUp(BASE);
    const observer = { authorization: await signUp('Observer Co') };
    const importers = [];
    for (const name of ['Import One', 'Import Two', 'Import Three']) importers.push(await signUp(name));
    // The observer's own sheet: a page of calls to read.
    await importOnce(observer.authorization, 'observer', 200, false);
    for (let i = 0; i < 40; i++) {
      await fetch(`${BASE}/health`);
      await fetch(`${BASE}/calls?pageSize=20`, { headers: observer });
    }
    const probes = { health: {}, calls: observer };
    const alone = await probe(
      probes,
      sleep(ALONE_SECONDS * 1000).then(() => 0),
      ALONE_SECONDS,
    );
    console.error(engine, 'alone', JSON.stringify(alone));
    const one = await probe(probes, importOnce(importers[0], 'one'));
    console.error(engine, 'one import', JSON.stringify(one));
    const three = await probe(
      probes,
      Promise.all(importers.map((t, i) => importOnce(t, `three${i}`))).then((ms) => Math.max(...ms)),
    );
    console.error(engine, 'three imports', JSON.stringify(three));
    return { engine, alone, one, three };
  } finally {
    await api.stop();
  }
}

function report({ engine, alone, one, three }) {
  const r = (x) => Math.round(x * 10) / 10;
  console.log(`\n${engine}: ${DRY ? 'dry runs' : 'imports'} of ${ROWS} rows, probes at ${RATE}/s`);
  console.log(
    'case           | import s | health p50 / p99 ms | ratio p50 / p99 | calls p50 / p99 ms | ratio p50 / p99',
  );
  for (const [name, m] of [
    ['alone', alone],
    ['one import', one],
    ['three imports', three],
  ])
    console.log(
      `${name.padEnd(14)} | ${
        name === 'alone'
          ? '   -   '
          : r(m.wall / 1000)
              .toString()
              .padStart(7)
      } | ` +
        `${m.health.p50} / ${m.health.p99} (n ${m.health.n}) | ${r(m.health.p50 / alone.health.p50)} / ${r(m.health.p99 / alone.health.p99)} | ` +
        `${m.calls.p50} / ${m.calls.p99} | ${r(m.calls.p50 / alone.calls.p50)} / ${r(m.calls.p99 / alone.calls.p99)}`,
    );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-stall-'));
try {
  report(await measure('PGlite', { DATA_DIR: dataDir }));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (postgresUrl) {
  const { Client } = require('pg');
  const schema = `stall_${Date.now()}`;
  const admin = new Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  try {
    process.env.DATABASE_URL = url.toString();
    report(await measure('PostgreSQL', {}));
  } finally {
    delete process.env.DATABASE_URL;
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
