import fp from 'fastify-plugin';
import { createLoadHealth, type LoadHealth } from '../../services/remotes/load-health';
import { createRegistryCli, type RegistryCli } from '../../services/remotes/registry-cli';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed remote loads reported by browsers (docs/platform.md "Remote registry"). */
    loadHealth: LoadHealth;
    /** `pnpm remotes` on this API's store and environment; null when REMOTES_STORE is not set. */
    remotesRegistry: RegistryCli | null;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('loadHealth', createLoadHealth(fastify.database.db));
    const target = fastify.config.remotesRegistry;
    fastify.decorate('remotesRegistry', target ? createRegistryCli(target) : null);
  },
  { name: 'remotes', dependencies: ['db'] },
);
