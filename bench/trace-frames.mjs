#!/usr/bin/env node
// Where a frame's time goes, from a Chrome trace (page.tracing) of the page while it scrolls:
// the renderer's main thread split into script / style / layout / paint / commit (self time of
// the DevTools timeline events), and the time of the compositor, raster and viz threads.
// Used by sheet-render.mjs (BENCH_TRACE); also on its own: node bench/trace-frames.mjs trace.json [frames]
import fs from 'node:fs';

/** Event name → main-thread bucket (self time, so nested events are not counted twice). */
const BUCKETS = [
  [
    'style',
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|InvalidateLayout|ScheduleStyleRecalculation)$/,
  ],
  ['layout', /^(Layout|LocalFrameView::layout|UpdateLayout)$/],
  [
    'paint',
    /^(PrePaint|Paint|PaintImage|UpdateLayer|UpdateLayerTree|LocalFrameView::RunPaintLifecyclePhase)$/,
  ],
  // Paint chunks → cc layers: grows with the number of chunks (clips, effects) and layers.
  ['layerize', /^(Layerize|PaintArtifactCompositor::Update)$/],
  ['commit', /^(Commit|ProxyMain::BeginMainFrame::commit|CompositeLayers|ProxyImpl::ScheduledActionCommit)$/],
  ['hit test', /^HitTest$/],
  ['gc', /GC|Heap/],
  [
    'script',
    /^(FunctionCall|EvaluateScript|v8\.|V8\.|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|FunctionCall|ScrollEvent|RunTask.*Microtask|JSSample)/,
  ],
];

const THREAD_GROUPS = [
  ['main', /^CrRendererMain$/],
  ['compositor', /^Compositor$/],
  // Raster runs on the renderer's worker pool (CompositorTileWorker in older builds).
  ['raster', /^(CompositorTileWorker|ThreadPoolForegroundWorker)/],
  ['viz', /^(VizCompositorThread|CrGpuMain)$/],
];

/** A task that runs a thread's work: its duration is that thread's busy time. */
const TOP =
  /^(ThreadControllerImpl::RunTask|ThreadPool_RunTask|RunTask|TaskQueueManager::ProcessTaskFromWorkQueue)$/;

