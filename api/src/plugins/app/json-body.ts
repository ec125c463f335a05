import { isUtf8 } from 'node:buffer';
import fp from 'fastify-plugin';
import { ACCOUNT_MESSAGES as M, INPUT_MESSAGES as I, JSON_NESTING_MAX } from '@phonesheet/shared/contracts';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import { nestsDeeperThan } from '../../lib/json-nesting';
import { unstorableText } from '../../lib/storable-text';

/** Line (1-based) of the first NUL in a raw text body. */
function nulLine(text: string): number {
  const at = text.indexOf('\u0000');
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * A JSON body is parsed in one turn of the event loop (≈ 15 ms a MB): past this size a body must
 * come in a form read in slices. The only route that takes more is the CSV import, as text/csv.
 */
export const JSON_BODY_MAX_BYTES = 2 * 1024 * 1024;

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '');

/**
 * Request bodies as PostgreSQL can store them (issue 27 "Input"):
 * - bytes that are not UTF-8 are refused (400) instead of being stored as U+FFFD;
 * - a NUL character (U+0000), which no text column can hold, and a lone surrogate (no UTF-8
 *   form) are refused with the field's name, on both engines, before any route runs: in the
 *   body, the query string and the path; a CSV import's `csv` field or text/csv body included
 *   (by line), so its dry run refuses exactly what the real import would;
 * - JSON bodies over 2 MB are refused (413), and any body over the route's limit (fastify's
 *   bodyLimit): before a byte is read when Content-Length says so, before parsing otherwise;
 * - JSON nested deeper than JSON_NESTING_MAX levels is refused (400) before it is parsed, so
 *   no walk over a body (each one iterative anyway) meets a deep one (issue 33);
 * - bodies no route reads are never read: an unknown route answers 404 whatever it carries,
 *   and a DELETE's body is ignored (no 413 or 415 for it), as most servers do.
 */
const TAKES_BODY = new Set(['POST', 'PUT', 'PATCH']);

export default fp(
  async (fastify) => {
    // Fastify reads a DELETE's body (and refuses one too large or of an unknown type): no
    // DELETE here takes one, and a client sending one (fetch sends text/plain) means no harm.
    fastify.addHttpMethod('DELETE', { hasBody: false, overrideExisting: true });
    fastify.addHook('onRequest', async (request, reply) => {
      // Answered before the body is read: a 404 does not depend on what the body holds.
      if (request.is404) return reply.status(404).send({ msg: M.notFound });
      // The route's bodyLimit (20 MB for a CSV import) would let fastify read a JSON body that
      // says in advance it is too large.
      if (
        Number(request.headers['content-length']) > JSON_BODY_MAX_BYTES &&
        request.method !== 'DELETE' &&
        isJson(request.headers['content-type'])
      ) {
        reply.header('connection', 'close'); // the rest of the body is not worth reading
        // The CSV hint only where a CSV import could be meant: a GET takes no body at all.
        throw new HttpError(413, TAKES_BODY.has(request.method) ? I.jsonTooLarge : I.bodyTooLarge);
      }
    });
    const parseJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = body as Buffer;
      if (bytes.length > JSON_BODY_MAX_BYTES) {
        done(new HttpError(413, I.jsonTooLarge), undefined);
        return;
      }
      if (!isUtf8(bytes)) {
        done(new HttpError(400, I.notUtf8), undefined);
        return;
      }
      const text = bytes.toString('utf8');
      if (nestsDeeperThan(text, JSON_NESTING_MAX)) {
        done(new ValidationFailed([I.tooDeep]), undefined);
        return;
      }
      parseJson(request, text, done);
    });
    // A CSV file sent as it is (the import): checked as UTF-8 and decoded, never parsed here.
    fastify.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) => {
      const bytes = body as Buffer;
      if (!isUtf8(bytes)) done(new HttpError(400, I.notUtf8), undefined);
      else done(null, bytes.toString('utf8'));
    });
    fastify.addHook('preValidation', async (request) => {
      if (typeof request.body === 'string' && request.body.includes('\u0000'))
        throw new ValidationFailed([
          `Line ${nulLine(request.body)} contains a NUL character, which cannot be stored`,
        ]);
      // Path segments and query strings reach the database as well (an id, a search).
      const problem =
        unstorableText(request.params) ?? unstorableText(request.query) ?? unstorableText(request.body);
      if (problem) throw new ValidationFailed([problem]);
    });
  },
  { name: 'json-body' },
);
