#!/usr/bin/env node
// Today's phone sheet with 5,000 calls in Chromium (issue 3): time until the rows are on
// screen, and frame times while the list is scrolled through every row; a flick from rest
// (main-thread CPU, traced) and a mouse-wheel flick scrolled by the compositor (Chrome's frame
// reporter, traced).
// Baselines in the same run, loaded and scrolled the same way: an empty sheet and a 50-row sheet;
// and, scrolled the same way, the same rows as static HTML without script (50 and 5,000): what
// this machine drops for a page that does no work of its own. On Linux, each dropped frame is set
// beside what the machine gave the browser in it (bench/lib/machine-cpu.mjs).
// Needs the production build (`node scripts/start.mjs` builds it, or `npm test -- e2e`).
// Starts its own stack (API on a fresh embedded database + the five static servers) on
// BENCH_PORT_OFFSET (default 0: :3000–:3004, :4000); BASE_URL + API_URL use a running one.
// Usage: BENCH_PORT_OFFSET=30 node bench/sheet-render.mjs [runs]
//   BENCH_CPU_THROTTLE=1,4  CPU slow-down factors to measure (default 1: no throttling)
//   BENCH_OUT=file          also write the report there
//   BENCH_TRACE=dir         first run only: a Chrome trace of 200 more scroll frames (dir/scroll-<rows>.json)
//                           and where a frame's time goes (trace-frames.mjs), plus the page's layers
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startStack } from '../scripts/lib.mjs';
import { browserSession, seedBrowserSession, signUp } from '../scripts/testkit/sign-up.cjs';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/testkit/chromium.cjs';
import { SUMMARY_HEADER, TRACE_CATEGORIES, formatSummary, summariseTrace } from './trace-frames.mjs';
import * as machine from './lib/machine-cpu.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const puppeteer = require('puppeteer-core');

const RUNS = Number(process.argv[2] ?? 5);
const THROTTLES = (process.env.BENCH_CPU_THROTTLE ?? '1').split(',').map(Number);
const ROUTE = '/dashboards/PhoneSheet';
const PASSWORD = 'correct horse 42';
// A one-line row's height (row-layout.ts): the window is wide enough for one-line rows (a list of
// at least 1186 px; at 1366 px the rows take two lines, 84 px, since issue 32).
const ROW_HEIGHT = 64;
const WINDOW_WIDTH = 1500;
const BUDGET = 1000 / 60;
const DROPPED = 1.5 * BUDGET; // a frame longer than this missed at least one vsync
// Every scroll goes through every row of the big sheet, top to bottom, in steps of 4 rows a frame
// (≈ 15,000 px/s, a quick flick); the smaller pages bounce for the same number of frames.
const STEP = 4 * ROW_HEIGHT;
const SCROLL_FRAMES = Math.ceil((5000 * ROW_HEIGHT) / STEP);
const TRACE_DIR = process.env.BENCH_TRACE;
const TRACE_FRAMES = 200;

