#!/usr/bin/env node
// `npm test`: lint, type-check, i18n check, import-circle check, unit and API tests (PGlite, and PostgreSQL too when
// TEST_DATABASE_URL or DATABASE_URL is set), then the puppeteer suite against the production build as
// `npm start` serves it. Ends with one "N passed, N failed" line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import {
  ROOT,
  build,
  firstLine,
  install,
  phaseTimes,
  runAll,
  startStack,
  step,
  writeRemotesJson,
} from './lib.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const wants = (phase) => only.length === 0 || only.includes(phase);
const results = { passed: 0, failed: 0 };
/** Each jest run's files with their seconds, from jest's report, to show which cost the most. */
const runs = [];
/** Each failed test's file, name and first line of its message: CI shows only the output's end, so the end names them. */
const failures = [];

const jestArgs = (out, args) => ['jest', '--ci', '--json', `--outputFile=${out}`, ...args];
let reports = 0;
const reportFile = () => path.join(os.tmpdir(), `phonesheet-jest-${process.pid}-${(reports += 1)}.json`);

/** Adds a jest run's counts to the summary and its files' times to `runs`. */
function account(label, out, status, seconds) {
  const before = results.failed;
  const files = [];
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    results.passed += report.numPassedTests;
    results.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    for (const file of report.testResults ?? []) {
      const where = `${label}: ${path.relative(ROOT, file.name)}`;
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests)
        failures.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      if (file.status === 'failed' && !failedTests.length)
        failures.push(`${where}: ${firstLine(file.message)}`);
      files.push({
        file: path.relative(ROOT, file.name),
        seconds: Math.round((file.endTime - file.startTime) / 1000),
      });
    }
    fs.rmSync(out, { force: true });
  } catch {
    results.failed += 1;
  }
  if (status !== 0 && results.failed === before) results.failed += 1;
  runs.push({ label, seconds, files });
  return status === 0;
}

/** Runs jest beside other work (each output line prefixed with `label`) and adds its counts to the summary; a failing run is remembered, not fatal. */
function jestBeside(label, args, env = {}) {
  const out = reportFile();
  const started = Date.now();
  const child = spawn('npx', jestArgs(out, args), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) sink.write(`[${label}] ${line}\n`);
    });
    stream.on('end', () => rest && sink.write(`[${label}] ${rest}\n`));
  }
  return new Promise((resolve) =>
    child.on('close', (status) =>
      resolve(account(label, out, status, Math.round((Date.now() - started) / 1000))),
    ),
  );
}

/** Node's own test runner, for the benchmarks' helpers and the static server (plain .mjs, outside the jest projects). */
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

/** Lint, format, the type-checks, the locales, the import circles and the known-vulnerable dependencies, two at a time. */
async function checks() {
  const done = step('Lint, format, type-check, locales and import circles');
  const failed = await runAll(
    [
      ['npx', ['tsc', '--noEmit', '-p', 'tsconfig.front-end.json']],
      ['npx', ['prettier', '--check', '--log-level=warn', '.']],
      ['npx', ['tsc', '--noEmit', '-p', 'api']],
      ['npx', ['eslint', '.', '--max-warnings=0']],
      [process.execPath, ['scripts/check-cycles.mjs']],
      [process.execPath, ['scripts/check-i18n.mjs']],
      [process.execPath, ['scripts/check-advisories.mjs']],
    ],
    2,
    { exitOnFailure: false },
  );
  results.failed += failed.length;
  done();
}

/** The front-end packages' jest projects (jsdom). */
const FRONT_PROJECTS = [
  'shared',
  'host',
  'remote-auth',
  'remote-billing',
  'remote-phonesheet',
  'remote-templates',
];
/**
 * API test files the PostgreSQL pass leaves to the PGlite pass, which runs every file (PGlite is
 * the product's default). What they check does not depend on the database engine, or is PGlite:
 * - pure functions, no database: config, billing-config, digest-clock, digest-mail;
 * - password rules checked before any query: password-hashing (scrypt's cost and its bounds),
 *   password-strength (zxcvbn's verdict on each form that takes a password);
 * - HTTP plumbing before any query: body-bounds (nesting, size, unknown routes), authorization
 *   (each admin-only route's 403 and its text);
 * - the OpenAPI document, built from the route schemas: openapi-contract, openapi-client (a
 *   generated client compiles, then one journey on the API);
 * - PGlite itself (on the PostgreSQL pass they ran the same PGlite again, or skipped every
 *   test after building an app): pglite-buffers, pglite-dialect, pglite-event-loop,
 *   pglite-patch, pglite-plans.
 * SQL, migrations, crash safety, imports and exports, search, live events, rate limits and every
 * multi-instance test run on both.
 */
const PGLITE_PASS_ONLY = [
  'config',
  'billing-config',
  'digest-clock',
  'digest-mail',
  'password-hashing',
  'password-strength',
  'body-bounds',
  'authorization',
  'openapi-contract',
  'openapi-client',
  'pglite-buffers',
  'pglite-dialect',
  'pglite-event-loop',
  'pglite-patch',
  'pglite-plans',
];

/** Runs the jobs (functions answering promises) `slots` at a time, in their order: each free slot takes the next. */
async function inSlots(slots, jobs) {
  const queue = [...jobs];
  const lane = async () => {
    while (queue.length) await queue.shift()();
  };
  await Promise.all(Array.from({ length: slots }, lane));
}

