#!/usr/bin/env node
// What one start of the API costs on embedded PGlite, as the API test suite starts it ~80 times
// a pass: the whole app (plugins, routes' validators and serializers, database) and, apart, the
// database's two steps (open, migrate). Starts in one process, the first left out of the median
// (it loads the modules and compiles PGlite's binary). Wall and CPU (every thread, PGlite's
// included). Build the API first (`corepack pnpm --filter @phonesheet/api build`).
// Usage: node bench/app-start.mjs [starts]
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib/api-process.mjs';

const require = createRequire(import.meta.url);
const { buildApp } = require(path.join(ROOT, 'api/dist/app.js'));
const { loadConfig } = require(path.join(ROOT, 'api/dist/config.js'));
const { createDatabase } = require(path.join(ROOT, 'api/dist/db/database.js'));
const { migrate } = require(path.join(ROOT, 'api/dist/db/migrate.js'));
const { sql } = require(require.resolve('kysely', { paths: [path.join(ROOT, 'api')] }));

const STARTS = Number(process.argv[2] ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Wall and CPU milliseconds of `work`. */
async function timed(work) {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
}

const config = {
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  inMemoryDatabase: true,
  outboxIntervalMs: 0,
};
const rows = { app: [], open: [], migrate: [] };
for (let i = 0; i <= STARTS; i++) {
  const app = await timed(async () => {
    const built = await buildApp(config, { logger: false });
    await built.ready();
    return built;
  });
  await app.result.close();
  // The engine starts in its thread: the first statement's answer is when it is open.
  const open = await timed(async () => {
    const database = await createDatabase(config);
    await sql`select 1`.execute(database.db);
    return database;
  });
  const migrated = await timed(() => open.result.unbounded((db) => migrate(db)));
  await open.result.close();
  if (i === 0) continue;
  rows.app.push(app);
  rows.open.push(open);
  rows.migrate.push(migrated);
}
console.log(`app-start: ${STARTS} starts after a first, medians (ms)`);
for (const [step, runs] of Object.entries(rows))
  console.log(
    `  ${step.padEnd(8)} wall ${median(runs.map((r) => r.wallMs))
      .toFixed(0)
      .padStart(5)}  CPU ${median(runs.map((r) => r.cpuMs))
      .toFixed(0)
      .padStart(5)}`,
  );
