// What the API benchmarks share: their own API process on the seeded database, waiting for it,
// signing in, and latencies of a closed loop of requests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { API_ENV, API_NODE_FLAGS } from '../../scripts/lib.mjs';

export const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The built API (BENCH_API_DIST, default api/dist: another build can be measured on the same
 * data) on `port`, with the V8 flags and environment `npm start` gives it, on DATABASE_URL or
 * the PGlite data in DATA_DIR (default .data-bench), rate limits lifted. `nodeOptions` is
 * passed as NODE_OPTIONS; `env` is set over all of that (e.g. another MALLOC_ARENA_MAX).
 */
export function startApi(port, { nodeOptions = '', env = {} } = {}) {
  const child = spawn(
    process.execPath,
    [
      ...API_NODE_FLAGS,
      // Node and V8 flags NODE_OPTIONS refuses (e.g. --cpu-prof, --trace-gc), space-separated.
      ...(process.env.BENCH_API_FLAGS ?? '').split(' ').filter(Boolean),
      path.resolve(ROOT, process.env.BENCH_API_DIST ?? 'api/dist', 'server.js'),
    ],
    {
      cwd: ROOT,
      // BENCH_API_STDOUT=1 shows the API's stdout on stderr (e.g. BENCH_API_FLAGS=--trace-gc).
      stdio: ['ignore', process.env.BENCH_API_STDOUT === '1' ? 2 : 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...API_ENV,
        PORT: String(port),
        DATA_DIR: path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data-bench')),
        DATABASE_URL: process.env.DATABASE_URL ?? '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000',
        RATE_LIMIT_PER_EMAIL: '1000000',
        NODE_ENV: 'test',
        NODE_OPTIONS: nodeOptions,
        ...env,
      },
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, stop: () => (child.kill('SIGTERM'), exited) };
}

/** Until `GET base/health` answers (at most two minutes). */
export async function waitUp(base) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(200);
  }
  throw new Error('API did not start');
}

/** The authorization header of a new session. */
export async function signIn(base, email, password) {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`login: ${res.status} ${JSON.stringify(body)}`);
  return { authorization: body.data.accessToken };
}

/**
 * A process's CPU time, user + system of all its threads, in ms (/proc/<pid>/stat, ticks of
 * 10 ms). A figure the machine's load moves far less than latency: another build's on the same
 * requests says what its code costs even on a busy machine.
 */
export function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** n, p50, p95, p99 of latencies in ms. */
export function summary(latencies) {
  const s = [...latencies].sort((a, b) => a - b);
  const r = (x) => Math.round(x * 100) / 100;
  return { n: s.length, p50: r(pct(s, 50)), p95: r(pct(s, 95)), p99: r(pct(s, 99)) };
}

/** `count` requests, `concurrency` at a time; the summary of their latencies. */
export async function closedLoop(makeRequest, count, concurrency = 4) {
  const latencies = [];
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next++;
      const t = performance.now();
      const res = await makeRequest(i);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`status ${res.status}`);
      latencies.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary(latencies);
}

const rawAgent = new http.Agent({ keepAlive: true });

/**
 * A GET whose body is read as the bytes that came, not decoded: a gzipped answer stays gzipped,
 * as a browser receives it (it inflates natively, off the page's thread). Shaped like fetch's
 * Response for closedLoop.
 */
export function getBytes(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: rawAgent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ok = res.statusCode >= 200 && res.statusCode < 300;
          resolve({
            ok,
            status: res.statusCode,
            headers: res.headers,
            arrayBuffer: async () => Buffer.concat(chunks),
          });
        });
      })
      .on('error', reject);
  });
}

/** One HTTP request ({ method, url, headers, body }) on `agent`; resolves to its status. */
function send({ method = 'GET', url, headers = {}, body }, agent) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * An open loop: `rate` requests a second, evenly spaced, for `seconds`, sent whether or not the
 * earlier ones were answered (as independent users do). Each latency counts from the moment
 * its request was due, so a server (or generator) that falls behind shows as latency, not as a
 * lower rate. autocannon's `overallRate` is not this: each connection sends its quota for the
 * second back to back when the second starts, a burst of 10 concurrent requests.
 */
export async function openLoop(makeRequest, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const answers = [];
  const start = performance.now() + 20;
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    answers.push(
      send(makeRequest(i), agent).then(
        (status) => {
          if (status >= 200 && status < 300) latencies.push(performance.now() - due);
          else non2xx++;
        },
        () => errors++,
      ),
    );
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    requests: total,
    achievedRate: Math.round(total / elapsed),
    non2xx,
    errors,
    ...summary(latencies),
  };
}
