import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_MESSAGES as M,
  PHONE_SYSTEM_TEXTS as PST,
  MessageEnvelope,
  PhoneCallWebhookBody,
} from '@phonesheet/shared/contracts';
import { sha256 } from '../../../../lib/crypto';
import { ValidationFailed } from '../../../../lib/http-error';
import { unstorableText } from '../../../../lib/storable-text';
import { parseInstant } from '../../../../services/phonesheet/calls/service';
import type { PhoneCallFacts } from '../../../../services/phone-system/call-facts';
import type { HookAnswer } from '../../../../services/phone-system/service';

// The phone system's callbacks (docs/integrations.md, "Phone system"). They carry no session:
// the signature is the credential, checked against the secret of the company the URL names, so
// another company's secret never writes here. Unsigned, wrongly signed, stale (over 5 minutes)
// → 403; the same call again → 409; nothing is stored then. Answers say nothing of the company.
// Two limits, both after the signature is checked (docs/security.md, "Webhooks"): a refused
// post (403) counts against its source address (RATE_LIMIT_MAX a minute, then 429), so
// unsigned posts cannot use up a company's URL; a signed one counts against its URL
// (RATE_LIMIT_MAX × 10 a minute), not its address: Twilio calls from a few shared ones.

const HookParams = Type.Object({ hookId: Type.String({ maxLength: 100, description: 'The id in the URL' }) });
const reply = (res: FastifyReply, answer: HookAnswer) =>
  res
    .status(answer.status)
    .send(answer.errors ? { msg: answer.msg, errors: answer.errors } : { msg: answer.msg });
const refusal = (description: string) => Type.Unsafe({ $ref: 'Error#', description });
const hookAnswers = {
  201: Type.Object(MessageEnvelope.properties, { description: 'The call is on the sheet' }),
  402: refusal("The company's plan has no room for the call's desk; nothing was stored"),
  403: refusal(
    'Unsigned, wrongly signed, for an unknown URL, or more than 5 minutes old; nothing was stored',
  ),
  409: refusal('This call id was already logged; nothing was stored'),
  429: refusal(
    'Too many refused posts from this address, or signed posts to this URL, in a minute; nothing was stored',
  ),
};

/** The generic body, checked field by field (after the signature), as the facts of a call. */
function genericFacts(raw: Buffer): PhoneCallFacts {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new ValidationFailed(['The body is not valid JSON']);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new ValidationFailed(['The body must be a JSON object']);
  const stored = unstorableText(body);
  if (stored) throw new ValidationFailed([stored]);
  const errors: string[] = [];
  const text = (v: unknown, max: number) => typeof v === 'string' && v.trim().length > 0 && v.length <= max;
  if (!text(body.callId, 100)) errors.push(PST['phoneSystem.validation.callId']);
  if (body.direction !== 'in' && body.direction !== 'out')
    errors.push(PST['phoneSystem.validation.direction']);
  if (!text(body.from, 40)) errors.push(PST['phoneSystem.validation.from']);
  if (!text(body.to, 40)) errors.push(PST['phoneSystem.validation.to']);
  if (body.status !== 'answered' && body.status !== 'missed')
    errors.push(PST['phoneSystem.validation.status']);
  const startedAt = typeof body.startedAt === 'string' ? parseInstant(body.startedAt) : null;
  if (!startedAt) errors.push(PST['phoneSystem.validation.startedAt']);
  if (errors.length) throw new ValidationFailed(errors);
  return {
    callId: (body.callId as string).trim(),
    direction: body.direction as 'in' | 'out',
    from: body.from as string,
    to: body.to as string,
    status: body.status as 'answered' | 'missed',
    startedAt: startedAt as Date,
  };
}

