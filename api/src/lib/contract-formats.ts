import type Ajv from 'ajv';
import { emailProblem } from '@phonesheet/shared/contracts';
import { parseInstant } from '../services/phonesheet/calls/service';

/**
 * `email` and `date-time` as the product reads them (docs/api.md): an address the sign-up
 * form takes (trimmed), and an ISO 8601 instant whose date alone or missing offset means UTC.
 * An RFC 3339 instant in the product's years (1970-2100) and an ordinary address pass both.
 */
export function contractFormats(ajv: Ajv): Ajv {
  ajv.addFormat('email', { type: 'string', validate: (v: string) => !emailProblem(v) });
  ajv.addFormat('date-time', { type: 'string', validate: (v: string) => parseInstant(v) !== null });
  return ajv;
}
