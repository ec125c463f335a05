import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

// OpenAPI generated from the TypeBox route schemas, browsable at /api/docs.
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'Phone Sheet API',
          version: '1.0.0',
          description: 'Accounts, contact and system endpoints under /api/v1',
        },
        components: {
          securitySchemes: {
            accessToken: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: 'Raw access token or "Bearer <token>"',
            },
          },
        },
      },
    });
    await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
