// scripts/check-advisories.mjs against the real lockfile (passes) and against one where a
// vulnerable version came back (fails, naming the advisory). docs/security.md, "Dependencies".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = (lockfile) =>
  spawnSync(process.execPath, ['scripts/check-advisories.mjs', ...(lockfile ? [lockfile] : [])], {
    cwd: root,
    encoding: 'utf8',
  });

test('the lockfile holds no version in a listed vulnerable range', () => {
  const run = check();
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /0 vulnerable/);
});

test('nodemailer 6.10.1 back in the lockfile fails the check with GHSA-mm7p-fcc7-pg87', () => {
  const lock = fs.readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8');
  const entry =
    "  nodemailer@6.10.1:\n    resolution: {integrity: sha512-x}\n    engines: {node: '>=6.0.0'}\n\n";
  const downgraded = lock.replace(/^packages:\n\n/m, `packages:\n\n${entry}`);
  assert.notEqual(downgraded, lock);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'advisories-')), 'pnpm-lock.yaml');
  fs.writeFileSync(file, downgraded);
  const run = check(file);
  assert.equal(run.status, 1);
  assert.match(run.stderr, /nodemailer@6\.10\.1 is in GHSA-mm7p-fcc7-pg87/);
});
