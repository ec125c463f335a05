import { X_INTEGER } from '@phonesheet/shared/contracts';
import { KEY_MAX } from '../plugins/app/idempotency';

// What /api/docs/json adds for a client generator (docs/api.md "The contract"), on top of the
// route schemas. Body fields stay Optional in the schemas on purpose: a missing field must reach
// the route's validator (config.validateBody) or service, which answers the product's own text
// ("Email is required", the catalogue in docs/api.md), not Ajv's. The document still states which fields those
// refuse when absent, so a generated client will not compile `login({ body: {} })`.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The body fields each operation's validator or service refuses when absent (400), by
 * operationId (lib/operation-ids.ts). An operation with a body and no entry takes every field
 * as optional (a PATCH changes what it is sent); the contract test lists those.
 */
export const REQUIRED_BODY_FIELDS: Record<string, readonly string[]> = {
  registerAdmin: ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'companyName'],
  verifyCode: ['email', 'code'],
  resendCode: ['email'],
  login: ['email', 'password'],
  forgotPassword: ['email'],
  resetPassword: ['token', 'password', 'confirmPassword'],
  updateProfile: ['firstName', 'lastName'],
  changePassword: ['oldPassword', 'password', 'confirmPassword'],
  unlock: ['password'],
  sendContactMessage: ['name', 'email', 'message'],
  createInvitation: ['email'],
  acceptInvitation: ['token', 'firstName', 'lastName', 'password', 'confirmPassword'],
  updateCall: ['version'],
  createStatus: ['name', 'color'],
  createSubscription: ['subscriptionID', 'paymentMethodID'],
  updatePaymentMethod: ['paymentMethodID'],
  createSandboxPaymentMethod: ['clientSecret', 'number', 'expMonth', 'expYear', 'cvc'],
};

/** The header of the idempotent routes (plugins/app/idempotency.ts). */
const idempotencyKeyParameter = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description:
    'Any text unique to this change (a UUID): a repeat with the same key within 24 h gets the ' +
    'first answer again (Idempotent-Replayed: true) instead of running twice; the same key with ' +
    'another body answers 422.',
  schema: {
    type: 'string',
    minLength: 1,
    maxLength: KEY_MAX,
    example: '3b241101-e2bb-4255-8caf-4136c566a962',
  },
};

/** A query whole number as the integer it is, with its range. */
function queryInteger(schema: Json): Json {
  const { minimum, maximum } = schema[X_INTEGER] as { minimum: number; maximum: number };
  return {
    type: 'integer',
    minimum,
    maximum,
    example: Number(schema.example),
    description: schema.description,
  };
}

/** Marks the required fields of a body schema (a copy: routes may share one schema object). */
function withRequired(schema: Json, fields: readonly string[]): Json {
  if (schema?.type !== 'object' || !schema.properties) return schema;
  const required = [...new Set([...(schema.required ?? []), ...fields])].filter(
    (f) => f in schema.properties,
  );
  return { ...schema, required };
}

/** The document with what the route schemas cannot say for themselves. */
export function forClients(doc: Json, idempotent: ReadonlySet<string>): Json {
  for (const ops of Object.values((doc.paths ?? {}) as Json))
    for (const op of Object.values(ops as Json) as Json[]) {
      const params = ((op.parameters ?? []) as Json[]).map((p) =>
        p.schema?.[X_INTEGER] ? { ...p, schema: queryInteger(p.schema) } : p,
      );
      if (idempotent.has(op.operationId)) params.push(idempotencyKeyParameter);
      if (params.length) op.parameters = params;
      const fields = REQUIRED_BODY_FIELDS[op.operationId];
      const content = op.requestBody?.content as Json | undefined;
      if (fields && content)
        for (const type of Object.keys(content))
          content[type] = { ...content[type], schema: withRequired(content[type].schema, fields) };
    }
  return doc;
}
