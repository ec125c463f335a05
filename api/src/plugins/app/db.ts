import fp from 'fastify-plugin';
import { createDatabase, type Database } from '../../db/database';
import { watchClock } from '../../db/clock';
import { migrate } from '../../db/migrate';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { createUpkeep } from '../../db/pglite/upkeep';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A database away at start is tried again after 250 ms, then doubling up to every 5 s. */
const START_RETRY_FIRST_MS = 250;
const START_RETRY_MAX_MS = 5_000;

// Kysely over PGlite (default) or a PostgreSQL server (DATABASE_URL); migrations on start.
export default fp(
  async (fastify) => {
    const database = await createDatabase(fastify.config, {
      onConnectionLost: (err) =>
        fastify.log.warn({ err }, 'database connection lost; the pool opens another'),
    });
    // Not bounded by DATABASE_STATEMENT_TIMEOUT_MS: a migration may rightly take minutes.
    // A database that cannot be reached yet is waited for, with backoff (the port answers
    // 503 `starting` meanwhile: lib/standby.ts); any other failure ends the start.
    let applied: string[] = [];
    for (let waitMs = START_RETRY_FIRST_MS; ; waitMs = Math.min(waitMs * 2, START_RETRY_MAX_MS)) {
      try {
        applied = await database.unbounded((db) => migrate(db));
        break;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        fastify.log.warn({ err, retryInMs: waitMs }, 'database unavailable at start; waiting for it');
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
    if (applied.length) fastify.log.info({ applied }, 'migrations applied');
    fastify.decorate('database', database);
    // Expiries follow the database's clock; a process clock off by more than a few seconds is
    // logged at start and while it lasts (db/clock.ts).
    const clock = await watchClock(database.db, {
      warn: (details, message) => fastify.log.warn(details, message),
    });
    database.checkClock = clock.check;
    // The embedded engine has no autovacuum: the API vacuums it after writes (pglite-upkeep.ts).
    const minutes = fastify.config.pgliteUpkeepMinutes ?? 10;
    const upkeep =
      database.dialect === 'pglite' && minutes > 0
        ? createUpkeep(database.db, {
            everyMs: minutes * 60_000,
            log: (ms, err, analyzed) =>
              err
                ? fastify.log.warn({ err, ms }, 'database upkeep failed')
                : fastify.log.info({ ms, analyzed }, 'database upkeep: vacuum, and analyze where due'),
          })
        : null;
    database.upkeep = upkeep;
    if (upkeep) {
      fastify.addHook('onRequest', async () => upkeep.activity());
      fastify.addHook('onResponse', async (request, reply) => {
        if (!READS.has(request.method) && reply.statusCode < 400) upkeep.wrote();
      });
    }
    fastify.addHook('onClose', async () => {
      clock.stop();
      await upkeep?.stop();
      await database.close();
    });
  },
  { name: 'db' },
);