const phoneSystemHooks: FastifyPluginAsyncTypebox = async (fastify) => {
  // Both signatures cover the exact bytes (the generic one) or the form's fields (Twilio's):
  // this plugin alone keeps JSON raw and reads forms.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const params: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) params[key] = value;
      done(null, params);
    },
  );
  const WINDOW_MS = 60_000;
  const hookOf = (request: FastifyRequest) => (request.params as { hookId: string }).hookId;
  const refusedFrom = fastify.createRateLimit({
    max: fastify.config.rateLimitMax,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `phone-system-refused-${request.ip}`,
  });
  const signedTo = fastify.createRateLimit({
    max: fastify.config.rateLimitMax * 10,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `phone-system-${sha256(hookOf(request))}`,
  });
  /** Whether `limit` took this request; when not, the 429's headers are set on `res`. */
  const within = async (
    limit: typeof signedTo,
    request: FastifyRequest,
    res: FastifyReply,
  ): Promise<boolean> => {
    const hit = await limit(request);
    if (hit.isAllowed || !hit.isExceeded) return true;
    void res.headers({
      'x-ratelimit-limit': hit.max,
      'x-ratelimit-remaining': 0,
      'x-ratelimit-reset': hit.ttlInSeconds,
      'retry-after': hit.ttlInSeconds,
    });
    return false;
  };
  const tooMany: HookAnswer = { status: 429, msg: M.tooManyRequests };
  /** The signed post's turn on its URL's limit (the service asks once the signature holds). */
  const admit = (request: FastifyRequest, res: FastifyReply) => () => within(signedTo, request, res);
  /** The answer sent: a refusal also counts against the address, and past its limit is a 429. */
  const answerOf = async (request: FastifyRequest, res: FastifyReply, answer: HookAnswer) => {
    if (answer.status !== 403) return answer;
    if (!(await within(refusedFrom, request, res))) return tooMany;
    // (Logged while under the limit only: a flood of refused posts does not flood the log.)
    request.log.warn({ msg: answer.msg }, 'phone system callback refused');
    return answer;
  };
  // The body is checked once the signature holds (an unsigned one is a 403 whatever it holds).
  const afterSignature = () => () => true;
  const tags = ['phone system'];

  fastify.post('/twilio/:hookId', {
    schema: {
      tags,
      summary:
        "Twilio's voice status callback (form-encoded, X-Twilio-Signature): a finished call becomes " +
        'one sheet row (201); a call not ended yet, or a <Dial> leg, stores nothing (200)',
      security: [{ twilioSignature: [] }],
      params: HookParams,
      consumes: ['application/x-www-form-urlencoded'],
      response: {
        ...hookAnswers,
        200: Type.Object(MessageEnvelope.properties, { description: 'Not a finished call: nothing stored' }),
      },
    },
    validatorCompiler: afterSignature,
    handler: async (request, res) => {
      const params =
        request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)
          ? (request.body as Record<string, string>)
          : {};
      const signature = request.headers['x-twilio-signature'];
      // Twilio signs the URL it requested: the one My Account shows, on the app's origin (APP_URL)
      // when the browser reaches the API under it, or the API's own address (behind a proxy,
      // TRUST_PROXY makes the protocol and host the public ones).
      const urls = [
        ...new Set([
          `${request.protocol}://${request.host}${request.url}`,
          `${fastify.config.appUrl}${request.url}`,
        ]),
      ];
      const answer = await fastify.phoneSystem.receiveTwilio(
        request.params.hookId,
        urls,
        Array.isArray(signature) ? signature[0] : signature,
        params,
        admit(request, res),
      );
      return reply(res, await answerOf(request, res, answer));
    },
  });

  fastify.post('/webhook/:hookId', {
    schema: {
      tags,
      summary:
        'The generic phone-system webhook (JSON): a finished call becomes one sheet row. Signed: ' +
        '`X-Phonesheet-Timestamp` is the Unix time in seconds, `X-Phonesheet-Signature` is ' +
        '`v1=` and the hex HMAC-SHA256, under the signing secret, of the timestamp, a full stop ' +
        'and the raw body; a timestamp more than 5 minutes away from now is refused (403)',
      security: [{ phoneSystemSignature: [] }],
      params: HookParams,
      headers: Type.Object({
        'x-phonesheet-timestamp': Type.String({ pattern: '^[0-9]{1,12}$', example: '1795860000' }),
        'x-phonesheet-signature': Type.String({
          pattern: '^v1=[0-9a-f]{64}$',
          example: 'v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
        }),
      }),
      body: PhoneCallWebhookBody,
      response: hookAnswers,
    },
    validatorCompiler: afterSignature,
    handler: async (request, res) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const answer = await fastify.phoneSystem.receiveGeneric(
        request.params.hookId,
        raw,
        header('x-phonesheet-timestamp'),
        header('x-phonesheet-signature'),
        genericFacts,
        admit(request, res),
      );
      return reply(res, await answerOf(request, res, answer));
    },
  });
};

export default phoneSystemHooks;
