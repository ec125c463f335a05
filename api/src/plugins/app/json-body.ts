import { isUtf8 } from 'node:buffer';
import fp from 'fastify-plugin';
import { HttpError, ValidationFailed } from '../../lib/http-error';

/** Where in a JSON body the first string holding a NUL sits ('notes', 'items[2].name'), or null. */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return path ? `${path}.${JSON.stringify(key)}` : JSON.stringify(key);
      const found = nulPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * JSON bodies as PostgreSQL can store them (issue 27 "Input"):
 * - bytes that are not UTF-8 are refused (400) instead of being stored as U+FFFD;
 * - a NUL character (U+0000), which no text column can hold, is refused with the field's name,
 *   on both engines, before any route runs: a CSV import's `csv` field included, so its dry run
 *   refuses exactly what the real import would.
 */
export default fp(
  async (fastify) => {
    const parseJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = body as Buffer;
      if (!isUtf8(bytes)) {
        done(new HttpError(400, 'The request body is not valid UTF-8 text'), undefined);
        return;
      }
      parseJson(request, bytes.toString('utf8'), done);
    });
    fastify.addHook('preValidation', async (request) => {
      const field = nulPath(request.body);
      if (field) throw new ValidationFailed([`${field} contains a NUL character, which cannot be stored`]);
    });
  },
  { name: 'json-body' },
);
