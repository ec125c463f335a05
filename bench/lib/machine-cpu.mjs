// What the machine gave the browser while a page drew its frames (Linux /proc): the CPU time the
// hypervisor took from this virtual machine (steal, /proc/stat), and, for a few of the browser's
// threads, their own CPU time and their time waiting for a core (/proc/<pid>/task/<tid>/schedstat).
// A frame dropped while the page's main thread ran less than a frame's budget, and the host took
// the CPU or the thread waited for a core, says something of the machine; a frame whose main
// thread ran longer than the budget says something of the page.
import { once } from 'node:events';
import fs from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/** The kernel books CPU time in ticks of 1/USER_HZ s: 100 on Linux, whatever HZ it runs at. */
const TICK_MS = 10;

export const available = fs.existsSync('/proc/stat') && fs.existsSync('/proc/self/schedstat');

const readProc = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the thread has ended
  }
};

/** Steal of all CPUs together, in ms: the 8th number of /proc/stat's first line. */
export const stealMs = (procStat) =>
  Number(procStat.slice(0, procStat.indexOf('\n')).trim().split(/\s+/)[8]) * TICK_MS;

/** A thread's CPU time and time runnable but not running, in ms (schedstat's first two numbers, ns). */
export function schedMs(schedstat) {
  if (!schedstat) return [NaN, NaN];
  const [run, wait] = schedstat.split(' ');
  return [Number(run) / 1e6, Number(wait) / 1e6];
}

/** ppid, start time (clock ticks after boot) and CPU time (ticks) of a process, from /proc/<pid>/stat. */
function procStat(pid) {
  const text = readProc(`/proc/${pid}/stat`);
  if (!text) return null;
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), start: Number(fields[19]), cpu: Number(fields[11]) + Number(fields[12]) };
}

/** Now, in the clock ticks after boot that process start times are given in. */
export const ticksSinceBoot = () =>
  Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * (1000 / TICK_MS);

const threadNamed = (pid, name) =>
  fs
    .readdirSync(`/proc/${pid}/task`)
    .find((tid) => readProc(`/proc/${pid}/task/${tid}/comm`)?.trim() === name);

/**
 * The threads that draw a page's frames in the browser started as `browserPid`: the main and
 * compositor threads of the page's renderer, and the GPU process's compositor (viz), as schedstat
 * files. The page's renderer: of the renderers started since `since` (ticks after boot, taken
 * before the page was opened), the one that has used the most CPU (not a spare one, kept idle).
 */
export function browserThreads(browserPid, since = 0) {
  const children = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const type = /--type=([\w-]+)/.exec(readProc(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? '')?.[1];
    if (type !== 'renderer' && type !== 'gpu-process') continue;
    const own = procStat(pid);
    // A renderer is the browser's grandchild (through the zygote), the GPU process its child.
    let up = own?.ppid;
    for (let depth = 0; up && up !== browserPid && depth < 4; depth++) up = procStat(up)?.ppid;
    if (own && up === browserPid) children.push({ pid: Number(pid), type, ...own });
  }
  const renderer = children
    .filter((c) => c.type === 'renderer' && c.start >= since - 1)
    .sort((a, b) => b.cpu - a.cpu)[0]?.pid;
  const gpu = children.find((c) => c.type === 'gpu-process')?.pid;
  if (!renderer) throw new Error(`no renderer of browser ${browserPid} started since ${since}`);
  const file = (pid, tid) => (pid && tid ? `/proc/${pid}/task/${tid}/schedstat` : null);
  return {
    main: file(renderer, String(renderer)),
    compositor: file(renderer, threadNamed(renderer, 'Compositor')),
    viz: file(gpu, gpu && threadNamed(gpu, 'VizCompositorTh')),
  };
}

/**
 * Samples every `periodMs` on a worker thread (off this thread's event loop, which drives the
 * browser) until `stop()`, which resolves to the samples: [epoch ms, steal ms, then run ms and
 * wait ms of each of `threads`' files, in their order]. Resolves once the first sample is taken.
 */
export async function startSampler(threads, periodMs = 2) {
  const files = Object.values(threads);
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL(import.meta.url), { workerData: { files, periodMs, flag } });
  await once(worker, 'message'); // 'ready' (rejects if the worker fails)
  return {
    names: Object.keys(threads),
    async stop() {
      const samples = once(worker, 'message');
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
      return (await samples)[0];
    },
  };
}

if (!isMainThread && workerData?.flag) {
  const { files, periodMs, flag } = workerData;
  const samples = [];
  const sample = () => {
    const row = [performance.timeOrigin + performance.now(), stealMs(readProc('/proc/stat'))];
    for (const file of files) row.push(...(file ? schedMs(readProc(file)) : [NaN, NaN]));
    samples.push(row);
  };
  sample();
  parentPort.postMessage('ready');
  while (Atomics.wait(flag, 0, 0, periodMs) === 'timed-out') sample();
  sample(); // at stop
  parentPort.postMessage(samples);
}

/** Column `col` of the samples at epoch time `t`, linear between the samples around it. */
function valueAt(samples, col, t) {
  let lo = 0;
  let hi = samples.length - 1;
  if (t <= samples[0][0]) return samples[0][col];
  if (t >= samples[hi][0]) return samples[hi][col];
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (samples[mid][0] <= t) lo = mid;
    else hi = mid;
  }
  const [a, b] = [samples[lo], samples[hi]];
  return a[col] + ((b[col] - a[col]) * (t - a[0])) / (b[0] - a[0]);
}

/**
 * Frame by frame (`times`: epoch ms of each frame, as the page's rAF saw it), what the machine
 * gave: the host's steal while it was drawn (widened by `slackMs` each side: the kernel books
 * steal at a later tick), and each sampled thread's CPU and wait for a core in it.
 */
export function perFrame(samples, names, times, slackMs = TICK_MS) {
  const frames = [];
  for (let i = 1; i < times.length; i++) {
    const [from, to] = [times[i - 1], times[i]];
    const frame = {
      ms: to - from,
      stealMs: valueAt(samples, 1, to + slackMs) - valueAt(samples, 1, from - slackMs),
    };
    names.forEach((name, k) => {
      frame[name] = {
        run: valueAt(samples, 2 + 2 * k, to) - valueAt(samples, 2 + 2 * k, from),
        wait: valueAt(samples, 3 + 2 * k, to) - valueAt(samples, 3 + 2 * k, from),
      };
    });
    frames.push(frame);
  }
  return frames;
}

/** The machine took the CPU in a frame: the host stole some, or the page's main or compositor thread waited `waitMs` or more for a core. */
export const starved = (frame, waitMs = 4) =>
  frame.stealMs > 0 || frame.main.wait >= waitMs || (frame.compositor?.wait ?? 0) >= waitMs;

/**
 * Why each frame longer than `droppedMs` was: `page` when the main thread itself ran longer than
 * `budgetMs`; else `machine` when the frame was `starved`; `other` when neither (the rest of the
 * browser's pipeline). With the main thread's CPU per frame.
 */
export function attributeDrops(frames, { droppedMs, budgetMs, waitMs = 4 }) {
  const out = { dropped: 0, machine: 0, page: 0, other: 0, mainRun: frames.map((f) => f.main.run) };
  for (const f of frames) {
    if (f.ms <= droppedMs) continue;
    out.dropped++;
    if (f.main.run > budgetMs) out.page++;
    else if (starved(f, waitMs)) out.machine++;
    else out.other++;
  }
  return out;
}
