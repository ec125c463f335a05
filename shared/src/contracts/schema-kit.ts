import { Type, type SchemaOptions, type StringOptions, type TString } from '@sinclair/typebox';

// Building blocks of the wire contract (docs/api.md "The contract"): each closed set is an
// `enum`, each bound and format is stated, and a field's 400 text travels with its schema as
// the OpenAPI extension `x-message`, which the API's schema check answers with.

/** The schema annotation that holds a field's 400 text. */
export const X_MESSAGE = 'x-message';

/**
 * The range of a whole number sent as a query string: the API checks it as text (no coercion,
 * app.ts), the document shows it as the integer it is (api/src/lib/openapi-document.ts).
 */
export const X_INTEGER = 'x-integer';

/** A closed set of strings, documented as an OpenAPI `enum`. */
export const StringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], example: values[0], ...options });

/** "Direction must be one of in, out, incoming, outgoing": a closed set's text names its values. */
export const oneOfMessage = (field: string, values: readonly string[]) =>
  `${field} must be one of ${values.join(', ')}`;

const EXAMPLE_UUID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
/** A row id (UUID). */
export const Uuid = (options: StringOptions = {}): TString =>
  Type.String({ format: 'uuid', maxLength: 36, example: EXAMPLE_UUID, ...options });

/** An instant: ISO 8601 (`2026-11-26T09:30:00Z`; a date alone or no offset means UTC). */
export const Instant = (options: StringOptions = {}): TString =>
  Type.String({ format: 'date-time', maxLength: 40, example: '2026-11-26T09:30:00.000Z', ...options });

/** An e-mail address as the sign-up form takes it (trimmed; at most 254 characters). */
export const Email = (options: StringOptions = {}): TString =>
  Type.String({ format: 'email', maxLength: 254, example: 'ada@example.com', ...options });

/** What a PostgreSQL `integer` column holds. */
export const INT32_MAX = 2_147_483_647;

/** A whole number in [minimum, maximum], with the 400 text that names the range. */
export const BoundedInteger = (
  field: string,
  minimum: number,
  maximum: number,
  options: SchemaOptions = {},
) =>
  Type.Integer({
    minimum,
    maximum,
    [X_MESSAGE]: wholeNumberMessage(field, minimum, maximum),
    ...options,
  });

export const wholeNumberMessage = (field: string, minimum: number, maximum: number) =>
  `${field} must be a whole number from ${minimum} to ${maximum}`;

/** A whole number sent in a query string (queries are not coerced): its digits. */
export const QueryInteger = (field: string, minimum: number, maximum: number, example: number) =>
  Type.String({
    pattern: '^[0-9]{1,9}$',
    example: String(example),
    description: `A whole number from ${minimum} to ${maximum}`,
    [X_MESSAGE]: wholeNumberMessage(field, minimum, maximum),
    [X_INTEGER]: { minimum, maximum },
  });

/** A query flag. */
export const QueryBoolean = (field: string, description?: string) =>
  StringEnum(['true', 'false'] as const, {
    description,
    [X_MESSAGE]: oneOfMessage(field, ['true', 'false']),
  });
