import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';

// Cookies are read and written by the auth routes only: the refresh token (docs/security.md,
// "Sessions and tokens"). Unsigned: the token carries its own MAC and is checked against the session row.
export default fp(
  async (fastify) => {
    await fastify.register(cookie);
  },
  { name: 'cookie' },
);
