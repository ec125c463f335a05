#!/usr/bin/env node
// The cost of Module Federation's type hints (the `dts` option) on a remote's production build:
// the remote built without them and with them (MF_DTS=1, build/webpack.app.js), in pairs, the
// order alternating, each into a folder of its own so the remote's dist is left alone.
// docs/platform.md "Types": node scripts/remotes/measure-dts.mjs [remote] [rounds]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

const [remote = 'billing', rounds = '3'] = process.argv.slice(2);
const dir = path.join(ROOT, `remote-${remote}`);

function buildSeconds(dts) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `dts-${dts ? 'on' : 'off'}-`));
  const started = process.hrtime.bigint();
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--output-path', out],
    { cwd: dir, env: { ...process.env, MF_DTS: dts ? '1' : '0' }, encoding: 'utf8' },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`build failed (dts ${dts}):\n${run.stdout}${run.stderr}`);
  const types = fs.existsSync(path.join(out, '@mf-types.zip'));
  fs.rmSync(out, { recursive: true, force: true });
  return { seconds, types };
}

const rows = [];
for (let round = 0; round < Number(rounds); round++) {
  // Alternate which goes first, so a machine getting busier or quieter weighs on both.
  const order = round % 2 ? [true, false] : [false, true];
  const result = {};
  for (const dts of order) result[dts ? 'on' : 'off'] = buildSeconds(dts);
  rows.push(result);
  console.log(
    `round ${round + 1}: without ${result.off.seconds.toFixed(1)} s, with ${result.on.seconds.toFixed(1)} s` +
      ` (types zip written: ${result.on.types}), ratio ${(result.on.seconds / result.off.seconds).toFixed(2)}`,
  );
}
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const off = median(rows.map((r) => r.off.seconds));
const on = median(rows.map((r) => r.on.seconds));
console.log(
  `${remote}: median without dts ${off.toFixed(1)} s, with ${on.toFixed(1)} s, ratio ${(on / off).toFixed(2)}` +
    ` (median of the pairs' ratios ${median(rows.map((r) => r.on.seconds / r.off.seconds)).toFixed(2)})`,
);
