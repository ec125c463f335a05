import fp from 'fastify-plugin';
import cors from '@fastify/cors';

// Only the configured front-end origins may call the API from a browser.
export default fp(
  async (fastify) => {
    await fastify.register(cors, {
      origin: fastify.config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // Idempotency-Key: the sheet's offline queue sends every change with one (docs/phone-sheet.md).
      allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
      maxAge: 600,
      // A front end on another origin of the list (development) sends the refresh cookie to
      // /api/v1/auth/refresh with credentials: 'include'; same-origin pages through /api need none.
      credentials: true,
      // An OPTIONS that is not a browser's preflight (no Origin or Access-Control-Request-Method)
      // gets 204 with the allowed methods, not a 400 text/plain outside the API's error shape.
      strictPreflight: false,
    });
  },
  { name: 'cors' },
);
