#!/usr/bin/env node
// Live events at scale (issue 27): creating calls at 100 requests/s (an open loop, evenly
// spaced) with 1 open event stream, then with 300, in the same run, on the same API process.
// The streams are read by a separate child process (the listeners), so the API's CPU is its
// own: read from /proc/<pid>/stat before and after each phase. Each call carries the moment it
// was sent; the listeners measure the delivery lag of every call.created they read, count what
// each stream got (every stream must see every call) and its errors; the API's peak RSS is
// sampled every 250 ms (issue 25's 300-client benchmark: BENCH_STREAMS=300 BENCH_SECONDS=30).
// Commit to event (issue 33): each call.created read, minus the call's createdAt (the database's
// clock when the creating statement began, just before it committed): an upper bound.
// Starts its own API from api/dist on a fresh PGlite database (or DATABASE_URL).
// Usage: node bench/live-fanout.mjs
//   BENCH_STREAMS=1,300   stream counts, in order (the first is the baseline of the ratios)
//   BENCH_ROUNDS=3        each count this many times, alternating; medians are printed
//   BENCH_SECONDS=20      length of each create phase; BENCH_RATE=100 creates a second
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openLoop, signIn, sleep, startApi, waitUp } from './lib/api-process.mjs';
import { signUp } from '../scripts/testkit/sign-up.cjs';

const PORT = Number(process.env.BENCH_API_PORT ?? 4130);
const BASE = `http://127.0.0.1:${PORT}/api/v1`;
const STREAMS_PER_SESSION = 5;

/** Clock ticks (user + system) the process has used, from /proc/<pid>/stat. */
function cpuTicks(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** The process's resident memory in MB, from /proc/<pid>/status. */
function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const pct = (s, p) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];

/** A company's admin, registered and verified; each stream signs in with it. */
function verifiedAdmin() {
  return signUp({
    api: BASE,
    email: `fanout.${Date.now()}@example.com`,
    password: 'bench password 1',
    companyName: 'Fanout Co',
    firstName: 'Fan',
    lastName: 'Out',
    signIn: false,
  });
}

