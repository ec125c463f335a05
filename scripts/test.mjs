#!/usr/bin/env node
// `npm test`: lint, type-check, i18n check, import-circle check, unit and API tests (PGlite, and PostgreSQL too when
// TEST_DATABASE_URL or DATABASE_URL is set), then the puppeteer suite against the production build as
// `npm start` serves it. Ends with one "N passed, N failed" line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  APPS,
  ROOT,
  build,
  install,
  phaseTimes,
  run,
  runAll,
  startStack,
  step,
  writeRemotesJson,
} from './lib.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const wants = (phase) => only.length === 0 || only.includes(phase);
const results = { passed: 0, failed: 0 };
/** Seconds per e2e file, from jest's report, to show which files cost the most. */
const fileTimes = [];

/** Runs jest and adds its counts to the summary; a failing run is remembered, not fatal. */
function jest(args, env = {}) {
  const out = path.join(os.tmpdir(), `phonesheet-jest-${process.pid}-${Date.now()}.json`);
  const result = spawnSync('npx', ['jest', '--ci', '--json', `--outputFile=${out}`, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    results.passed += report.numPassedTests;
    results.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    for (const file of report.testResults ?? [])
      fileTimes.push({
        file: path.relative(ROOT, file.name),
        seconds: Math.round((file.endTime - file.startTime) / 1000),
      });
  } catch {
    results.failed += 1;
  }
  if (result.status !== 0 && results.failed === 0) results.failed += 1;
  return result.status === 0;
}

/** Node's own test runner, for the benchmarks' helpers (plain .mjs, outside the jest projects). */
function nodeTests(dir) {
  const files = fs
    .readdirSync(path.join(ROOT, dir), { recursive: true })
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join(dir, f));
  if (!files.length) return;
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=tap', ...files], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'], // the counts are read from the report; errors shown as they come
  });
  process.stdout.write(result.stdout);
  const count = (what) => Number(new RegExp(`^# ${what} (\\d+)$`, 'm').exec(result.stdout)?.[1] ?? 0);
  results.passed += count('pass');
  results.failed += count('fail') || (result.status === 0 ? 0 : 1);
}

install();
if (wants('static')) {
  // Lint, format and the type-checks, two at a time on CI's two cores.
  step('Lint and type-check');
  await runAll([
    ['npx', ['eslint', '.', '--max-warnings=0']],
    ['npx', ['prettier', '--check', '--log-level=warn', '.']],
    ...['shared', 'api', 'e2e', ...APPS.map((a) => a.dir)].map((pkg) => [
      'npx',
      ['tsc', '--noEmit', '-p', pkg],
    ]),
  ]);
  step('i18n: every key in every locale');
  run(process.execPath, ['scripts/check-i18n.mjs']);
  step('No import circle, type-only imports included');
  run(process.execPath, ['scripts/check-cycles.mjs']);
}
if (wants('unit')) {
  step('Unit and API tests');
  // One jest worker (jest's default on two cores): with two, tests that time real timers (the
  // reminders' snooze, the second API instance's events) missed under the load.
  jest([
    '--selectProjects',
    'shared',
    'host',
    'remote-auth',
    'remote-billing',
    'remote-phonesheet',
    'remote-templates',
    'api',
  ]);
  step("Benchmark helpers (node's test runner)");
  nodeTests('bench');
  // With a PostgreSQL server given, the run above took the API suite there; the product's
  // default is the embedded database, so the API suite runs once more on PGlite.
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) {
    step('API tests on the embedded database (PGlite)');
    jest(['--selectProjects', 'api'], { TEST_DATABASE_URL: '', DATABASE_URL: '' });
  }
}
if (wants('e2e')) {
  await build();
  writeRemotesJson();
  step('End-to-end tests (puppeteer, production build)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-e2e-'));
  // The e2e stack always runs on its own embedded database, whatever DATABASE_URL says.
  delete process.env.DATABASE_URL;
  // E2E_PORT_OFFSET moves the whole stack (e.g. 20 → :3020–:3024 and :4020) beside a running one.
  const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  const stack = await startStack({
    portOffset,
    apiPort: 4000 + portOffset,
    // The digest runs only when a test asks (POST /dev/digest-tick), not by the clock.
    env: { DATA_DIR: dataDir, NODE_ENV: 'test', RATE_LIMIT_MAX: '1000', DIGEST_INTERVAL_MS: '0' },
  });
  try {
    // E2E_ONLY=billing runs the e2e files whose path matches (while working on one part).
    const pattern = process.env.E2E_ONLY ? ['--testPathPattern', `e2e/src/.*${process.env.E2E_ONLY}`] : [];
    jest(['-c', 'e2e/jest.config.js', '--runInBand', ...pattern], {
      BASE_URL: stack.origins[0],
      API_URL: stack.apiUrl,
      E2E_PORT_OFFSET: String(portOffset),
    });
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
// Where the minutes went: each phase, then the slowest test files.
console.log('\nTime per phase:');
for (const { title, seconds } of phaseTimes()) console.log(`  ${String(seconds).padStart(5)} s  ${title}`);
console.log('Slowest test files:');
for (const { file, seconds } of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 12))
  console.log(`  ${String(seconds).padStart(5)} s  ${file}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
