import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { COMPONENTS, errorAnswers } from '../../lib/route-schemas';
import { operationIdOf } from '../../lib/operation-ids';
import { forClients } from '../../lib/openapi-document';

// OpenAPI generated from the TypeBox route schemas (docs/api.md): the document at
// /api/docs/json, rendered for people at /api/docs by swagger-ui, whose files ship in its
// package (no CDN: it works offline).
export default fp(
  async (fastify) => {
    for (const component of COMPONENTS) fastify.addSchema(component);
    /** The operations that take an Idempotency-Key (config.idempotent). */
    const idempotent = new Set<string>();
    // Every operation states the error answers of its kind (400, 401, 404, 413, 415, 429, 5XX);
    // a route's own (402, 403, 409...) are in its schema.
    fastify.addHook('onRoute', (route) => {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || schema.hide) return;
      const response = (schema.response ?? {}) as Record<string, unknown>;
      const operationId =
        (schema.operationId as string | undefined) ??
        operationIdOf([route.method].flat()[0] as string, route.url);
      if ((route.config as { idempotent?: boolean } | undefined)?.idempotent) idempotent.add(operationId);
      route.schema = {
        ...schema,
        operationId,
        response: { ...errorAnswers({ ...route, schema, config: route.config as never }), ...response },
      };
    });
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'Phone Sheet API',
          version: '1.0.0',
          description:
            'Accounts, subscriptions and the phone sheet under /api/v1. Answers are `{ data, msg? }`; ' +
            'failures `{ msg, errors? }` with the status of docs/api.md. Sign in with POST /auth/login ' +
            'and send the access token in the Authorization header.',
        },
        components: {
          securitySchemes: {
            accessToken: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: 'Raw access token or "Bearer <token>"',
            },
            twilioSignature: {
              type: 'apiKey',
              in: 'header',
              name: 'X-Twilio-Signature',
              description:
                "Twilio's signature (HMAC-SHA1 under the company's Twilio Auth Token of the URL and the " +
                "form's parameters sorted by name), checked with the twilio package's validateRequest",
            },
            phoneSystemSignature: {
              type: 'apiKey',
              in: 'header',
              name: 'X-Phonesheet-Signature',
              description:
                '`v1=<hex HMAC-SHA256 of "<X-Phonesheet-Timestamp>.<raw body>" under the signing secret>`; ' +
                'the secret is shown and rotated by an admin (GET /phone-system/secret). ' +
                'X-Phonesheet-Timestamp is the Unix time in seconds, at most 5 minutes from now.',
            },
          },
        },
      },
      // An OpenAPI 3 document (the `openapi` option above), never a Swagger 2 one.
      transformObject: (document) =>
        forClients((document as { openapiObject: Record<string, unknown> }).openapiObject, idempotent),
      // Shared schemas appear under their $id (#/components/schemas/Error), not def-0.
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) =>
          typeof json.$id === 'string' ? json.$id : `def-${i}`,
      },
    });
    await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
