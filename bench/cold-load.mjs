#!/usr/bin/env node
// Cold first loads of /home and /signin of the production build in Chromium, cache disabled,
// a new browser context each: JS bytes on the wire (compressed, as the static servers send them)
// and raw, per origin, request count, First Contentful Paint, load and "ready" time. The baseline,
// loaded the same way in the same run, is a one-file static page (an h1, no script) served by the
// host's own static server, so the FCP ratio survives a noisy machine: each round loads the
// three pages in a rotated order, and the ratio is the median of the rounds' own ratios.
// Usage: node bench/cold-load.mjs [rounds]   (default 7; medians)
//   BASE_URL=http://localhost:3000   a running stack (`npm start`), or
//   BENCH_START=1 [BENCH_PORT_OFFSET=50] to start the built stack here and stop it after.
//   BENCH_CHECK=1 exits 1 when a page is over bench/first-load-budgets.json.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, startStack } from '../scripts/lib.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const puppeteer = require('puppeteer-core');

const BUDGETS = JSON.parse(fs.readFileSync(new URL('./first-load-budgets.json', import.meta.url), 'utf8'));
const ROUNDS = Number(process.argv[2] ?? 7);
const PAGES = [
  { path: '/home', ready: 'h1' },
  { path: '/signin', ready: 'input[type="password"]' },
];
const STATIC_PAGE = '/bench-one-file.html';
const executablePath = process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

let stack = null;
let base = process.env.BASE_URL ?? 'http://localhost:3000';
if (process.env.BENCH_START === '1') {
  const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 50);
  stack = await startStack({ apiPort: 4000 + portOffset, portOffset, quiet: true });
  base = stack.origins[0];
}
// The one-file page lives in the host's build for the run only: same server, same headers.
const staticFile = path.join(ROOT, 'host', 'dist', STATIC_PAGE.slice(1));
fs.writeFileSync(
  staticFile,
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Phone Sheet</title></head>' +
    '<body><h1>Phone Sheet</h1><p>One file, no script: the fastest first paint this server gives.</p></body></html>',
);

async function coldLoad(browser, pagePath, ready) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    requests.set(requestId, { url: response.url, type, raw: 0, wire: 0 });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const r = requests.get(requestId);
    if (r) r.raw += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) r.wire = encodedDataLength;
  });
  const started = Date.now();
  await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
  await page.waitForSelector(ready, { timeout: 30000 });
  const readyMs = Date.now() - started;
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30000 }); // late chunks count too
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { load: nav.loadEventEnd, fcp: fcp ? fcp.startTime : NaN };
  });
  const perOrigin = {};
  for (const r of requests.values()) {
    const origin = new URL(r.url).origin;
    perOrigin[origin] ??= { requests: 0, jsRaw: 0, jsWire: 0 };
    perOrigin[origin].requests += 1;
    if (r.type === 'Script') {
      perOrigin[origin].jsRaw += r.raw;
      perOrigin[origin].jsWire += r.wire;
    }
  }
  await context.close();
  return { ...timing, readyMs, requests: requests.size, perOrigin };
}

const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const results = {};
try {
  await coldLoad(browser, '/home', 'h1'); // warm the servers' file caches once
  // Each round loads the three pages in a rotated order, so no page always comes first (or
  // right after another), and the static page of the same round is each page's baseline.
  const pages = [...PAGES, { path: STATIC_PAGE, ready: 'h1' }];
  for (let i = 0; i < ROUNDS; i++) {
    for (let j = 0; j < pages.length; j++) {
      const { path: p, ready } = pages[(i + j) % pages.length];
      (results[p] ??= []).push(await coldLoad(browser, p, ready));
    }
  }
} finally {
  await browser.close();
  fs.rmSync(staticFile, { force: true });
  await stack?.stop();
}

const total = (r, key) => Object.values(r.perOrigin).reduce((a, o) => a + o[key], 0);
const staticFcp = median(results[STATIC_PAGE].map((r) => r.fcp));
/** The median over rounds of a page's FCP ÷ the static page's FCP in the same round. */
const fcpRatio = (p) => median(results[p].map((r, i) => r.fcp / results[STATIC_PAGE][i].fcp));
const lines = [
  `Cold first loads, ${ROUNDS} rounds, medians (${new Date().toISOString().slice(0, 10)}, ${base})`,
  '',
  '| page | requests | JS wire KiB (budget) | JS raw KiB | FCP ms | FCP ÷ static page | load ms | ready ms |',
  '|---|---|---|---|---|---|---|---|',
];
const over = [];
for (const { path: p } of PAGES) {
  const rs = results[p];
  const wire = median(rs.map((r) => total(r, 'jsWire'))) / 1024;
  const fcp = median(rs.map((r) => r.fcp));
  const budget = BUDGETS.jsWireKiB[p];
  if (wire > budget) over.push(`${p}: ${wire.toFixed(0)} KiB of JS > ${budget} KiB`);
  lines.push(
    `| ${p} | ${median(rs.map((r) => r.requests))} | ${wire.toFixed(0)} (${budget}) | ${(median(rs.map((r) => total(r, 'jsRaw'))) / 1024).toFixed(0)} | ${fcp.toFixed(0)} | ${fcpRatio(p).toFixed(2)} | ${median(rs.map((r) => r.load)).toFixed(0)} | ${median(rs.map((r) => r.readyMs)).toFixed(0)} |`,
  );
}
const homeRatio = fcpRatio('/home');
if (homeRatio > BUDGETS.fcpRatioToStaticPage) {
  over.push(`/home: FCP ${homeRatio.toFixed(2)} × the static page's > ${BUDGETS.fcpRatioToStaticPage}`);
}
lines.push(
  '',
  `one-file static page ${STATIC_PAGE} (same server): FCP ${staticFcp.toFixed(0)} ms, load ${median(results[STATIC_PAGE].map((r) => r.load)).toFixed(0)} ms`,
  '',
);
for (const { path: p } of PAGES) {
  lines.push(`JS per origin for ${p} (median KiB wire / raw, requests):`);
  const origins = new Set(results[p].flatMap((r) => Object.keys(r.perOrigin)));
  for (const origin of origins) {
    const pick = (key) => median(results[p].map((r) => r.perOrigin[origin]?.[key] ?? 0));
    lines.push(
      `- ${origin}: ${(pick('jsWire') / 1024).toFixed(0)} / ${(pick('jsRaw') / 1024).toFixed(0)} KiB, ${pick('requests')} requests`,
    );
  }
  lines.push('');
}
lines.push(over.length ? `OVER BUDGET: ${over.join('; ')}` : 'Within every budget.');
const report = lines.join('\n');
console.log(report);
if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, report);
if (process.env.BENCH_CHECK === '1' && over.length) process.exit(1);
