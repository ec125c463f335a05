// Helpers shared by `npm start` and `npm test`: pnpm through corepack, child processes,
// and the production stack (API + five static servers) as `npm start` serves it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/**
 * V8 flags of the API process (also `api/package.json` start). Young-generation semi-spaces of
 * 4 MB instead of 16: the API answers large JSON and CSV texts whose garbage otherwise keeps the
 * heap ≈ 20–40 MB higher after traffic; no cost showed in bench/phonesheet-api.mjs
 * (docs/performance.md, "CSV export memory"). `--no-liftoff`: PGlite's WASM is compiled once by
 * the optimising compiler instead of a baseline copy plus optimised ones, ≈ 15–30 MB less with
 * no latency change (≈ 1 s more at start-up; no effect on PostgreSQL, which runs no WASM).
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=4', '--no-liftoff'];
/**
 * Environment of the API process (also `api/package.json` start), glibc's malloc:
 * - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own arena (the thread pool
 *   gzips the cached sheet, hashes passwords); two keep the API ≈ 6 MB lower after traffic with
 *   no latency change (docs/performance.md, "CSV export memory").
 * - MALLOC_MMAP_THRESHOLD_=131072: blocks of 128 KB and more (the buffers of sheets, notes,
 *   the engine worker's messages) are mapped on their own and given back when freed. glibc's
 *   own threshold starts there but rises to the largest block freed so far (up to 32 MB), after
 *   which those buffers came from the main heap, fragmented it and were never given back: under
 *   a steady load the heap grew 35 → 83–108 MB; fixed, it stays at ≈ 30 MB (docs/performance.md,
 *   "Memory over time: the soak").
 * A value set outside wins (an empty one too gets the default).
 */
export const API_ENV = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ || '131072',
};

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The remotes' version store and registry (scripts/remotes.mjs, docs/deployment.md): REMOTES_STORE, else .remotes/. */
export function remotesStore() {
  return path.resolve(process.env.REMOTES_STORE || path.join(ROOT, '.remotes'));
}

// corepack's bundled signing keys can lag behind the registry's; the lockfile pins pnpm.
const COREPACK_ENV = {
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  COREPACK_INTEGRITY_KEYS: '0',
  PUPPETEER_SKIP_DOWNLOAD: '1',
};

export const APPS = [
  { dir: 'host', name: 'host', port: 3000 },
  { dir: 'remote-auth', name: 'auth', port: 3001 },
  { dir: 'remote-billing', name: 'billing', port: 3002 },
  { dir: 'remote-phonesheet', name: 'phonesheet', port: 3003 },
  { dir: 'remote-templates', name: 'templates', port: 3004 },
];

// Each step's start and end, so a run can say where its minutes went (phaseTimes()).
const steps = [];

/**
 * Starts a step and returns the function that ends it. A step not ended explicitly ends when the
 * next one starts (steps run one after another unless they are ended by hand, as side-by-side
 * lanes do).
 */
export function step(title) {
  const entry = { title, start: Date.now(), end: null };
  steps.push(entry);
  console.log(`\n▶ ${title}`);
  return () => {
    entry.end = Date.now();
  };
}

/** The steps so far with their durations in seconds (an open last one ends now). */
export function phaseTimes() {
  return steps.map((s, i) => ({
    title: s.title,
    seconds: Math.round(((s.end ?? steps[i + 1]?.start ?? Date.now()) - s.start) / 1000),
  }));
}

/** Runs a command to completion with inherited output; exits the script when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...COREPACK_ENV, ...(options.env ?? {}) },
  });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

/**
 * Runs commands `concurrency` at a time (CI has two cores; each of these uses one), each one's
 * output shown whole when it ends, so two never interleave. When one fails, exits the script, or
 * with `{ exitOnFailure: false }` returns the failed commands.
 */
export async function runAll(commands, concurrency = 2, { exitOnFailure = true } = {}) {
  const queue = [...commands];
  const failed = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [command, args] = next;
      const code = await new Promise((resolve) => {
        const child = spawn(command, args, {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, ...COREPACK_ENV },
        });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (status, signal) => {
          if (output) process.stdout.write(output);
          resolve(status ?? signal);
        });
      });
      if (code !== 0) failed.push(`${command} ${args.join(' ')} (exit ${code})`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  for (const f of failed) console.error(`✖ ${f} failed`);
  if (failed.length && exitOnFailure) process.exit(1);
  return failed;
}

export function pnpm(args, options) {
  run('corepack', ['pnpm', ...args], options);
}

