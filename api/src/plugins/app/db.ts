import fp from 'fastify-plugin';
import { createDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';

// Kysely over PGlite (default) or a PostgreSQL server (DATABASE_URL); migrations on start.
export default fp(
  async (fastify) => {
    const database = await createDatabase(fastify.config);
    const applied = await migrate(database.db);
    if (applied.length) fastify.log.info({ applied }, 'migrations applied');
    fastify.decorate('database', database);
    fastify.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
