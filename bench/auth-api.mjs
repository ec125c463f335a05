#!/usr/bin/env node
// Login and getMe under autocannon, beside GET /api/v1/health in the same run.
// Starts its own API from api/dist (build it first: `corepack pnpm --filter @phonesheet/api build`)
// on a fresh embedded database, with the rate limits lifted so the load is measured, not refused.
// Usage: node bench/auth-api.mjs [seconds-per-endpoint]
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signUp } from '../scripts/testkit/sign-up.cjs';

const require = createRequire(new URL('../api/package.json', import.meta.url));
const autocannon = require('autocannon');

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const PORT = Number(process.env.BENCH_API_PORT ?? 4100);
const BASE = `http://127.0.0.1:${PORT}/api/v1`;
const SECONDS = Number(process.argv[2] ?? 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-bench-'));

const api = spawn(process.execPath, ['api/dist/server.js'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_PER_EMAIL: '1000000',
  },
});

async function waitUp() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not start');
}

/** A verified user to sign in with: register, read the code from the dev mailbox, verify. */
function verifiedUser() {
  return signUp({
    api: BASE,
    email: `bench.${Date.now()}@example.com`,
    password: 'bench password 1',
    companyName: 'Bench Co',
    firstName: 'Bench',
    lastName: 'User',
  });
}

function load(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: SECONDS, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        title,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        total: result.requests.total,
      });
    });
  });
}

try {
  await waitUp();
  const user = await verifiedUser();
  const results = [];
  // health first and last: the baseline is their mean, so drift during the run shows.
  results.push(await load('GET /health (baseline, before)', { url: `${BASE}/health` }));
  results.push(
    await load('POST /auth/login', {
      url: `${BASE}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    }),
  );
  results.push(
    await load('GET /auth/getMe', { url: `${BASE}/auth/getMe`, headers: { authorization: user.token } }),
  );
  results.push(await load('GET /health (baseline, after)', { url: `${BASE}/health` }));
  const baseline = (results[0].rps + results[3].rps) / 2;
  const baseP99 = (results[0].p99 + results[3].p99) / 2;
  const lines = [
    `API under autocannon, 10 connections, ${SECONDS} s each (${new Date().toISOString().slice(0, 10)}, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    '',
    '| endpoint | requests/s | p50 ms | p99 ms | non-2xx | req/s ÷ health | p99 ÷ health |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${(r.rps / baseline).toFixed(3)} | ${(r.p99 / baseP99).toFixed(1)} |`,
    ),
  ];
  console.log(lines.join('\n'));
  if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, lines.join('\n'));
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