/**
 * The unit lane: the API suite on PostgreSQL and on PGlite and the front-end projects side by
 * side, then the checks in the first slot that frees; then the benchmarks' helpers and the
 * static server.
 */
async function unitLane() {
  const done = step(wants('unit') ? 'Unit and API tests, and the checks' : 'The checks');
  // Three jest runs at once on two cores: the front-end projects are CPU all along (jsdom and
  // antd), but the API suite mostly waits (on PostgreSQL, PGlite's thread, the server processes
  // it starts, its timers), so side by side the three take about the longest's time, not the
  // sum (docs/performance.md, "The test run"). The PostgreSQL pass, the longest and the one that
  // waits most, runs two files at a time (each on a schema of its own). The tests that timed real
  // timers and missed under load run on jest's clock or wait for the event itself.
  const server = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const unit = [
    ...(server
      ? [
          () =>
            jestBeside('API on PostgreSQL', [
              '--selectProjects',
              'api',
              '--maxWorkers=2',
              '--testPathIgnorePatterns',
              '/node_modules/',
              ...PGLITE_PASS_ONLY.map((name) => `/api/test/${name}\\.test\\.ts$`),
            ]),
        ]
      : []),
    // The product's default is the embedded database: the whole API suite runs on PGlite, one
    // file at a time. Two at a time beside the build and the browser suite, its PGlite starts and
    // crash tests passed their time limits (docs/performance.md, "The test run").
    () =>
      jestBeside('API on PGlite', ['--selectProjects', 'api'], { TEST_DATABASE_URL: '', DATABASE_URL: '' }),
    () => jestBeside('front-end', ['--selectProjects', ...FRONT_PROJECTS]),
  ];
  await inSlots(3, [...(wants('unit') ? unit : []), ...(wants('static') ? [checks] : [])]);
  done();
  if (!wants('unit')) return;
  const helpers = step("Benchmark helpers, the static server and the advisory check (node's test runner)");
  nodeTests('bench');
  nodeTests('build');
  nodeTests('scripts');
  helpers();
}

/**
 * CI installs Chromium beside the first phases (.ci/run) and writes BROWSER_READY_FILE when apt
 * is done: "ok", or "failed".
 */
async function browserInstalled() {
  const file = process.env.BROWSER_READY_FILE;
  if (!file) return;
  const done = step('Waiting for Chromium to be installed');
  for (let waited = 0; !fs.existsSync(file); waited += 1) {
    if (waited > 900) throw new Error(`Chromium was not installed in 15 minutes (${file})`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (fs.readFileSync(file, 'utf8').trim() !== 'ok')
    throw new Error('Installing Chromium with apt-get failed');
  done();
}

/** The production build as `npm start` serves it, then the puppeteer suite against it. */
async function browserTests() {
  await build();
  await writeRemotesJson();
  await browserInstalled();
  const done = step('End-to-end tests (puppeteer, production build)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-e2e-'));
  // The e2e stack always runs on its own embedded database, whatever DATABASE_URL says.
  delete process.env.DATABASE_URL;
  // E2E_PORT_OFFSET moves the whole stack (e.g. 20 → :3020–:3024 and :4020) beside a running one.
  const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  const stack = await startStack({
    portOffset,
    apiPort: 4000 + portOffset,
    // The digest runs only when a test asks (POST /dev/digest-tick), not by the clock.
    // Passwords hashed at 2^14, not OWASP's 2^17: the e2e signs up and in many times.
    // Each page a test opens signs in anew (a refresh cookie of its own): more sign-ins per address.
    env: {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_PER_EMAIL: '1000',
      DIGEST_INTERVAL_MS: '0',
      PASSWORD_SCRYPT_LOG_N: '14',
    },
  });
  try {
    // E2E_ONLY=billing runs the e2e files whose path matches (while working on one part).
    const pattern = process.env.E2E_ONLY ? ['--testPathPattern', `e2e/src/.*${process.env.E2E_ONLY}`] : [];
    // Two files at a time, each worker with a Chromium of its own (global-setup.ts): a page
    // mostly waits on the API, its timers and its frames, so two side by side take little more
    // than one.
    await jestBeside('e2e', ['-c', 'e2e/jest.config.js', '--maxWorkers=2', ...pattern], {
      BASE_URL: stack.origins[0],
      API_URL: stack.apiUrl,
      E2E_PORT_OFFSET: String(portOffset),
    });
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  done();
}

install();
// Two lanes on CI's two cores: the unit and API suites with the checks, beside the build, then
// the browser suite. No lane keeps its core busy all along (the API and browser suites wait on
// servers, PostgreSQL, timers and page loads), so side by side they take about the time of the
// longer lane instead of the sum (docs/performance.md, "The test run").
await Promise.all([
  wants('static') || wants('unit') ? unitLane() : null,
  wants('e2e') ? browserTests() : null,
]);
// Where the minutes went: each phase, each jest run, then each run's slowest files.
console.log('\nTime per phase:');
for (const { title, seconds } of phaseTimes()) console.log(`  ${String(seconds).padStart(5)} s  ${title}`);
for (const run of runs) {
  console.log(`Slowest test files of ${run.label} (${run.seconds} s, ${run.files.length} files):`);
  for (const { file, seconds } of run.files.sort((a, b) => b.seconds - a.seconds).slice(0, 8))
    console.log(`  ${String(seconds).padStart(5)} s  ${file}`);
}
if (failures.length) console.log('\nFailed:');
for (const failure of failures) console.log(`  ${failure}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
