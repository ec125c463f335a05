import type { FastifyInstance } from 'fastify';

// Every route below this folder needs a valid access token (plugins/app/auth).
export default async function signedIn(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.requireSession);
}
