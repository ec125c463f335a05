#!/usr/bin/env node
// First loads of the production build in Chromium, as bench/first-load-budgets.json lists them.
// 1. Weight: each page cold (a new browser context, HTTP cache off, service worker bypassed; a
//    signed-in page with the token stored before its first script runs): JS on the wire
//    (compressed, as the static servers send it) and unpacked, requests, JS per app's origin
//    (so which remotes the page fetched), and how many apps' copies of each shared singleton
//    came down. Against each page's budget (target, or ceiling while it misses the target).
// 2. Second visit: a new visitor opens the page (the service worker installs and takes its files),
//    then opens it again in the same context, HTTP cache still off: scripts the worker answered
//    from its cache, and scripts that still came from the network.
// 3. First paint: /home and /signin against a one-file static page (an h1, no script) served by
//    the host's own static server, so the FCP ratio survives a noisy machine: each round loads the
//    three pages in a rotated order, and the ratio is the median of the rounds' own ratios.
// Usage: node bench/cold-load.mjs [rounds]   (FCP rounds, default 7; 0 skips the FCP part)
//   BASE_URL=http://localhost:3000   a running stack (`npm start`), or
//   BENCH_START=1 [BENCH_PORT_OFFSET=50] to start the built stack here (API in NODE_ENV=test, its
//     own data directory) and stop it after.
//   BENCH_PAGES=/home,/dashboards/crm   only these pages (default: every page of the budgets file)
//   BENCH_WEIGHT_ROUNDS=1   cold loads per page (medians); BENCH_SECOND_VISIT=0 skips part 2
//   BENCH_EMAIL=… BENCH_PASSWORD=…   an admin of a stack without the development mailbox
//     (else a company is signed up through it, on the Basic plan)
//   BENCH_CHECK=1 exits 1 when a page is over budget, fetches a remote it does not draw, fetches
//   a singleton twice, or takes a script from the network on its second visit.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startStack } from '../scripts/lib.mjs';

// puppeteer-core is the e2e package's dependency.
const puppeteer = createRequire(new URL('../e2e/package.json', import.meta.url))('puppeteer-core');
const require = createRequire(import.meta.url);
const weight = require('./lib/page-weight.cjs');
const { browserSession, signUp } = require('../scripts/testkit/sign-up.cjs');
const { CHROMIUM_FLAGS, chromiumPath } = require('../scripts/testkit/chromium.cjs');

const BUDGETS = weight.readBudgets();
const ROUNDS = Number(process.argv[2] ?? 7);
const WEIGHT_ROUNDS = Number(process.env.BENCH_WEIGHT_ROUNDS ?? 1);
const SECOND_VISIT = process.env.BENCH_SECOND_VISIT !== '0';
const ROUTES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : Object.keys(BUDGETS.pages);
for (const route of ROUTES) if (!BUDGETS.pages[route]) throw new Error(`${route} is not in the budgets file`);
const FCP_PAGES = ['/home', '/signin'];
const STATIC_PAGE = '/bench-one-file.html';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kib = (bytes) => (bytes / 1024).toFixed(0);

let stack = null;
let dataDir = null;
let base = process.env.BASE_URL ?? 'http://localhost:3000';
/** The admin the signed-in pages sign in as. */
let admin = { email: '', password: '' };
if (process.env.BENCH_START === '1') {
  const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 50);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-cold-load-'));
  stack = await startStack({
    apiPort: 4000 + portOffset,
    portOffset,
    quiet: true,
    // The development mailbox (sign-up's security code) answers outside production only.
    env: { DATA_DIR: dataDir, NODE_ENV: 'test', RATE_LIMIT_MAX: '1000', DIGEST_INTERVAL_MS: '0' },
  });
  base = stack.origins[0];
}

/**
 * A signed-in admin (BENCH_EMAIL and BENCH_PASSWORD, or a new company on the Basic plan): each
 * signed-in page signs in anew, with a refresh cookie of its own (docs/security.md).
 */
async function adminToken() {
  const api = `${base}/api/v1`;
  if (process.env.BENCH_EMAIL) {
    admin = { email: process.env.BENCH_EMAIL, password: process.env.BENCH_PASSWORD ?? '' };
    return (await browserSession(api, admin.email, admin.password)).token;
  }
  admin = { email: `cold-load-${Date.now()}@example.com`, password: 'cold load 42' };
  const { token } = await signUp({
    api,
    email: admin.email,
    password: admin.password,
    companyName: 'Cold Load Ltd',
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

async function fcpLoad(browser, pagePath, ready) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const started = Date.now();
    await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
    await page.waitForSelector(ready, { timeout: 30000 });
    const readyMs = Date.now() - started;
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { load: nav.loadEventEnd, fcp: fcp ? fcp.startTime : NaN };
    });
    return { ...timing, readyMs };
  } finally {
    await context.close();
  }
}

