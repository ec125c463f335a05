#!/usr/bin/env node
// Two builds of the API measured by one API bench on the same data, in turns: base, this tree,
// base, this tree… (BENCH_PAIRS pairs), so both see the machine's load alike. Prints, for every
// figure the bench reports, each build's median and range over its runs and this tree's
// median ÷ the base's.
// The base is another worktree with its API built (`corepack pnpm --filter @phonesheet/api
// build` there); this tree's bench script starts it (BENCH_API_DIST) and cleans the data.
// Usage: DATABASE_URL=postgres://… node bench/compare-trees.mjs <base tree> <email> <password>
//        DATA_DIR=.data-bench node bench/compare-trees.mjs <base tree> <email> <password>
//        node bench/compare-trees.mjs --from <BENCH_OUT file>   the table of a saved comparison
//   BENCH_SCRIPT   the bench to run (default phonesheet-api.mjs; csv-export.mjs, reports-api.mjs)
//   BENCH_PAIRS    pairs of runs (default 3)
//   BENCH_OUT      also write every run's report there (JSON)
// Other variables (BENCH_API_PORT, BENCH_NODE_OPTIONS…) pass through to the bench.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/api-process.mjs';

const log = (text) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${text}\n`);

/** One run of `script` on the API build in `dist`; its JSON report. */
function runBench(script, dist, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_API_DIST: dist },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${script} exited ${code}`)),
    );
  });
}

/** Base and head in turns, `pairs` times: { base: [{ load, report }], head: [...] }. */
async function measure({ script, baseTree, pairs, args }) {
  const builds = { base: path.resolve(baseTree, 'api/dist'), head: path.join(ROOT, 'api/dist') };
  for (const dist of Object.values(builds))
    if (!fs.existsSync(path.join(dist, 'server.js'))) throw new Error(`no built API in ${dist}`);
  const runs = { base: [], head: [] };
  for (let pair = 1; pair <= pairs; pair++) {
    for (const build of ['base', 'head']) {
      const load = Number(os.loadavg()[0].toFixed(1));
      const t = performance.now();
      runs[build].push({ load, report: await runBench(script, builds[build], args) });
      log(`pair ${pair} ${build}: ${((performance.now() - t) / 1000).toFixed(0)} s, load ${load}`);
    }
  }
  return runs;
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

const round = (x) => Math.round(x * 100) / 100;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return round(s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};

/** The comparison as a Markdown table: median (range) of each build, head ÷ base. */
function table({ script, baseTree, runs, minutes }) {
  const byBuild = {
    base: runs.base.map((r) => figures(r.report)),
    head: runs.head.map((r) => figures(r.report)),
  };
  const cell = (list, name) => {
    const xs = list.map((f) => f[name]);
    return { median: median(xs), text: `${median(xs)} (${Math.min(...xs)}–${Math.max(...xs)})` };
  };
  const loads = [...runs.base, ...runs.head].map((r) => r.load);
  const lines = [
    `${path.basename(script)}, ${runs.base.length} pairs, ${minutes} min, load ` +
      `${Math.min(...loads)}–${Math.max(...loads)}, base ${baseTree}`,
    '',
    '| figure | base, median (range) | head, median (range) | head ÷ base |',
    '| --- | --- | --- | --- |',
  ];
  for (const name of Object.keys(byBuild.head[0])) {
    const [base, head] = [cell(byBuild.base, name), cell(byBuild.head, name)];
    const ratio = base.median ? String(round(head.median / base.median)) : '–';
    lines.push(`| ${name} | ${base.text} | ${head.text} | ${ratio} |`);
  }
  return lines.join('\n');
}

if (process.argv[2] === '--from') {
  console.log(table(JSON.parse(fs.readFileSync(process.argv[3], 'utf8'))));
} else {
  const [baseTree, email, password] = process.argv.slice(2);
  if (!baseTree || !password)
    throw new Error('usage: node bench/compare-trees.mjs <base tree> <email> <password>');
  const script = path.join(ROOT, 'bench', process.env.BENCH_SCRIPT ?? 'phonesheet-api.mjs');
  const started = performance.now();
  const runs = await measure({
    script,
    baseTree,
    pairs: Number(process.env.BENCH_PAIRS ?? 3),
    args: [email, password],
  });
  const comparison = { script, baseTree, runs, minutes: ((performance.now() - started) / 60000).toFixed(1) };
  if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, JSON.stringify(comparison, null, 2));
  console.log(table(comparison));
}
