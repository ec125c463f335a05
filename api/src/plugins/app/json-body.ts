import { isUtf8 } from 'node:buffer';
import fp from 'fastify-plugin';
import { HttpError, ValidationFailed } from '../../lib/http-error';
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

/**
 * Request bodies as PostgreSQL can store them (issue 27 "Input"):
 * - bytes that are not UTF-8 are refused (400) instead of being stored as U+FFFD;
 * - a NUL character (U+0000), which no text column can hold, and a lone surrogate (no UTF-8
 *   form) are refused with the field's name, on both engines, before any route runs: in the
 *   body, the query string and the path; a CSV import's `csv` field or text/csv body included
 *   (by line), so its dry run refuses exactly what the real import would;
 * - JSON bodies over 2 MB are refused (413).
 */
export default fp(
  async (fastify) => {
    const parseJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = body as Buffer;
      if (bytes.length > JSON_BODY_MAX_BYTES) {
        done(
          new HttpError(413, 'A JSON body is at most 2 MB: send a bigger CSV file as text/csv'),
          undefined,
        );
        return;
      }
      if (!isUtf8(bytes)) {
        done(new HttpError(400, 'The request body is not valid UTF-8 text'), undefined);
        return;
      }
      parseJson(request, bytes.toString('utf8'), done);
    });
    // A CSV file sent as it is (the import): checked as UTF-8 and decoded, never parsed here.
    fastify.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) => {
      const bytes = body as Buffer;
      if (!isUtf8(bytes)) done(new HttpError(400, 'The request body is not valid UTF-8 text'), undefined);
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
