#!/usr/bin/env node
// Lighthouse (the root's pinned devDependency), desktop preset, performance only, on /home,
// /signin and the signed-in phone sheet of the production build: the median of 3 runs of the
// performance score, First Contentful Paint, Largest Contentful Paint, Total Blocking Time and
// Cumulative Layout Shift. Each run is a new Chromium with a new profile (no cache, no service
// worker); for the sheet the token is stored in that profile before the run, from a cheap
// document of the host's origin (its remotes.json), not a load of the app.
// Lighthouse's throttling is simulated (desktop preset): its timings are estimates for a fixed
// machine and network, not this machine's own (bench/cold-load.mjs measures those).
// Usage: node bench/lighthouse.mjs [runs]   (default 3)
//   BASE_URL=http://localhost:3000   a running stack (`npm start`), or
//   BENCH_START=1 [BENCH_PORT_OFFSET=50] to start the built stack here and stop it after.
//   BENCH_EMAIL=… BENCH_PASSWORD=…   an admin to sign in as (else a company is signed up through the
//     development mailbox, on the Basic plan)
// Chromium is /usr/bin/chromium (CHROME_PATH); nothing is downloaded. Not part of `npm test`.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { startStack } from '../scripts/lib.mjs';

// puppeteer-core is the e2e package's dependency.
const puppeteer = createRequire(new URL('../e2e/package.json', import.meta.url))('puppeteer-core');
const require = createRequire(import.meta.url);
const { browserSession, signUp } = require('../scripts/testkit/sign-up.cjs');

/** The admin the signed-in pages sign in as (each run anew: a refresh cookie of its own). */
let admin = { email: '', password: '' };
const { CHROMIUM_FLAGS, chromiumPath } = require('../scripts/testkit/chromium.cjs');

process.env.CHROME_PATH ??= chromiumPath();
const RUNS = Number(process.argv[2] ?? 3);
const PAGES = [
  { path: '/home', signedIn: false },
  { path: '/signin', signedIn: false },
  { path: '/dashboards/PhoneSheet', signedIn: true },
];
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const AUDITS = [
  ['FCP ms', 'first-contentful-paint'],
  ['LCP ms', 'largest-contentful-paint'],
  ['TBT ms', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

let stack = null;
let dataDir = null;
let base = process.env.BASE_URL ?? 'http://localhost:3000';
if (process.env.BENCH_START === '1') {
  const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 50);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-lighthouse-'));
  stack = await startStack({
    apiPort: 4000 + portOffset,
    portOffset,
    quiet: true,
    env: { DATA_DIR: dataDir, NODE_ENV: 'test', RATE_LIMIT_MAX: '1000', DIGEST_INTERVAL_MS: '0' },
  });
  base = stack.origins[0];
}

async function adminToken() {
  const api = `${base}/api/v1`;
  if (process.env.BENCH_EMAIL) {
    admin = { email: process.env.BENCH_EMAIL, password: process.env.BENCH_PASSWORD ?? '' };
    return (await browserSession(api, admin.email, admin.password)).token;
  }
  admin = { email: `lighthouse-${Date.now()}@example.com`, password: 'lighthouse 42 kiwi' };
  const { token } = await signUp({
    api,
    email: admin.email,
    password: admin.password,
    companyName: 'Lighthouse Ltd',
    pollMs: 250,
    timeoutMs: 15000,
  });
  const basic = await fetch(`${api}/subscription/chooseBasic`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!basic.ok) throw new Error(`chooseBasic answered ${basic.status}`);
  return token;
}

/**
 * A new session of the admin in the new profile, as a sign-in leaves it (the HttpOnly refresh
 * cookie, the kept profile), from a document of the origin without the app.
 */
async function storeToken(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const session = await browserSession(`${base}/api/v1`, admin.email, admin.password);
    const page = await browser.newPage();
    await page.goto(`${base}/remotes.json`);
    await page.setCookie({
      name: 'phonesheet_refresh',
      value: session.refresh,
      url: `${base}/api/v1/auth`,
      path: '/api/v1/auth',
      httpOnly: true,
      sameSite: 'Strict',
    });
    await page.evaluate(
      (p) => localStorage.setItem('phonesheet.profile', p),
      JSON.stringify(session.profile),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run of `pagePath` in a new Chromium: the lhr's numbers. */
async function run(pagePath, token) {
  const chrome = await chromeLauncher.launch({ chromeFlags: FLAGS });
  try {
    if (token) await storeToken(chrome.port);
    const result = await lighthouse(
      `${base}${pagePath}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The new profile is already empty; a reset would also take the stored session.
        disableStorageReset: !!token,
      },
      desktopConfig,
    );
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
      finalUrl: lhr.finalDisplayedUrl,
      ...Object.fromEntries(AUDITS.map(([label, id]) => [label, lhr.audits[id].numericValue])),
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}

const results = {};
try {
  const token = await adminToken();
  for (let i = 0; i < RUNS; i++) {
    for (const { path: p, signedIn } of PAGES) {
      const r = await run(p, signedIn ? token : undefined);
      // A page that sent the visitor elsewhere (a lost session) is not the page measured.
      if (new URL(r.finalUrl).pathname !== p) throw new Error(`${p} ended on ${r.finalUrl}`);
      (results[p] ??= []).push(r);
      process.stderr.write(`${p} run ${i + 1}: score ${r.score}\n`);
    }
  }
} finally {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

const lines = [
  `Lighthouse ${JSON.parse(fs.readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version}, desktop preset, median of ${RUNS} runs (${new Date().toISOString().slice(0, 10)}, ${base})`,
  '',
  `| page | performance score | ${AUDITS.map(([label]) => label).join(' | ')} |`,
  `|---|---|${AUDITS.map(() => '---|').join('')}`,
];
for (const { path: p } of PAGES) {
  const rs = results[p];
  const cells = AUDITS.map(([label]) => {
    const m = median(rs.map((r) => r[label]));
    return label === 'CLS' ? m.toFixed(3) : m.toFixed(0);
  });
  lines.push(
    `| ${p} | ${median(rs.map((r) => r.score))} (${rs.map((r) => r.score).join(', ')}) | ${cells.join(' | ')} |`,
  );
}
const warnings = [...new Set(Object.values(results).flatMap((rs) => rs.flatMap((r) => r.warnings)))];
if (warnings.length) lines.push('', 'Lighthouse warnings:', ...warnings.map((w) => `- ${w}`));
const report = lines.join('\n');
console.log(report);
if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, report);
