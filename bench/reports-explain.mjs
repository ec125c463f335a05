#!/usr/bin/env node
// The Reports route's statement (api/src/repositories/report-figures-repository.ts) with
// EXPLAIN (ANALYZE, BUFFERS), on the seeded "Bench Co" (bench/phonesheet-seed.mjs), as the route
// runs it (JIT off): where a report's time goes (docs/performance.md, "Reports on a million calls").
// Usage: DATABASE_URL=postgres://… node bench/reports-explain.mjs [days=30] [desk=all|one] [tz=UTC]
//        DATA_DIR=.data-bench node bench/reports-explain.mjs …   (PGlite; build the API first)
// BENCH_CPU_ROUNDS=20: instead of the plan, the statement's own CPU time per run, read from its
// server process in /proc (PostgreSQL on this machine) or this process's (PGlite runs in it): on a
// loaded machine, unlike wall time, it does not move with the load. BENCH_API_DIST: another build.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(new URL('../api/package.json', import.meta.url));
const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
// BENCH_API_DIST: another build's statement on the same data (as in bench/reports-api.mjs).
const DIST = path.resolve(ROOT, process.env.BENCH_API_DIST ?? 'api/dist');
const { createDatabase } = require(path.join(DIST, 'db/database.js'));
const { figuresSql } = require(path.join(DIST, 'repositories/report-figures-repository.js'));
const { sql, CompiledQuery } = require('kysely');

const [days = '30', deskArg = 'all', timeZone = 'UTC'] = process.argv.slice(2);
const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data-bench')),
  inMemoryDatabase: false,
  databaseTimeouts: { connectMs: 10_000, statementMs: 600_000, idleInTransactionMs: 600_000 },
});
try {
  const db = database.db;
  const { rows } = await sql`
    select c.id as company, u.id as admin from companies c
    join users u on u.company_id = c.id and u.user_type = 'Admin'
    where c.name = 'Bench Co' order by c.created_at desc limit 1`.execute(db);
  if (!rows[0]) throw new Error('no Bench Co: run bench/phonesheet-seed.mjs first');
  const now = new Date();
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (Number(days) - 1) * 86_400_000).toISOString().slice(0, 10);
  const input = {
    companyId: rows[0].company,
    desk: deskArg === 'one' ? rows[0].admin : null,
    from,
    to,
    timeZone,
    now,
  };
  await db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    const q = figuresSql(input).compile(trx);
    const cpuRounds = Number(process.env.BENCH_CPU_ROUNDS ?? 0);
    if (cpuRounds) {
      const { rows: me } = await sql`select pg_backend_pid() as pid`.execute(trx);
      // PGlite runs in this process: its CPU is this process's.
      const cpuMs =
        database.dialect === 'pglite'
          ? () => {
              const u = process.cpuUsage();
              return (u.user + u.system) / 1000;
            }
          : () => {
              const f = fs.readFileSync(`/proc/${me[0].pid}/stat`, 'utf8').split(') ')[1].split(' ');
              return (Number(f[11]) + Number(f[12])) * (1000 / 100); // utime + stime, in clock ticks
            };
      const run = () => trx.executeQuery(CompiledQuery.raw(q.sql, [...q.parameters]));
      for (let i = 0; i < 3; i++) await run();
      const [cpu0, wall0] = [cpuMs(), performance.now()];
      for (let i = 0; i < cpuRounds; i++) await run();
      const per = (x) => Math.round((x / cpuRounds) * 10) / 10;
      console.log(
        JSON.stringify({
          days,
          desk: deskArg,
          cpuMs: per(cpuMs() - cpu0),
          wallMs: per(performance.now() - wall0),
        }),
      );
      return;
    }
    // The first run warms the caches, as the route's earlier requests would.
    for (const round of [1, 2]) {
      const plan = await trx.executeQuery(
        CompiledQuery.raw(`explain (analyze, buffers) ${q.sql}`, [...q.parameters]),
      );
      if (round === 2) console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  });
} finally {
  await database.close();
}
