import type { FastifyInstance } from 'fastify';

// Every phone-sheet route needs a valid access token, or a URL ticket on the routes whose
// config names one (plugins/app/auth); request.me then carries the company.
export default async function signedIn(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.requireSession);
}