async function main() {
  const counts = (process.env.BENCH_STREAMS ?? '1,300').split(',').map(Number);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const rate = Number(process.env.BENCH_RATE ?? 100);
  const tmp = process.env.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'live-fanout-'));
  if (tmp) process.env.DATA_DIR = tmp;
  const api = startApi(PORT);
  const child = fork(new URL(import.meta.url).pathname, ['--listen'], { env: { ...process.env, BASE } });
  const stopAll = () => {
    child.kill();
    api.child.kill('SIGKILL');
    process.exit(1);
  };
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  try {
    await waitUp(BASE);
    const admin = await verifiedAdmin();
    const sessions = Math.ceil(Math.max(...counts) / STREAMS_PER_SESSION);
    const tokens = [];
    for (let i = 0; i < sessions; i++)
      tokens.push((await signIn(BASE, admin.email, admin.password)).authorization);
    const auth = { authorization: tokens[0], 'content-type': 'application/json' };
    // Warm-up: JIT and caches, one stream open, not measured.
    await ask({ open: 1, tokens });
    await openLoop(() => createRequest(auth), rate, 3);
    await ask({ close: true });

    const results = [];
    for (let r = 0; r < rounds; r++)
      for (const n of counts) {
        await ask({ open: n, tokens });
        await sleep(1000);
        const cpu0 = cpuTicks(api.child.pid);
        let rssPeak = rssMb(api.child.pid);
        const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(api.child.pid))), 250);
        const create = await openLoop(() => createRequest(auth), rate, seconds);
        await sleep(1500); // the last events reach the listeners
        clearInterval(sampler);
        const cpu1 = cpuTicks(api.child.pid);
        const got = await ask({ report: true });
        await ask({ close: true });
        const cpuMs = ((cpu1 - cpu0) * 1000) / TICKS_PER_SECOND;
        const row = {
          streams: n,
          creates: create.requests,
          failed: create.non2xx + create.errors,
          createP50: create.p50,
          createP99: create.p99,
          delivered: got.delivered,
          expected: create.requests * n,
          // Every stream saw every call: the fewest calls one stream got, against those created.
          fewestOnAStream: got.fewest,
          streamErrors: got.errors,
          apiRssPeakMb: rssPeak,
          lagP50: got.lagP50,
          lagP99: got.lagP99,
          commitToEventP50: got.commitP50,
          commitToEventP99: got.commitP99,
          apiCpuMs: Math.round(cpuMs),
          apiCpuUsPerEvent: Math.round((cpuMs * 1000) / Math.max(1, got.delivered)),
        };
        results.push(row);
        console.log(JSON.stringify(row));
      }
    const base = counts[0];
    const pick = (n, key) => median(results.filter((x) => x.streams === n).map((x) => x[key]));
    const [b, ...others] = counts;
    console.log(`\nmedians of ${rounds} round(s), ${rate} creates/s for ${seconds} s:`);
    for (const n of counts)
      console.log(
        `${String(n).padStart(4)} streams: create p50 ${pick(n, 'createP50')} ms, p99 ${pick(n, 'createP99')} ms; ` +
          `delivered ${pick(n, 'delivered')}/${pick(n, 'expected')} (fewest on one stream ${pick(n, 'fewestOnAStream')}, ` +
          `stream errors ${pick(n, 'streamErrors')}); API RSS peak ${pick(n, 'apiRssPeakMb')} MB; lag p50 ${pick(n, 'lagP50')} ms, p99 ${pick(n, 'lagP99')} ms; ` +
          `commit to event p50 ${pick(n, 'commitToEventP50')} ms, p99 ${pick(n, 'commitToEventP99')} ms; ` +
          `API CPU ${pick(n, 'apiCpuMs')} ms = ${pick(n, 'apiCpuUsPerEvent')} µs per delivered event`,
      );
    for (const n of others) {
      const extraCpu = pick(n, 'apiCpuMs') - pick(b, 'apiCpuMs');
      const extraEvents = pick(n, 'delivered') - pick(b, 'delivered');
      console.log(
        `${n} vs ${base} streams: create p99 ×${(pick(n, 'createP99') / pick(b, 'createP99')).toFixed(2)}, ` +
          `p50 ×${(pick(n, 'createP50') / pick(b, 'createP50')).toFixed(2)}; ` +
          `API CPU per extra delivered event ${Math.round((extraCpu * 1000) / Math.max(1, extraEvents))} µs`,
      );
    }
  } finally {
    child.kill();
    await api.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function createRequest(auth) {
  return {
    method: 'POST',
    url: `${BASE}/calls`,
    headers: auth,
    body: JSON.stringify({
      contactName: 'Fan Out',
      phone: '+1 212 555 0199',
      notes: `sent ${Date.now()}`,
    }),
  };
}

/** The child: opens streams on request, counts what they deliver and how late. */
function listener() {
  const base = process.env.BASE;
  let streams = [];
  let delivered = 0;
  let lags = [];
  let commits = [];
  let errors = 0;
  /** Calls each open stream has read, to show every stream got every call. */
  let perStream = [];
  const openOne = async (token) => {
    const res = await fetch(`${base}/auth/urlTicket`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'events' }),
    });
    const { data } = await res.json();
    const slot = perStream.push(0) - 1;
    return new Promise((resolve, reject) => {
      const req = http.get(
        `${base}/events?ticket=${encodeURIComponent(data.ticket)}`,
        { agent: false },
        (r) => {
          if (r.statusCode !== 200) return reject(new Error(`events answered ${r.statusCode}`));
          let buffer = '';
          r.setEncoding('utf8');
          r.on('data', (chunk) => {
            buffer += chunk;
            let i;
            while ((i = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, i);
              buffer = buffer.slice(i + 2);
              if (!frame.includes('event: call.created')) continue;
              const sent = /sent (\d+)/.exec(frame);
              delivered++;
              perStream[slot]++;
              if (sent) lags.push(Date.now() - Number(sent[1]));
              const created = /"createdAt":"([^"]+)"/.exec(frame);
              if (created) commits.push(Date.now() - Date.parse(created[1]));
            }
          });
          // A stream the server ends while it is meant to be open is an error.
          r.on('close', () => (req.closing ? undefined : errors++));
          resolve(req);
        },
      );
      req.on('error', () => (req.closing ? undefined : errors++));
    });
  };
  process.on('message', async (m) => {
    if (m.open) {
      for (let i = 0; i < m.open; i++)
        streams.push(await openOne(m.tokens[Math.floor(i / STREAMS_PER_SESSION)]));
      delivered = 0;
      lags = [];
      commits = [];
      errors = 0;
      perStream = perStream.map(() => 0);
      process.send({ opened: streams.length });
    } else if (m.report) {
      const s = lags.sort((a, b) => a - b);
      const c = commits.sort((a, b) => a - b);
      process.send({
        delivered,
        fewest: perStream.length ? Math.min(...perStream) : 0,
        errors,
        lagP50: pct(s, 50) ?? null,
        lagP99: pct(s, 99) ?? null,
        commitP50: pct(c, 50) ?? null,
        commitP99: pct(c, 99) ?? null,
      });
    } else if (m.close) {
      streams.forEach((req) => {
        req.closing = true;
        req.destroy();
      });
      streams = [];
      perStream = [];
      await sleep(500);
      process.send({ closed: true });
    }
  });
}

if (process.argv[2] === '--listen') listener();
else await main();
