import type { ErrorObject } from 'ajv';
import { X_MESSAGE } from '@phonesheet/shared/contracts';

// The 400 texts of the JSON-schema check (docs/api.md "Any input, a clear answer"): one text a
// field, naming it; a field whose schema carries `x-message` (a catalogue text) answers with it.

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};
const FORMAT_WORDS: Record<string, string> = {
  uuid: 'a UUID',
  email: 'an e-mail address',
  'date-time': 'a date and time (ISO 8601, e.g. 2026-11-26T09:30:00Z)',
};

type Schema = Record<string, unknown> | undefined;

/** 'covers[2]', 'direction'; the body, query or path itself when the error is on the whole. */
function fieldOf(error: ErrorObject, context: string): string {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') parts.push(String(error.params.missingProperty));
  const name = parts.reduce((path, p) => (/^\d+$/.test(p) ? `${path}[${p}]` : path ? `${path}.${p}` : p), '');
  return (
    name || (context === 'querystring' ? 'the query string' : context === 'params' ? 'the path' : 'body')
  );
}

function genericText(error: ErrorObject, field: string): string {
  const p = error.params as Record<string, unknown>;
  const schema = error.parentSchema as Schema;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'enum':
      return `${field} must be one of ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${field} must be ${String(p.allowedValue)}`;
    case 'maxLength':
      return `${field} can be at most ${p.limit} characters`;
    case 'minLength':
      return p.limit === 1 ? `${field} must not be empty` : `${field} needs at least ${p.limit} characters`;
    case 'maximum':
    case 'minimum':
      return typeof schema?.minimum === 'number' && typeof schema?.maximum === 'number'
        ? `${field} must be a whole number from ${schema.minimum} to ${schema.maximum}`
        : `${field} must be ${error.keyword === 'maximum' ? 'at most' : 'at least'} ${p.limit}`;
    case 'maxItems':
      return `${field} can hold at most ${p.limit} items`;
    case 'format':
      return `${field} must be ${FORMAT_WORDS[String(p.format)] ?? `in the ${p.format} format`}`;
    case 'pattern':
      return `${field} must match ${p.pattern}`;
    case 'type':
      return `${field} must be ${String(p.type)
        .split(',')
        .map((t) => TYPE_WORDS[t] ?? t)
        .join(' or ')}`;
    default:
      return `${field} is not valid`;
  }
}

const isShape = (e: ErrorObject) => e.keyword === 'type' || e.keyword === 'anyOf';

/**
 * One text for each field that failed, in the order of the schema; [] for no errors. Linear in
 * the errors: a body of 60,000 wrong array items (180 KB) gives 60,000 of them (issue 33).
 */
export function validationTexts(errors: ErrorObject[], context = 'body'): string[] {
  const byField = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    const field = fieldOf(error, context);
    const list = byField.get(field);
    if (list) list.push(error);
    else byField.set(field, [error]);
  }
  const texts = new Set<string>();
  for (const [field, list] of byField) {
    // A bound, a closed set or a format says more than "must be a string" (or its anyOf).
    const specific = list.find((e) => !isShape(e));
    const own = specific && (specific.parentSchema as Schema)?.[X_MESSAGE];
    let text: string;
    if (typeof own === 'string') text = own;
    else if (specific) text = genericText(specific, field);
    else {
      const types = [...new Set(list.filter((e) => e.keyword === 'type').map((e) => String(e.params.type)))];
      text = genericText(
        { ...list[0], keyword: 'type', params: { type: types.join(',') } } as ErrorObject,
        field,
      );
    }
    texts.add(text);
  }
  return [...texts];
}
