import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

// Security headers; the API answers JSON, swagger-ui sets its own CSP for /api/docs.
export default fp(
  async (fastify) => {
    await fastify.register(helmet, { global: true });
  },
  { name: 'helmet' },
);