export function install() {
  step('Installing dependencies (pnpm through corepack)');
  pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
}

export async function build() {
  const done = step('Building the API and the five apps for production');
  // Two builds at a time: webpack uses about one core each, and CI has two.
  await runAll([
    ['corepack', ['pnpm', '--filter', '@phonesheet/api', 'build']],
    ...APPS.map((app) => ['corepack', ['pnpm', '--filter', `./${app.dir}`, 'build']]),
  ]);
  done();
}

/** Starts a long-running child; its output is prefixed with its name. */
export function startChild(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

export async function waitForUrl(url, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The production stack: the API on apiPort and each app's build on its own origin.
 * Returns a stop() that ends every process.
 */
export async function startStack({ apiPort = 4000, portOffset = 0, env = {}, quiet = false } = {}) {
  const children = [];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const origins = APPS.map((a) => `http://localhost:${a.port + portOffset}`);
  const common = {
    APP_URL: origins[0],
    CORS_ORIGINS: origins.join(','),
    API_URL: apiUrl,
    ...env,
  };
  const api = startChild('api', process.execPath, [...API_NODE_FLAGS, 'api/dist/server.js'], {
    ...API_ENV,
    PORT: String(apiPort),
    // The operator page's registry: this stack's environment (below, and writeRemotesJson).
    REMOTES_STORE: remotesStore(),
    REMOTES_ENV: portOffset ? `port-${portOffset}` : 'local',
    ...common,
  });
  children.push(api);
  // On other ports than the build's remotes.json names, the host serves a remotes.json of its own,
  // written by the registry as environment "port-<offset>" (pnpm remotes … --env port-<offset>).
  const remotesArgs = [];
  if (portOffset) {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-remotes-')), 'remotes.json');
    await defineStackEnvironment(`port-${portOffset}`, file, portOffset);
    remotesArgs.push('--remotes-json', file);
  }
  for (const app of APPS) {
    const port = app.port + portOffset;
    // Each remote also serves its published versions, at /versions/<version>/.
    const extra = app.name === 'host' ? remotesArgs : ['--versions', path.join(remotesStore(), app.name)];
    children.push(
      startChild(
        app.name,
        process.execPath,
        ['build/serve-static.mjs', '--dir', `${app.dir}/dist`, '--port', String(port), ...extra],
        {
          ...common,
          HOST: env.STATIC_HOST ?? '127.0.0.1',
        },
      ),
    );
  }
  if (quiet) for (const c of children) c.stdout.removeAllListeners('data');
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    );
  };
  try {
    // Up to 3 minutes: on a loaded machine the API's first start (migrations on PGlite) took 105 s.
    await waitForUrl(`${apiUrl}/api/v1/health`, 180000);
    for (const app of APPS) await waitForUrl(`http://127.0.0.1:${app.port + portOffset}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, children, apiUrl, origins };
}

/** Each remote's manifest URL: AUTH_REMOTE_URL etc. when set, else its local port. */
function remotesFor(portOffset = 0) {
  return Object.fromEntries(
    APPS.filter((a) => a.name !== 'host').map((a) => [
      a.name,
      process.env[`${a.name.toUpperCase()}_REMOTE_URL`] ??
        `http://localhost:${a.port + portOffset}/mf-manifest.json`,
    ]),
  );
}

/** Declares a stack's environment in the registry, which writes its remotes.json at `file`. */
async function defineStackEnvironment(name, file, portOffset = 0) {
  const origins = Object.fromEntries(
    Object.entries(remotesFor(portOffset)).map(([remote, url]) => [
      remote,
      url.replace(/\/mf-manifest\.json$/, ''),
    ]),
  );
  // Imported here: `npm start` loads this file before it installs the registry's lock library.
  const { defineEnvironment } = await import('./remotes/registry.mjs');
  await defineEnvironment(remotesStore(), name, {
    remotesJson: file,
    hostManifest: path.join(ROOT, 'host/dist/mf-manifest.json'),
    origins,
  });
}

/**
 * The build's remotes.json, from the registry's environment "local": each remote's own build on
 * its port, or the version promoted there (`pnpm remotes promote <remote> <version>`).
 */
export async function writeRemotesJson() {
  await defineStackEnvironment('local', path.join(ROOT, 'host/dist/remotes.json'));
}

/** The first line of a test's message that says something, without jest's colour codes and "●" heading. */
export function firstLine(text = '') {
  const lines = stripVTControlCharacters(text).split('\n');
  return (lines.find((l) => l.trim() && !l.trim().startsWith('●')) ?? '').trim().slice(0, 300);
}
