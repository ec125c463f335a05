import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

// Every answer the API test suites get is checked against the schema its operation documents
// in /api/docs/json (docs/api.md "Answers checked against the document"): an undocumented
// status or a body that does not match fails the test that got it.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  responses: Record<string, Json>;
}

export interface Contract {
  doc: Json;
  /** The operation a request reaches, or undefined (an unknown path: the 404 handler). */
  operationOf(method: string, url: string): Operation | undefined;
  /** Why an answer breaks its operation's contract, or null when it keeps it. */
  problem(
    method: string,
    url: string,
    status: number,
    contentType: string | null,
    body: string,
  ): string | null;
}

export function contractOf(doc: Json): Contract {
  // Standard formats (date-time is RFC 3339 here): answers must meet what the document says.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const operations: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Json))
    for (const [method, op] of Object.entries(ops as Json))
      operations.push({
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (path.match(/\{/g) ?? []).length,
        responses: (op as Json).responses ?? {},
      });
  // A fixed segment wins over a parameter (/calls/sheet before /calls/{id}).
  operations.sort((a, b) => a.params - b.params);
  const validators = new Map<string, ValidateFunction>();

  const operationOf = (method: string, url: string) => {
    const path = url.split('?')[0] as string;
    return operations.find((o) => o.method === method && o.pattern.test(path));
  };

  const problem: Contract['problem'] = (method, url, status, contentType, body) => {
    const op = operationOf(method, url);
    if (!op) return null;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => op.responses[k]);
    if (!key) return `${method} ${op.path} answered ${status}, which its operation does not document`;
    if (!contentType?.includes('application/json') || body === '') return null;
    const schema = op.responses[key]?.content?.['application/json']?.schema;
    if (!schema) return null;
    const id = `${op.method} ${op.path} ${key}`;
    let validate = validators.get(id);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: doc.components });
      validators.set(id, validate);
    }
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return `${method} ${op.path} answered ${status} with a body that is not JSON`;
    }
    if (validate(data)) return null;
    return (
      `${method} ${op.path} answered ${status} not as documented: ` +
      ajv.errorsText(validate.errors, { dataVar: 'body' }) +
      `\n${body.slice(0, 500)}`
    );
  };
  return { doc, operationOf, problem };
}

export async function loadContract(baseUrl: string): Promise<Contract> {
  const res = await fetch(`${baseUrl}/api/docs/json`);
  return contractOf((await res.json()) as Json);
}
