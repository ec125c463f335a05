#!/usr/bin/env node
// Cold loads of /home and /signin of the production build in Chromium: JS bytes (raw and
// gzip on the wire) per origin, request count, First Contentful Paint and load time.
// Needs the stack running (`npm start`). Usage: node bench/cold-load.mjs [runs]
// The baseline, loaded the same way in the same run, is the host's static 404 page of a
// missing file: the cost of one round trip to the same server, so ratios survive a noisy machine.
import { createRequire } from 'node:module';
import fs from 'node:fs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const puppeteer = require('puppeteer-core');

const BASE = process.env.BASE_URL ?? 'http://localhost:3000';
const RUNS = Number(process.argv[2] ?? 7);
const PAGES = [
  { path: '/home', ready: 'h1' },
  { path: '/signin', ready: 'input[type="password"]' },
];
const executablePath = process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function coldLoad(browser, path, ready) {
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
  await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
  if (ready) await page.waitForSelector(ready, { timeout: 30000 });
  const readyMs = Date.now() - started;
  await new Promise((r) => setTimeout(r, 300)); // let late chunks finish
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
await coldLoad(browser, '/home', 'h1'); // warm the servers' file caches once
for (let i = 0; i < RUNS; i++) {
  for (const { path, ready } of [...PAGES, { path: '/baseline-missing.txt', ready: null }]) {
    (results[path] ??= []).push(await coldLoad(browser, path, ready));
  }
}
await browser.close();

const baseline = median(results['/baseline-missing.txt'].map((r) => r.load));
const lines = [
  `Cold loads, ${RUNS} runs each, medians (${new Date().toISOString().slice(0, 10)}, ${BASE})`,
  '',
];
lines.push('| page | requests | JS raw KiB | JS gzip KiB | FCP ms | load ms | ready ms | load / baseline |');
lines.push('|---|---|---|---|---|---|---|---|');
for (const { path } of PAGES) {
  const rs = results[path];
  const js = (key) =>
    median(rs.map((r) => Object.values(r.perOrigin).reduce((a, o) => a + o[key], 0))) / 1024;
  lines.push(
    `| ${path} | ${median(rs.map((r) => r.requests))} | ${js('jsRaw').toFixed(0)} | ${js('jsWire').toFixed(0)} | ${median(rs.map((r) => r.fcp)).toFixed(0)} | ${median(rs.map((r) => r.load)).toFixed(0)} | ${median(rs.map((r) => r.readyMs)).toFixed(0)} | ${(median(rs.map((r) => r.load)) / baseline).toFixed(1)} |`,
  );
}
lines.push('', `baseline (one missing file from the host origin): load ${baseline.toFixed(1)} ms`, '');
for (const { path } of PAGES) {
  lines.push(`JS per origin for ${path} (median KiB raw / gzip, requests):`);
  const origins = new Set(results[path].flatMap((r) => Object.keys(r.perOrigin)));
  for (const origin of origins) {
    const pick = (key) => median(results[path].map((r) => r.perOrigin[origin]?.[key] ?? 0));
    lines.push(
      `- ${origin}: ${(pick('jsRaw') / 1024).toFixed(0)} / ${(pick('jsWire') / 1024).toFixed(0)} KiB, ${pick('requests')} requests`,
    );
  }
  lines.push('');
}
const report = lines.join('\n');
console.log(report);
if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, report);
