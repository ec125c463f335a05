#!/usr/bin/env node
// Two builds of the API measured by one API bench on the same data, in turns: base, this tree,
// base, this tree… (BENCH_PAIRS pairs), so both see the machine's load alike. Prints the median
// of every figure the bench reports for each build, its range over the runs, and this
// tree's median ÷ the base's.
// The base is another worktree with its API built (`corepack pnpm --filter @phonesheet/api
// build` there); this tree's bench script starts it (BENCH_API_DIST) and cleans the data.
// Usage: DATABASE_URL=postgres://… node bench/compare-trees.mjs <base tree> <email> <password>
//        DATA_DIR=.data-bench node bench/compare-trees.mjs <base tree> <email> <password>
//   BENCH_SCRIPT   the bench to run (default phonesheet-api.mjs; csv-export.mjs, reports-api.mjs)
//   BENCH_PAIRS    pairs of runs (default 3)
//   BENCH_OUT      also write every run's report and the medians there (JSON)
// Other variables (BENCH_API_PORT, BENCH_NODE_OPTIONS…) pass through to the bench.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/api-process.mjs';

const [baseTree, email, password] = process.argv.slice(2);
if (!baseTree || !password)
  throw new Error('usage: node bench/compare-trees.mjs <base tree> <email> <password>');
const SCRIPT = path.join(ROOT, 'bench', process.env.BENCH_SCRIPT ?? 'phonesheet-api.mjs');
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const builds = {
  base: path.resolve(baseTree, 'api/dist'),
  head: path.join(ROOT, 'api/dist'),
};
for (const dist of Object.values(builds))
  if (!fs.existsSync(path.join(dist, 'server.js'))) throw new Error(`no built API in ${dist}`);

const log = (text) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${text}\n`);

/** One run of the bench on `dist`; its JSON report. */
function runBench(dist) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, email, password], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_API_DIST: dist },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${SCRIPT} exited ${code}`)),
    );
  });
}

/** Every numeric figure of a report as 'path.to.figure' → number (counts of requests left out). */
function figures(report, prefix = '', into = {}) {
  for (const [key, value] of Object.entries(report)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'number' && !['n', 'requests', 'rows'].includes(key)) into[name] = value;
    else if (value && typeof value === 'object') figures(value, name, into);
  }
  return into;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const runs = { base: [], head: [] };
const started = performance.now();
for (let pair = 1; pair <= PAIRS; pair++) {
  for (const build of ['base', 'head']) {
    const load = os.loadavg()[0].toFixed(1);
    const t = performance.now();
    const report = await runBench(builds[build]);
    runs[build].push({ load: Number(load), report });
    log(`pair ${pair} ${build}: ${((performance.now() - t) / 1000).toFixed(0)} s, load ${load}`);
  }
}

const byBuild = Object.fromEntries(
  Object.entries(runs).map(([build, list]) => [build, list.map((r) => figures(r.report))]),
);
/** The median of a figure over a build's runs, with its range: how far the runs spread. */
const spread = (list, name) => {
  const xs = list.map((f) => f[name]);
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
};
const rows = Object.keys(byBuild.head[0]).map((name) => {
  const base = spread(byBuild.base, name);
  const head = spread(byBuild.head, name);
  return {
    name,
    base,
    head,
    ratio: base.median ? Math.round((head.median / base.median) * 100) / 100 : null,
  };
});

const loads = Object.values(runs)
  .flat()
  .map((r) => r.load);
console.log(
  `${path.basename(SCRIPT)}, ${PAIRS} pairs, ${((performance.now() - started) / 60000).toFixed(1)} min, ` +
    `load ${Math.min(...loads)}–${Math.max(...loads)}; medians (base ${baseTree})\n`,
);
console.log('| figure | base | head | head ÷ base |\n| --- | --- | --- | --- |');
for (const { name, base, head, ratio } of rows)
  console.log(`| ${name} | ${base} | ${head} | ${ratio ?? '–'} |`);
if (process.env.BENCH_OUT)
  fs.writeFileSync(process.env.BENCH_OUT, JSON.stringify({ baseTree, script: SCRIPT, runs, rows }, null, 2));
