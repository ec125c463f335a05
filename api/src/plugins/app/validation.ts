import fp from 'fastify-plugin';
import { ValidationFailed } from '../../lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body checker returning catalogue texts; run before schema validation. */
    validateBody?: (body: Record<string, unknown>) => string[];
  }
}

// Routes name a validator (config.validateBody) that returns catalogue texts, so a bad body
// answers 400 { msg: first text, errors: [texts] } before the JSON schema check runs.
export default fp(
  async (fastify) => {
    fastify.addHook('preValidation', async (request) => {
      const validate = request.routeOptions.config.validateBody;
      if (!validate) return;
      const body =
        request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const errors = validate(body);
      if (errors.length) throw new ValidationFailed(errors);
    });
  },
  { name: 'validation' },
);