export function summariseTrace(trace, frames) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const names = new Map(); // pid:tid → thread name
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  // The page's renderer: the one whose main thread ran the most FireAnimationFrame events.
  const rafs = new Map();
  for (const e of events) if (e.name === 'FireAnimationFrame') rafs.set(e.pid, (rafs.get(e.pid) ?? 0) + 1);
  const pagePid = [...rafs.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const groupOf = (e) => {
    const name = names.get(`${e.pid}:${e.tid}`) ?? '';
    const g = THREAD_GROUPS.find(([, re]) => re.test(name))?.[0];
    if (!g) return null;
    if ((g === 'main' || g === 'compositor' || g === 'raster') && e.pid !== pagePid) return null;
    return g;
  };
  // Complete events per thread ('X', or B/E pairs), sorted, for self time and busy time.
  const perThread = new Map();
  const open = new Map();
  for (const e of events) {
    if (e.ph !== 'X' && e.ph !== 'B' && e.ph !== 'E') continue;
    const g = groupOf(e);
    if (!g) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!perThread.has(key)) perThread.set(key, { group: g, list: [] });
    if (e.ph === 'X')
      perThread.get(key).list.push({
        name: e.name,
        ts: e.ts,
        end: e.ts + (e.dur ?? 0),
        // Thread (CPU) time where the trace has it: on a loaded machine wall time also counts
        // the moments the thread waited for a core.
        cpu: e.tdur ?? e.dur ?? 0,
        args: e.args,
      });
    else if (e.ph === 'B') (open.get(key) ?? open.set(key, []).get(key)).push(e);
    else {
      const b = open.get(key)?.pop();
      if (b)
        perThread.get(key).list.push({
          name: b.name,
          ts: b.ts,
          end: e.ts,
          cpu: e.tts !== undefined && b.tts !== undefined ? e.tts - b.tts : e.ts - b.ts,
          args: b.args,
        });
    }
  }
  const busy = { main: 0, compositor: 0, raster: 0, viz: 0 };
  const main = {
    script: 0,
    style: 0,
    layout: 0,
    paint: 0,
    layerize: 0,
    commit: 0,
    'hit test': 0,
    gc: 0,
    other: 0,
  };
  const counts = { RasterTask: 0 };
  let first = Infinity;
  let last = -Infinity;
  for (const { group, list } of perThread.values()) {
    list.sort((a, b) => a.ts - b.ts || b.end - a.end);
    const stack = [];
    for (const ev of list) {
      while (stack.length && stack[stack.length - 1].end <= ev.ts) stack.pop();
      const parent = stack[stack.length - 1];
      // The worker pool runs more than raster: there only the RasterTask events count.
      const top = group === 'raster' ? ev.name === 'RasterTask' : TOP.test(ev.name);
      if (top && !stack.some((s) => (group === 'raster' ? s.name === 'RasterTask' : TOP.test(s.name)))) {
        busy[group] += ev.cpu;
        first = Math.min(first, ev.ts);
        last = Math.max(last, ev.end);
      }
      if (group === 'main') {
        ev.self = ev.cpu;
        if (parent) parent.self -= ev.cpu;
      }
      if (group === 'raster' && ev.name === 'RasterTask') counts.RasterTask++;
      stack.push(ev);
    }
    if (group === 'main')
      for (const ev of list) {
        if (TOP.test(ev.name)) continue;
        const bucket = BUCKETS.find(([, re]) => re.test(ev.name))?.[0] ?? 'other';
        main[bucket] += Math.max(0, ev.self);
      }
  }
  const ms = (us) => us / 1000;
  const n =
    frames ?? Math.max(1, events.filter((e) => e.name === 'FireAnimationFrame' && e.pid === pagePid).length);
  const perFrame = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, ms(v) / n]));
  return {
    frames: n,
    spanMs: ms(last - first),
    busyPerFrame: perFrame(busy),
    mainPerFrame: perFrame(main),
    rasterTasksPerFrame: counts.RasterTask / n,
  };
}

export function formatSummary(label, s) {
  const f = (x) => x.toFixed(1);
  const m = s.mainPerFrame;
  return (
    `| ${label} | ${s.frames} | ${f(s.spanMs / s.frames)} | ${f(s.busyPerFrame.main)} | ${f(m.script)} | ${f(m.style)} | ${f(m.layout)} | ${f(m.paint)} | ${f(m.layerize)} | ${f(m.commit)} | ${f(m.gc)} | ${f(m.other + m['hit test'])} | ` +
    `${f(s.busyPerFrame.compositor)} | ${f(s.busyPerFrame.raster)} | ${f(s.busyPerFrame.viz)} | ${f(s.rasterTasksPerFrame)} |`
  );
}

export const SUMMARY_HEADER =
  '| sheet | frames | wall ms/frame | main thread | script | style | layout | paint | layerize | commit | gc | other | compositor | raster | viz | raster tasks |\n' +
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'cc',
  'viz',
  'disabled-by-default-v8.cpu_profiler', // JS samples: which functions the script time is
];

/** Self time of the sampled JS functions on the page's main thread, most first (ms in total). */
export function topFunctions(trace, count = 15) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const nodes = new Map();
  const self = new Map();
  for (const e of events) {
    if (e.name !== 'ProfileChunk') continue;
    const profile = e.args?.data?.cpuProfile ?? {};
    for (const n of profile.nodes ?? []) nodes.set(`${e.pid}:${e.id}:${n.id}`, n.callFrame);
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      const f = nodes.get(`${e.pid}:${e.id}:${id}`);
      if (!f) return;
      const key = `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
      // A sample's time is the gap to the next one.
      self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
    });
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const trace = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  console.log(SUMMARY_HEADER);
  console.log(
    formatSummary(
      process.argv[2],
      summariseTrace(trace, process.argv[3] ? Number(process.argv[3]) : undefined),
    ),
  );
}