const browser = await puppeteer.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: [...CHROMIUM_FLAGS],
});
// The one-file page lives in the host's build for the run only: same server, same headers.
const staticFile = path.join(ROOT, 'host', 'dist', STATIC_PAGE.slice(1));
const loads = {};
const visits = {};
const fcp = {};
let stackInfo;
try {
  stackInfo = await weight.readStack(base);
  if (ROUTES.some((r) => BUDGETS.pages[r].signedIn)) await adminToken();
  const optionsOf = (route) => ({
    base,
    route,
    ready: BUDGETS.pages[route].ready,
    signIn: BUDGETS.pages[route].signedIn
      ? () => browserSession(`${base}/api/v1`, admin.email, admin.password)
      : undefined,
  });
  await weight.coldLoad(browser, stackInfo, optionsOf(ROUTES[0])); // warm the servers' file caches once
  for (let i = 0; i < WEIGHT_ROUNDS; i++) {
    for (const route of ROUTES) {
      (loads[route] ??= []).push(await weight.coldLoad(browser, stackInfo, optionsOf(route)));
      process.stderr.write(`cold ${route}: ${kib(loads[route].at(-1).jsWire)} KiB\n`);
    }
  }
  if (SECOND_VISIT) {
    for (const route of ROUTES) {
      const context = await browser.createBrowserContext();
      try {
        visits[route] = await weight.secondVisit(context, optionsOf(route));
      } finally {
        await context.close();
      }
      process.stderr.write(
        `second visit ${route}: ${visits[route].networkJs.length} scripts from the network\n`,
      );
    }
  }
  if (ROUNDS > 0) {
    fs.writeFileSync(
      staticFile,
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Phone Sheet</title></head>' +
        '<body><h1>Phone Sheet</h1><p>One file, no script: the fastest first paint this server gives.</p></body></html>',
    );
    const pages = [
      { path: '/home', ready: 'h1' },
      { path: '/signin', ready: 'input[type="password"]' },
      { path: STATIC_PAGE, ready: 'h1' },
    ];
    await fcpLoad(browser, '/home', 'h1');
    // Each round loads the three pages in a rotated order, so no page always comes first (or
    // right after another), and the static page of the same round is each page's baseline.
    for (let i = 0; i < ROUNDS; i++) {
      for (let j = 0; j < pages.length; j++) {
        const { path: p, ready } = pages[(i + j) % pages.length];
        (fcp[p] ??= []).push(await fcpLoad(browser, p, ready));
      }
    }
  }
} finally {
  await browser.close();
  fs.rmSync(staticFile, { force: true });
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

const over = [];
const allowedNetworkJs = (url) => BUDGETS.secondVisit.networkJsAllowed.includes(new URL(url).pathname);
const lines = [
  `Cold first loads, ${WEIGHT_ROUNDS} per page${WEIGHT_ROUNDS > 1 ? ' (medians)' : ''}, brotli (${new Date().toISOString().slice(0, 10)}, ${base})`,
  '',
  '| page | JS KiB wire (target; ceiling) | requests (limit) | JS KiB raw | JS KiB wire per app | remotes fetched / drawn | singletons | ready ms | 2nd visit: scripts from network / from the worker |',
  '|---|---|---|---|---|---|---|---|---|',
];
for (const route of ROUTES) {
  const rs = loads[route];
  const pick = (f) => median(rs.map(f));
  // The load whose JS weight is the median one gives the lists (remotes, singletons, per app).
  const typical = rs.find((r) => r.jsWire === pick((r) => r.jsWire)) ?? rs[0];
  const load = { ...typical, jsWire: pick((r) => r.jsWire), requests: pick((r) => r.requests) };
  over.push(...weight.overBudget(BUDGETS, route, load));
  const target = BUDGETS.jsWireKiB[route];
  const ceiling = BUDGETS.ceilingKiB[route];
  const maxRequests = weight.limitRequests(BUDGETS, route);
  const perApp = Object.entries(load.perApp)
    .filter(([, a]) => a.jsWire > 0)
    .map(([app, a]) => `${app} ${kib(a.jsWire)}`)
    .join(', ');
  const copies = Object.entries(load.singletons);
  const twice = copies.filter(([, n]) => n > 1).map(([name, n]) => `${name} × ${n}`);
  const fetched = copies.filter(([, n]) => n > 0).length;
  let second = '–';
  const visit = visits[route];
  if (visit) {
    const network = visit.networkJs.filter((s) => !allowedNetworkJs(s.url));
    const allowed = visit.networkJs.length - network.length;
    second = `${network.length} (${visit.networkJsKiB.toFixed(1)} KiB${allowed ? `, ${allowed} of them config` : ''}) / ${visit.swCacheJs} (${visit.swCacheJsKiB.toFixed(0)} KiB)${visit.held ? '' : ', worker incomplete'}`;
    if (network.length) {
      over.push(
        `${route} second visit: ${network.length} scripts from the network (${network
          .slice(0, 4)
          .map((s) => new URL(s.url).pathname)
          .join(', ')}${network.length > 4 ? ', …' : ''})`,
      );
    }
  }
  lines.push(
    `| ${route} | ${kib(load.jsWire)} (${target}${ceiling ? `; ${ceiling}` : ''}) | ${load.requests}${maxRequests ? ` (${maxRequests})` : ''} | ${kib(pick((r) => r.jsRaw))} | ${perApp} | ${load.remotes.join(', ') || '–'} / ${BUDGETS.pages[route].draws.join(', ') || '–'} | ${twice.length ? twice.join(', ') : `${fetched} fetched, each once`} | ${pick((r) => r.readyMs).toFixed(0)} | ${second} |`,
  );
}
if (ROUNDS > 0) {
  const staticFcp = median(fcp[STATIC_PAGE].map((r) => r.fcp));
  /** The median over rounds of a page's FCP ÷ the static page's FCP in the same round. */
  const fcpRatio = (p) => median(fcp[p].map((r, i) => r.fcp / fcp[STATIC_PAGE][i].fcp));
  lines.push(
    '',
    `First paint, ${ROUNDS} rounds, medians:`,
    '',
    '| page | FCP ms | FCP ÷ static page | load ms | ready ms |',
    '|---|---|---|---|---|',
  );
  for (const p of FCP_PAGES) {
    const rs = fcp[p];
    lines.push(
      `| ${p} | ${median(rs.map((r) => r.fcp)).toFixed(0)} | ${fcpRatio(p).toFixed(2)} | ${median(rs.map((r) => r.load)).toFixed(0)} | ${median(rs.map((r) => r.readyMs)).toFixed(0)} |`,
    );
  }
  lines.push(
    '',
    `one-file static page ${STATIC_PAGE} (same server): FCP ${staticFcp.toFixed(0)} ms, load ${median(fcp[STATIC_PAGE].map((r) => r.load)).toFixed(0)} ms`,
  );
  const homeRatio = fcpRatio('/home');
  if (homeRatio > BUDGETS.fcpRatioToStaticPage) {
    over.push(`/home: FCP ${homeRatio.toFixed(2)} × the static page's > ${BUDGETS.fcpRatioToStaticPage}`);
  }
}
// Copies of the singletons a reader looks for first, per page (0: not fetched).
const KEY_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'redux',
  'react-redux',
  'redux-saga',
  'react-intl',
  '@phonesheet/shared',
  '@ant-design/cssinjs',
  'antd',
].filter((name) => stackInfo.sharedNames.includes(name));
lines.push(
  '',
  'Copies of each singleton fetched (apps whose copy came down):',
  '',
  `| page | ${KEY_SINGLETONS.join(' | ')} | others |`,
  `|---|${KEY_SINGLETONS.map(() => '---|').join('')}---|`,
);
for (const route of ROUTES) {
  const s = loads[route][0].singletons;
  const others = Object.entries(s).filter(([name, n]) => !KEY_SINGLETONS.includes(name) && n > 0);
  lines.push(
    `| ${route} | ${KEY_SINGLETONS.map((name) => s[name]).join(' | ')} | ${others.every(([, n]) => n === 1) ? `${others.length} × 1` : others.map(([n, c]) => `${n} × ${c}`).join(', ')} |`,
  );
}
// Pages that miss a target (held by a ceiling or an allowance meanwhile).
const misses = ROUTES.flatMap((r) => {
  const jsKiB = median(loads[r].map((l) => l.jsWire)) / 1024;
  const requests = median(loads[r].map((l) => l.requests));
  const stray = loads[r][0].remotes.filter((x) => !BUDGETS.pages[r].draws.includes(x));
  const why = [
    jsKiB > BUDGETS.jsWireKiB[r] &&
      `${jsKiB.toFixed(0)} KiB > ${BUDGETS.jsWireKiB[r]} (+${(jsKiB - BUDGETS.jsWireKiB[r]).toFixed(0)}, ×${(jsKiB / BUDGETS.jsWireKiB[r]).toFixed(2)})`,
    BUDGETS.requests[r] && requests > BUDGETS.requests[r] && `${requests} requests > ${BUDGETS.requests[r]}`,
    stray.length && `fetches ${stray.join(', ')} without drawing it`,
  ].filter(Boolean);
  return why.length ? [`${r}: ${why.join('; ')}`] : [];
});
lines.push(
  '',
  misses.length ? `Misses its target:\n- ${misses.join('\n- ')}` : 'Every page meets its target.',
);
// A page that meets its target while a ceiling still holds it: the ceiling can go.
const met = ROUTES.filter(
  (r) =>
    (BUDGETS.ceilingKiB[r] && median(loads[r].map((l) => l.jsWire)) / 1024 <= BUDGETS.jsWireKiB[r]) ||
    (BUDGETS.requestsCeiling[r] && median(loads[r].map((l) => l.requests)) <= BUDGETS.requests[r]),
);
lines.push('');
if (met.length) lines.push(`Meets its target, ceiling can go: ${met.join(', ')}`);
lines.push(over.length ? `OVER BUDGET:\n- ${over.join('\n- ')}` : 'Within every budget.');
const report = lines.join('\n');
console.log(report);
if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, report);
if (process.env.BENCH_CHECK === '1' && over.length) process.exit(1);