const log = (text) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${text}\n`);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

// ---------------------------------------------------------------------------------------------
// The stack and the data
let stack = null;
let BASE = process.env.BASE_URL;
let API = process.env.API_URL;
let dataDir = null;
if (!BASE || !API) {
  const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-bench-render-'));
  stack = await startStack({
    portOffset,
    apiPort: 4000 + portOffset,
    quiet: true,
    env: { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000', DATABASE_URL: '' },
  });
  BASE = stack.origins[0];
  API = stack.apiUrl;
}

async function api(method, url, body, token) {
  const res = await fetch(`${API}/api/v1${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** A new company through the real sign-up: register, the e-mailed code, sign in. */
/** Whom each company's token signed in as: every page opened signs in anew (a cookie of its own). */
const emailOf = new Map();

async function signUpCompany(name) {
  const email = `bench.render.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const { token } = await signUp({
    api: `${API}/api/v1`,
    email,
    password: PASSWORD,
    companyName: name,
    firstName: 'Bench',
    lastName: 'Render',
    pollMs: 250,
    timeoutMs: 15_000,
  });
  emailOf.set(token, email);
  return token;
}

const csvCell = (s) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Radia', 'Tim'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson'];
const COMPANY = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries', ''];

/** `count` of today's calls, spread between local midnight and a minute ago, by CSV import. */
async function seedToday(token, count) {
  if (!count) return;
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const span = Date.now() - 60_000 - start.getTime();
  const lines = ['direction,name,company,phone,extension,status,priority,notes,occurredAt'];
  for (let i = 0; i < count; i++) {
    const phone =
      i % 2
        ? `+1 212 555 01${String(i % 100).padStart(2, '0')}`
        : `+44 20 7946 0${String(i % 1000).padStart(3, '0')}`;
    lines.push(
      [
        i % 3 ? 'in' : 'out',
        `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`,
        COMPANY[i % COMPANY.length],
        phone,
        i % 5 ? '' : String(100 + (i % 900)),
        '',
        ['asap', 'today', 'whenever'][i % 3],
        i % 4 ? `Call ${i}: about the contract renewal, wants a call back before Friday` : '',
        new Date(start.getTime() + Math.floor((span * i) / count)).toISOString(),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  // A large import runs as a background job (an id to follow); a small one answers at once.
  const started = await api('POST', '/calls/import', { csv: lines.join('\n') }, token);
  let job = started.data;
  while (job.id && !['done', 'failed', 'cancelled'].includes(job.status)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = (await api('GET', `/calls/import/${started.data.id}`, undefined, token)).data;
  }
  if (job.imported !== count) throw new Error(`imported ${job.imported} of ${count} (${job.status})`);
}

const sheets = [
  { label: 'empty sheet (baseline)', rows: 0 },
  { label: '50 rows (baseline)', rows: 50 },
  { label: '5,000 rows', rows: 5000 },
];
const seedStarted = Date.now();
try {
  for (const sheet of sheets) {
    sheet.token = await signUpCompany(`Bench ${sheet.rows} Co`);
    await seedToday(sheet.token, sheet.rows);
  }
} catch (error) {
  await stack?.stop();
  throw error;
}
const seedMs = Date.now() - seedStarted;

// ---------------------------------------------------------------------------------------------
// In the page: when the rows (or the "no calls" note) are painted, and every long task.
function pageProbe() {
  const bench = (window.__bench = { longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Rows are drawn light, and a row turns interactive when in use (CallRow.tsx): "interactive" is
  // when the first row is, the pointer arriving over it as soon as it is painted (a pointerover
  // sent to it then, as the mouse of a user waiting on the page would).
  const marks = [
    ['painted', '[data-testid="call-row-light"], [data-testid="call-row"], [data-testid="sheet-empty"]'],
    ['interactive', '[data-testid="call-row"], [data-testid="sheet-empty"]'],
  ];
  const observer = new MutationObserver(() => {
    for (const [mark, selector] of marks) {
      if (bench[`${mark}InDom`] || !document.querySelector(selector)) continue;
      bench[`${mark}InDom`] = performance.now();
      // The next frame's rAF runs before its paint; a task queued from it runs after the paint.
      requestAnimationFrame(() =>
        setTimeout(() => {
          bench[mark] = performance.now();
          // The pointer arrives over the first row once it is on screen.
          const row = mark === 'painted' && document.querySelector('[data-testid="sheet-list"] [role="row"]');
          if (row)
            row.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
        }, 0),
      );
    }
    if (marks.every(([mark]) => bench[`${mark}InDom`])) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Scrolls the sheet `frames` frames, `step` px per frame (down, bouncing at the ends). `times`:
 * each frame's epoch ms. `checkBlank`: whether the rows in the DOM cover the box each frame.
 */
async function scrollProbe({ step, frames, rowHeight, checkBlank = true }) {
  const list = document.querySelector('[data-testid="sheet-list"]');
  const frameLongs = [];
  const longTasks = [];
  const loaf = new PerformanceObserver((l) => {
    for (const e of l.getEntries()) frameLongs.push({ duration: e.duration, blocking: e.blockingDuration });
  });
  loaf.observe({ type: 'long-animation-frame' });
  const lt = new PerformanceObserver((l) => {
    for (const e of l.getEntries()) longTasks.push(e.duration);
  });
  lt.observe({ type: 'longtask' });
  list.scrollTop = 0;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const height = list.clientHeight;
  const max = list.scrollHeight - height;
  const deltas = [];
  const times = [];
  let blank = 0;
  let top = 0;
  let dir = 1;
  let last = null;
  const deadline = performance.now() + 120_000; // a page that cannot keep up still ends
  await new Promise((resolve) => {
    const frame = (t) => {
      if (last !== null) deltas.push(t - last);
      last = t;
      times.push(performance.timeOrigin + t);
      if (deltas.length >= frames || t > deadline) return resolve();
      top += dir * step;
      if (top >= max || top <= 0) {
        top = Math.max(0, Math.min(max, top));
        dir = -dir;
      }
      list.scrollTop = top;
      if (!checkBlank) return requestAnimationFrame(frame);
      // Rows that will be painted this frame: do they cover the box (no blank strip)?
      let from = Infinity;
      let to = -Infinity;
      for (const item of list.querySelectorAll('[role="listitem"]')) {
        // The sheet places a row by a transform (VirtualList), the static HTML by `top`.
        const y = parseFloat(/translateY\(([-\d.]+)px\)/.exec(item.style.transform)?.[1] ?? item.style.top);
        from = Math.min(from, y);
        to = Math.max(to, y + rowHeight);
      }
      if (from > top || to < Math.min(top + height, max + height)) blank++;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await new Promise((r) => setTimeout(r, 100));
  loaf.disconnect();
  lt.disconnect();
  return { deltas, times, blank, frameLongs, longTasks, max };
}

/**
 * The compositor's layers of the page mid-scroll (CDP LayerTree): is the list's scrolling content
 * its own layer (a composited scroller moves it without repainting), and how many layers there are.
 */
async function layerReport(page) {
  const cdp = await page.createCDPSession();
  let layers = [];
  cdp.on('LayerTree.layerTreeDidChange', (e) => e.layers && (layers = e.layers));
  await cdp.send('LayerTree.enable');
  const contentHeight = await page.evaluate(async () => {
    const list = document.querySelector('[data-testid="sheet-list"]');
    for (let i = 0; i < 10; i++) {
      list.scrollTop += 64;
      await new Promise((r) => requestAnimationFrame(r));
    }
    return list.scrollHeight;
  });
  await new Promise((r) => setTimeout(r, 300));
  await cdp.send('LayerTree.disable');
  await cdp.detach();
  const scrolling = layers.filter((l) => l.height >= contentHeight * 0.9);
  return {
    layers: layers.length,
    drawn: layers.filter((l) => l.drawsContent).length,
    scrollingContentLayer: scrolling.length > 0,
    sizes: layers.filter((l) => l.drawsContent).map((l) => `${l.width}×${l.height}`),
  };
}

/**
 * A flick from rest in the middle of the sheet (the rows in view have been still for a second),
 * traced with few categories: the main thread's CPU time (not wall time, which the machine's
 * other work stretches) of each of its first 24 frames. The first frames are where the rows
 * that were still are replaced; frames 17-24 are the flick's steady state.
 */
async function flickFromRest(page, { step, rowHeight }) {
  await page.evaluate(
    (top) => (document.querySelector('[data-testid="sheet-list"]').scrollTop = top),
    1000 * rowHeight,
  );
  await new Promise((r) => setTimeout(r, 1000));
  await page.tracing.start({ categories: ['cc', 'benchmark', 'blink.user_timing'] });
  await page.evaluate(async (px) => {
    const list = document.querySelector('[data-testid="sheet-list"]');
    performance.mark('flick-start');
    for (let frame = 0; frame < 24; frame++) {
      list.scrollTop += px;
      await new Promise((r) => requestAnimationFrame(r));
    }
    performance.mark('flick-end');
  }, step);
  const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
  const at = (name) => events.find((e) => e.name === name)?.ts ?? NaN;
  const [from, to] = [at('flick-start'), at('flick-end')];
  const frames = events
    .filter((e) => e.name === 'ProxyMain::BeginMainFrame' && e.ph === 'X' && e.ts >= from && e.ts <= to)
    .map((e) => (e.tdur ?? e.dur) / 1000);
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  return { first8: sum(frames.slice(0, 8)), later8: sum(frames.slice(16, 24)), frames: frames.length };
}

/**
 * A flick by mouse wheel through the whole list, as a user's: `Input.synthesizeScrollGesture`
 * scrolls it on the compositor thread, which keeps drawing frames whatever the main thread does.
 * Chrome's frame reporter (`PipelineReporter`, trace category `benchmark`) judges each frame: it
 * is dropped when it was not presented at all (the screen kept the last frame); it "affects
 * smoothness" when it was presented without an update it waited for (the main thread's rows
 * late: the scroll moved, but Chrome counts such a frame as dropped once the page's frames write
 * inline styles through the CSSOM, its sign of a JS animation; the sheet's rows are placed by
 * their style attribute, which is not that sign); and it has "missing content" when part of the
 * list was not rasterised yet, or not even recorded (rows the main thread had not drawn).
 */
async function wheelFlick(page, since, speed = 15000) {
  const box = await page.$eval('[data-testid="sheet-list"]', (list) => {
    list.scrollTop = 0;
    const r = list.getBoundingClientRect();
    return {
      x: Math.round(r.x + r.width / 2),
      y: Math.round(r.y + r.height / 2),
      distance: list.scrollHeight - list.clientHeight,
    };
  });
  await new Promise((r) => setTimeout(r, 1000));
  const cdp = await page.createCDPSession();
  const {
    result: { events, startEpoch },
    samples,
    names,
  } = await whileSampled(since, async () => {
    await page.tracing.start({ categories: ['benchmark', 'blink.user_timing'] });
    // The mark's time in the page (epoch ms) and in the trace (µs) put the trace on the sampler's clock.
    const startEpoch = await page.evaluate(
      () => performance.timeOrigin + performance.mark('wheel-start').startTime,
    );
    await cdp.send('Input.synthesizeScrollGesture', {
      ...{ x: box.x, y: box.y, yDistance: -box.distance, speed },
      ...{ gestureSourceType: 'mouse', preventFling: true },
    });
    await page.evaluate(() => performance.mark('wheel-end'));
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    return { events: trace.traceEvents, startEpoch };
  });
  await cdp.detach();
  const at = (name) => events.find((e) => e.name === name)?.ts ?? NaN;
  const [from, to] = [at('wheel-start'), at('wheel-end')];
  // The page's own frames: the browser's compositor reports its frames too (its window's).
  const pagePid = events.find((e) => e.name === 'wheel-start')?.pid;
  // A report's begin and end share an id, which later reports reuse: each end closes the last
  // begin. One frame (one `frame_sequence`) may be reported more than once (its compositor part
  // and its main thread's part): it is late, or missing content, if any of its reports says so.
  const bySequence = new Map();
  const open = new Map();
  for (const e of events
    .filter((e) => e.name === 'PipelineReporter' && e.pid === pagePid)
    .sort((a, b) => a.ts - b.ts)) {
    const id = JSON.stringify(e.id ?? e.id2);
    if (e.ph === 'b') open.set(id, e);
    else if (e.ph === 'e' && open.has(id)) {
      const begin = open.get(id);
      open.delete(id);
      const report = begin.args?.frame_reporter;
      // A vsync with nothing to draw is reported too ("no update desired"): not a frame of the scroll.
      if (!report || begin.ts < from || begin.ts > to || report.state === 'STATE_NO_UPDATE_DESIRED') continue;
      const frame = bySequence.get(report.frame_sequence);
      const judged = {
        dropped: report.state === 'STATE_DROPPED',
        late: Boolean(report.affects_smoothness),
        unrecorded: Boolean(report.checkerboarded_needs_record),
        missing: Boolean(report.has_missing_content),
      };
      if (!frame) bySequence.set(report.frame_sequence, { ...judged, span: [begin.ts, e.ts] });
      else {
        for (const key of Object.keys(judged)) frame[key] ||= judged[key];
        frame.span = [Math.min(frame.span[0], begin.ts), Math.max(frame.span[1], e.ts)];
      }
    }
  }
  const frames = [...bySequence.values()];
  // Each frame, begin to presentation, on the sampler's clock: did the machine take the CPU in it?
  const toEpoch = (ts) => startEpoch + (ts - from) / 1000;
  const starved = (frame) => machine.starved(machine.perFrame(samples, names, frame.span.map(toEpoch))[0]);
  const late = frames.filter((f) => f.late);
  log(
    `wheel flick: ${frames.length} frames, ${median(frames.map((f) => (f.span[1] - f.span[0]) / 1000)).toFixed(1)} ms from begin to presentation (median)`,
  );
  const top = await page.$eval('[data-testid="sheet-list"]', (list) => list.scrollTop);
  return {
    frames: frames.length,
    dropped: frames.filter((f) => f.dropped).length,
    late: late.length,
    missing: frames.filter((f) => f.missing).length,
    unrecorded: frames.filter((f) => f.unrecorded).length,
    reachedEnd: top >= box.distance - 1,
    ...(samples && { lateStarved: late.filter(starved).length, starved: frames.filter(starved).length }),
  };
}

const traces = [];

/**
 * Runs `work` while, on Linux, the machine's CPU is sampled for the page's renderer (opened since
 * `since`); resolves to its result and the samples (null elsewhere). The sampler stops either way.
 */
async function whileSampled(since, work) {
  const sampler = machine.available
    ? await machine.startSampler(machine.browserThreads(browser.process().pid, since))
    : null;
  let result;
  let samples;
  try {
    result = await work();
  } finally {
    samples = await sampler?.stop();
  }
  return { result, samples, names: sampler?.names };
}

/** The scroll probe and, on Linux, what the machine gave the browser in each of its frames. */
async function measuredScroll(page, since, options) {
  const {
    result: scroll,
    samples,
    names,
  } = await whileSampled(since, () => page.evaluate(scrollProbe, options));
  if (samples) {
    const frames = machine.perFrame(samples, names, scroll.times);
    scroll.machine = machine.attributeDrops(frames, { droppedMs: DROPPED, budgetMs: BUDGET });
  }
  return scroll;
}

const STATIC_BASELINES = [
  { label: '50 rows of static HTML, no script (baseline)', rows: 50 },
  { label: '5,000 rows of static HTML, no script (baseline)', rows: 5000 },
];
let listHeight = 700; // the sheet's list box, once measured

/**
 * Rows like the sheet's (same height, the same texts and boxes, a status colour at the start) as
 * plain HTML in a box like the sheet's list: every row in the DOM, no script. What this machine
 * drops scrolling a page that does no work of its own.
 */
function staticRowsHtml(rows) {
  const cells = (i) =>
    `<i class="b"></i><span class="w">owed since Thu</span><div class="who"><b>${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]} ${i}</b><br><span>${COMPANY[i % COMPANY.length] || '—'}</span></div>` +
    `<a href="tel:+12125550100">+1 212-555-01${String(i % 100).padStart(2, '0')}</a><span class="p">Today</span><span class="p s">To return</span>` +
    `<span class="n">Call ${i}: about the contract renewal, wants a call back before Friday</span><i class="b"></i><i class="b"></i>`;
  let html = '';
  for (let i = 0; i < rows; i++)
    html += `<div role="listitem" style="top:${i * ROW_HEIGHT}px">${cells(i)}</div>`;
  return `<!doctype html><meta charset="utf-8"><style>
body{margin:0;font:14px sans-serif}
#l{height:${listHeight}px;margin-top:120px;overflow-y:auto;position:relative;will-change:scroll-position;background:#fff}
[role=listitem]{position:absolute;left:0;right:0;height:${ROW_HEIGHT}px;contain:strict;display:flex;align-items:center;gap:8px;padding:4px 8px;box-sizing:border-box;border-bottom:1px solid #f0f0f0;border-left:4px solid #fa8c16}
.b{width:24px;height:24px;border:1px solid #d9d9d9;border-radius:4px;flex-shrink:0}.w{width:110px;color:#888}
.who{flex:2 1 160px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.who span,.n{color:#888}
a{flex:1 1 150px;white-space:nowrap}.p{width:124px;height:24px;border:1px solid #d9d9d9;border-radius:4px;padding:0 7px;box-sizing:border-box}
.s{width:172px}.n{flex:3 1 200px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
</style><div id="l" data-testid="sheet-list"><div style="position:relative;height:${rows * ROW_HEIGHT}px">${html}</div></div>`;
}

/** A static-HTML baseline scrolled as the sheets are (rAF, then, with 5,000 rows, by wheel). */
async function staticScroll(rows, throttle) {
  const since = machine.available ? machine.ticksSinceBoot() : 0;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.setContent(staticRowsHtml(rows));
  await new Promise((r) => setTimeout(r, 1000));
  const scroll = await measuredScroll(page, since, {
    step: STEP,
    frames: SCROLL_FRAMES,
    rowHeight: ROW_HEIGHT,
    checkBlank: false,
  });
  if (rows === 5000) scroll.wheel = await wheelFlick(page, since);
  await context.close();
  return { scroll };
}

// ---------------------------------------------------------------------------------------------
const browser = await puppeteer.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: [...CHROMIUM_FLAGS, `--window-size=${WINDOW_WIDTH},900`],
  defaultViewport: { width: WINDOW_WIDTH, height: 900 },
});

/** Opens the sheet signed in, in a fresh context: a first (cold) load, then a measured reload. */
async function openSheet(sheet, throttle) {
  const since = machine.available ? machine.ticksSinceBoot() : 0;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(60000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await seedBrowserSession(
    page,
    BASE,
    await browserSession(`${API}/api/v1`, emailOf.get(sheet.token), PASSWORD),
  );
  await page.goto(`${BASE}/home`);
  await page.evaluateOnNewDocument(pageProbe);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const measure = async () => {
    await page.goto(`${BASE}${ROUTE}`);
    await page.waitForFunction(() => window.__bench?.painted && window.__bench?.interactive, {
      polling: 50,
    });
    return page.evaluate(() => {
      const b = window.__bench;
      const responses = performance
        .getEntriesByType('resource')
        .filter((e) => /\/api\/v1\/(calls\/sheet|statuses|user\/list)\b/.test(e.name));
      const dataAt = Math.max(...responses.map((e) => e.responseEnd));
      const sheetAt = responses.find((e) => e.name.includes('/calls/sheet'))?.responseEnd;
      const afterData = b.longTasks.filter((t) => t.start + t.duration > dataAt);
      return {
        painted: b.painted,
        interactive: b.interactive,
        interactiveAfterData: b.interactive - dataAt,
        afterSheet: b.painted - sheetAt,
        afterData: b.painted - dataAt,
        longTasksAfterData: afterData.length,
        longestAfterData: Math.max(0, ...afterData.map((t) => t.duration)),
        rows: document.querySelectorAll('[data-testid="call-row"], [data-testid="call-row-light"]').length,
      };
    });
  };
  const cold = await measure();
  const warm = await measure();
  return { page, context, cold, warm, errors, since };
}

const results = [];
let shot = null;
try {
  for (const throttle of THROTTLES) {
    for (let run = 0; run < RUNS; run++) {
      for (const sheet of sheets) {
        log(`${sheet.label}, run ${run + 1}, CPU ×${throttle}: load`);
        const { page, context, cold, warm, errors, since } = await openSheet(sheet, throttle);
        if (errors.length) throw new Error(`page errors on ${sheet.label}: ${errors.join('; ')}`);
        let scroll = null;
        let idle = null;
        if (sheet.rows === 5000) {
          // The machine's own frame times: the same page, not scrolling, 300 frames.
          idle = await page.evaluate(
            () =>
              new Promise((resolve) => {
                const deltas = [];
                let last = null;
                const frame = (t) => {
                  if (last !== null) deltas.push(t - last);
                  last = t;
                  if (deltas.length >= 300) resolve(deltas);
                  else requestAnimationFrame(frame);
                };
                requestAnimationFrame(frame);
              }),
          );
        }
        if (sheet.rows) {
          log(`${sheet.label}: scroll`);
          scroll = await measuredScroll(page, since, {
            step: STEP,
            frames: SCROLL_FRAMES,
            rowHeight: ROW_HEIGHT,
          });
          listHeight = await page.$eval('[data-testid="sheet-list"]', (list) => list.clientHeight);
          if (sheet.rows === 5000) {
            scroll.fromRest = await flickFromRest(page, { step: STEP, rowHeight: ROW_HEIGHT });
            scroll.wheel = await wheelFlick(page, since);
          }
          if (TRACE_DIR && run === 0) {
            // A second, shorter scroll under the tracer (a trace of all 1,250 frames is ~300 MB;
            // the tracer's own cost stays out of the measured scroll above).
            fs.mkdirSync(TRACE_DIR, { recursive: true });
            await page.tracing.start({ categories: TRACE_CATEGORIES });
            const traced = await page.evaluate(scrollProbe, {
              step: STEP,
              frames: TRACE_FRAMES,
              rowHeight: ROW_HEIGHT,
            });
            const buffer = await page.tracing.stop();
            const file = path.join(TRACE_DIR, `scroll-${sheet.rows}.json`);
            fs.writeFileSync(file, buffer);
            const summary = summariseTrace(
              JSON.parse(Buffer.from(buffer).toString('utf8')),
              traced.deltas.length,
            );
            summary.medianFrame = median(traced.deltas);
            traces.push({ label: sheet.label, summary, layers: await layerReport(page), file });
            log(`${sheet.label}: trace ${file}`);
          }
          if (sheet.rows === 5000 && !shot) {
            fs.mkdirSync(path.join(ROOT, 'e2e/artifacts'), { recursive: true });
            shot = path.join(ROOT, 'e2e/artifacts/phonesheet-5000-rows.png');
            // Mid-scroll (rows drawn light), kept moving by a pixel every 40 ms, then at rest.
            await page.evaluate(() => {
              const list = document.querySelector('[data-testid="sheet-list"]');
              list.scrollTop = 1000 * 64;
              window.__jiggle = setInterval(() => (list.scrollTop += list.scrollTop % 2 ? -1 : 1), 40);
            });
            await new Promise((r) => setTimeout(r, 300));
            await page.screenshot({ path: shot.replace('.png', '-scrolling.png') });
            await page.evaluate(() => {
              clearInterval(window.__jiggle);
              document.querySelector('[data-testid="sheet-list"]').scrollTop = 2500 * 64;
            });
            await new Promise((r) => setTimeout(r, 1000));
            await page.screenshot({ path: shot });
          }
        }
        await context.close();
        results.push({ throttle, sheet: sheet.label, rows: sheet.rows, cold, warm, scroll, idle });
      }
      for (const baseline of STATIC_BASELINES) {
        log(`${baseline.label}, run ${run + 1}, CPU ×${throttle}: scroll`);
        results.push({
          throttle,
          sheet: baseline.label,
          rows: baseline.rows,
          ...(await staticScroll(baseline.rows, throttle)),
        });
      }
    }
  }
} finally {
  await browser.close();
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
const f0 = (x) => (Number.isFinite(x) ? x.toFixed(0) : '–');
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const lines = [
  `Phone sheet render and scroll in Chromium, ${RUNS} runs each, medians ` +
    `(${new Date().toISOString().slice(0, 10)}, ${BASE}; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ` +
    `seeding 5,050 calls by CSV import took ${(seedMs / 1000).toFixed(1)} s)`,
  '',
];
for (const throttle of THROTTLES) {
  const of = (label) => results.filter((r) => r.throttle === throttle && r.sheet === label);
  const base = median(of(sheets[0].label).map((r) => r.warm.afterData));
  lines.push(
    `CPU throttling ${throttle === 1 ? 'off' : `${throttle}×`} — load (ms; "warm" = reload with the code cached):`,
    '',
  );
  lines.push(
    '| sheet | rows in DOM | cold: nav → rows painted | warm: nav → rows painted | warm: sheet response → painted | warm: all data → painted | warm: all data → interactive | long tasks after data | longest ms | data → painted ÷ empty |',
  );
  lines.push('|---|---|---|---|---|---|---|---|---|---|');
  for (const { label } of sheets) {
    const rs = of(label);
    const w = (k) => median(rs.map((r) => r.warm[k]));
    lines.push(
      `| ${label} | ${median(rs.map((r) => r.warm.rows))} | ${f0(median(rs.map((r) => r.cold.painted)))} | ${f0(w('painted'))} | ${f0(w('afterSheet'))} | ${f0(w('afterData'))} | ${f0(w('interactiveAfterData'))} | ${f0(w('longTasksAfterData'))} | ${f0(w('longestAfterData'))} | ${f1(w('afterData') / base)} |`,
    );
  }
  lines.push('', 'Scroll (4 rows = 256 px a frame; frame time = requestAnimationFrame delta):', '');
  lines.push(
    `| sheet | frames | median ms | p95 ms | p99 ms | max ms | dropped (> ${f1(DROPPED)} ms) | dropped, each run | blank-strip frames | long tasks | long animation frames | p95 ÷ 50-row |`,
  );
  lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const p95base = median(of(sheets[1].label).map((r) => pct(r.scroll.deltas, 95)));
  const idle = of(sheets[2].label).map((r) => r.idle);
  lines.push(
    `| idle: the 5,000-row page, not scrolling (baseline) | ${idle[0].length} | ${f1(median(idle.map((d) => median(d))))} | ${f1(median(idle.map((d) => pct(d, 95))))} | ${f1(median(idle.map((d) => pct(d, 99))))} | ${f1(median(idle.map((d) => Math.max(...d))))} | ${median(idle.map((d) => d.filter((x) => x > DROPPED).length))} | ${idle.map((d) => d.filter((x) => x > DROPPED).length).join(', ')} | – | – | – | – |`,
  );
  const scrolled = [...sheets, ...STATIC_BASELINES].filter((sheet) => sheet.rows);
  for (const { label } of scrolled) {
    const rs = of(label);
    const m = (fn) => median(rs.map((r) => fn(r.scroll)));
    const p95 = m((s) => pct(s.deltas, 95));
    lines.push(
      `| ${label} | ${m((s) => s.deltas.length)} | ${f1(m((s) => median(s.deltas)))} | ${f1(p95)} | ${f1(m((s) => pct(s.deltas, 99)))} | ${f1(m((s) => Math.max(...s.deltas)))} | ${m((s) => s.deltas.filter((d) => d > DROPPED).length)} | ${rs.map((r) => r.scroll.deltas.filter((d) => d > DROPPED).length).join(', ')} | ${rs[0].warm ? m((s) => s.blank) : '–'} | ${m((s) => s.longTasks.length)} | ${m((s) => s.frameLongs.length)} | ${f1(p95 / p95base)} |`,
    );
  }
  if (results.some((r) => r.scroll?.machine)) {
    lines.push(
      '',
      `Why each frame dropped, from what the machine gave the browser in it (Linux /proc, sampled every 2 ms): "the machine" = the host took CPU (steal) or the page's main or compositor thread waited ≥ 4 ms for a core; "the page" = its main thread itself ran > ${f1(BUDGET)} ms of CPU; "neither" = the rest of the browser's pipeline. Main-thread CPU a frame is the page's own cost, which the machine's other work does not stretch.`,
      '',
      '| page | dropped, each run | the machine | the page | neither | main-thread CPU a frame: median / p99 / max ms | frames over budget, each run |',
      '|---|---|---|---|---|---|---|',
    );
    for (const { label } of scrolled) {
      const ms = of(label).map((r) => r.scroll.machine);
      if (ms.some((m) => !m)) continue;
      const sum = (k) => ms.reduce((a, m) => a + m[k], 0);
      lines.push(
        `| ${label} | ${ms.map((m) => m.dropped).join(', ')} | ${sum('machine')} | ${sum('page')} | ${sum('other')} | ${f1(median(ms.map((m) => median(m.mainRun))))} / ${f1(median(ms.map((m) => pct(m.mainRun, 99))))} / ${f1(Math.max(...ms.map((m) => Math.max(...m.mainRun))))} | ${ms.map((m) => m.mainRun.filter((x) => x > BUDGET).length).join(', ')} |`,
      );
    }
  }
  const rest = of(sheets[2].label).map((r) => r.scroll.fromRest);
  lines.push(
    '',
    'A flick from rest at row 1,000 (4 rows a frame; traced): main-thread CPU ms of its first 8 frames and of frames 17-24',
    '',
    '| sheet | first 8 frames | frames 17-24 (baseline) | first ÷ later | each run, first 8 |',
    '|---|---|---|---|---|',
    `| ${sheets[2].label} | ${f1(median(rest.map((x) => x.first8)))} | ${f1(median(rest.map((x) => x.later8)))} | ${f1(median(rest.map((x) => x.first8 / x.later8)))} | ${rest.map((x) => f1(x.first8)).join(', ')} |`,
  );
  const late = (x) => `${x.late} (${f1((100 * x.late) / x.frames)} %)`;
  const wheelRow = (label) => {
    const wheel = of(label).map((r) => r.scroll.wheel);
    const share = (n, of) => `${f0((100 * n) / of)} %`;
    const starved = wheel.every((x) => x.starved !== undefined)
      ? `${wheel.map((x) => (x.late ? share(x.lateStarved, x.late) : '–')).join(', ')} | ${wheel.map((x) => share(x.starved, x.frames)).join(', ')}`
      : '– | –';
    return `| ${label} | ${median(wheel.map((x) => x.frames))} | ${wheel.map((x) => x.dropped).join(', ')} | ${wheel.map(late).join(', ')} | ${wheel.map((x) => `${x.missing} (${x.unrecorded})`).join(', ')} | ${starved} | ${wheel.every((x) => x.reachedEnd) ? 'yes' : 'no'} |`;
  };
  lines.push(
    '',
    "A mouse-wheel flick through the whole sheet at 15,000 px/s, scrolled by the compositor; its frames as Chrome's frame reporter judges them, and the share of them (begin to presentation) in which the machine took the CPU as above",
    '',
    '| sheet | frames | not presented (dropped), each run | presented without the main thread\'s update (late, "affecting smoothness"), each run | content missing (of which not recorded), each run | late frames while the machine took the CPU, each run | all frames while it did | reached the end |',
    '|---|---|---|---|---|---|---|---|',
    wheelRow(sheets[2].label),
    wheelRow(STATIC_BASELINES[1].label),
  );
  lines.push('');
}
if (traces.length) {
  lines.push(
    'Where a scroll frame goes (first run, traced; ms per frame; main thread by self time of the DevTools timeline events):',
    '',
    SUMMARY_HEADER,
    ...traces.map((t) => formatSummary(t.label, t.summary)),
    '',
    ...traces.map(
      (t) =>
        `Layers of ${t.label} mid-scroll: ${t.layers.layers} (${t.layers.drawn} drawing: ${t.layers.sizes.join(', ')}); ` +
        `the list's scrolling content ${t.layers.scrollingContentLayer ? 'is' : 'is not'} a layer of its own. Trace: ${t.file}`,
    ),
    '',
  );
}
if (shot)
  lines.push(
    `Screenshots of the 5,000-row sheet: at rest at row 2,500 ${path.relative(ROOT, shot)}; mid-scroll at row 1,000 (light rows) ${path.relative(ROOT, shot).replace('.png', '-scrolling.png')}`,
  );
const report = lines.join('\n');
console.log(report);
if (process.env.BENCH_RAW) fs.writeFileSync(process.env.BENCH_RAW, JSON.stringify(results, null, 1));
if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, report);
