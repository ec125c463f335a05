import fp from 'fastify-plugin';
import { createDatabase, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { createUpkeep } from '../../db/pglite/upkeep';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Kysely over PGlite (default) or a PostgreSQL server (DATABASE_URL); migrations on start.
export default fp(
  async (fastify) => {
    const database = await createDatabase(fastify.config, {
      onConnectionLost: (err) =>
        fastify.log.warn({ err }, 'database connection lost; the pool opens another'),
    });
    // Not bounded by DATABASE_STATEMENT_TIMEOUT_MS: a migration may rightly take minutes.
    const applied = await database.unbounded((db) => migrate(db));
    if (applied.length) fastify.log.info({ applied }, 'migrations applied');
    fastify.decorate('database', database);
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
      await upkeep?.stop();
      await database.close();
    });
  },
  { name: 'db' },
);
