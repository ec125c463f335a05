import { Type, type TSchema } from '@sinclair/typebox';
import {
  ConflictReply,
  CROSS_REMOTE_PATHS,
  ErrorEnvelope,
  MessageEnvelope,
  StringEnum,
} from '@phonesheet/shared/contracts';

// The error answers of the OpenAPI document (docs/api.md "The contract"): each is a shared
// component ($ref), and every operation lists the ones it can give. The common ones follow
// from the route (errorAnswers); a route adds its own 402, 403, 404, 409 with these helpers.

// Failure bodies may carry extras (triesLeft, retryAfterSeconds, rows): keep them when serialising.
export const ErrorComponent = Type.Object(ErrorEnvelope.properties, {
  $id: 'Error',
  additionalProperties: true,
  description: 'A failure: `msg` to show; `errors` lists each problem when there are several',
});
export const ValidationErrorComponent = Type.Object(
  {
    msg: Type.String({ example: 'Direction must be one of in, out, incoming, outgoing' }),
    errors: Type.Array(Type.String(), { minItems: 1 }),
  },
  {
    $id: 'ValidationError',
    additionalProperties: true,
    description: 'Invalid input: `errors` has one text for each problem, `msg` is the first',
  },
);
export const PlanLimitComponent = Type.Object(
  {
    msg: Type.String(),
    limit: StringEnum(['seats', 'desks', 'history', 'export'] as const),
    planId: Type.String({ example: 'basic' }),
    planName: Type.String({ example: 'Basic' }),
    allowed: Type.Union([Type.Integer(), Type.Null()], { description: "The plan's number; null for export" }),
    upgrade: Type.String({ example: CROSS_REMOTE_PATHS.subscriptionDetails }),
  },
  { $id: 'PlanLimit', additionalProperties: true, description: "A plan's limit stops the action" },
);
export const CallConflictComponent = Type.Object(ConflictReply.properties, {
  $id: 'CallConflict',
  description: 'The version is stale: the call as stored now and what others changed since',
});
export const COMPONENTS = [
  ErrorComponent,
  ValidationErrorComponent,
  PlanLimitComponent,
  CallConflictComponent,
];

const ref = (id: string, description: string): TSchema => Type.Unsafe({ $ref: `${id}#`, description });
const error = (description: string) => ref('Error', description);

/** A route's own error answers, by status. */
export const answers = {
  cardDeclined: { 402: error('The card was refused (Stripe’s text)') },
  planLimit: { 402: ref('PlanLimit', "The company's plan does not allow this") },
  forbidden: { 403: error('The caller may not do this (an administrator may)') },
  notFound: { 404: error('No such record in the caller’s company') },
  conflict: { 409: error('The record is in a state that does not allow this') },
  lastStatus: { 409: error('The last status offered for calls can not be retired') },
  callConflict: { 409: ref('CallConflict', 'Someone else changed this call') },
  gone: { 410: error('The code or link has expired') },
  locked: { 423: error('Too many wrong codes') },
  busy: { 429: error('Too many requests, or an import is already running') },
  remoteRefused: {
    409: error(
      'The registry refused: the version is incompatible with the host, or there is nothing to roll back',
    ),
  },
  unavailable: { 503: error('The service behind this is not reachable or restarted; try again') },
} as const;

/** A message answer ({ msg }) on 200. */
export const messageReply = { 200: MessageEnvelope } as const;

interface RouteLike {
  method: string | string[];
  url: string;
  schema?: Record<string, unknown>;
  config?: Record<string, unknown>;
}

/**
 * The error answers every route of its kind gives: 400 and 413 for any (a NUL in any query
 * parameter; a body over the limit, even on a GET), 415 with a body,
 * 401 when signed in, 404 and 414 for a segment in the path, 429 for the rate-limited ones, 5XX always.
 * A DELETE never reads a body (plugins/app/json-body.ts), so it never answers 413 or 415.
 */
export function errorAnswers(route: RouteLike): Record<string, TSchema> {
  const schema = route.schema ?? {};
  const methods = [route.method].flat();
  const hasBody = methods.some((m) => ['POST', 'PATCH', 'PUT'].includes(m));
  const out: Record<string, TSchema> = {};
  // Any operation: a NUL or a lone surrogate in any query parameter, known or not, is refused
  // (plugins/app/json-body.ts), and so is a path the router cannot read.
  out[400] = ref('ValidationError', 'Invalid input: `errors` lists each problem');
  // A signed webhook has no session: its refusals are its own 403.
  const signedIn = (schema.security as Array<Record<string, unknown>> | undefined)?.some(
    (s) => 'accessToken' in s,
  );
  if (signedIn) out[401] = error('No valid access token');
  if (/\/:[a-z]*id\b|\/:token\b/i.test(route.url)) out[404] = error('No such record');
  if (route.url.includes('/:')) out[414] = error('A path segment is longer than 100 characters');
  // Any operation but a DELETE (whose body is never read): a body over the limit is refused,
  // also one sent with a GET that takes none.
  if (!methods.every((m) => m === 'DELETE'))
    out[413] = error('The body is over its limit (256 KB; JSON 2 MB for the CSV import)');
  if (hasBody) out[415] = error('The body is not of a type this operation takes');
  // Node's parser refuses these before routing (lib/client-errors.ts), whatever the operation.
  out[431] = error('The request line or its headers are over 16 KB; the connection closes');
  if (route.config?.sensitive || route.config?.rateLimit || route.config?.guessLimit)
    out[429] = ref('Error', 'Too many requests: wait a minute');
  if (route.config?.idempotent)
    out[422] = error('The Idempotency-Key was already used for another request (plugins/app/idempotency.ts)');
  out['5XX'] = error('Something went wrong on the server');
  return out;
}
