import http from 'node:http';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  validateChangePassword,
  validateContactUs,
  validateEmailOnly,
  validateLogin,
  validateRegisterAdmin,
  validateResetPassword,
  validateUnlock,
  validateUpdateProfile,
  validateVerifyCode,
} from '@phonesheet/shared/contracts';
import { OPERATION_IDS } from '../src/lib/operation-ids';

// The OpenAPI document is a contract a client can be written from (docs/api.md): each
// operation states its input with closed sets, bounds and examples, its success body and its
// error answers; /api/docs renders it from files the API serves itself.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let doc: Json;
beforeAll(async () => {
  t = await createTestApp();
  doc = t.contract.doc;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths as Json).flatMap(([path, ops]) =>
    Object.entries(ops as Json).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      op: op as Json,
    })),
  );

/** Every leaf schema of a request: its name and schema. */
function leaves(schema: Json, name: string, out: Array<[string, Json]> = []): Array<[string, Json]> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) for (const v of variants as Json[]) leaves(v, name, out);
  else if (schema.type === 'object' && schema.properties)
    for (const [k, v] of Object.entries(schema.properties as Json)) leaves(v as Json, `${name}.${k}`, out);
  else if (schema.type === 'array') leaves(schema.items ?? {}, `${name}[]`, out);
  else out.push([name, schema]);
  return out;
}

test('every operation documents its success body and its error answers with the shared envelopes', () => {
  const problems: string[] = [];
  for (const { key, op } of operations()) {
    const codes = Object.keys(op.responses ?? {});
    const success = codes.filter((c) => c.startsWith('2'));
    if (!success.length) problems.push(`${key}: no success answer`);
    for (const c of success) if (!op.responses[c].content) problems.push(`${key}: ${c} has no body schema`);
    if (!codes.includes('5XX')) problems.push(`${key}: no 5XX`);
    // A signed webhook has no session to lack: its refusals are 403.
    const signedIn = (op.security as Json[] | undefined)?.some((s) => 'accessToken' in s);
    if (signedIn && !codes.includes('401')) problems.push(`${key}: signed in, but no 401`);
    const invalid = op.responses['400']?.content?.['application/json']?.schema ?? {};
    const listsErrors =
      invalid.$ref === '#/components/schemas/ValidationError' || invalid.required?.includes('errors');
    if ((op.requestBody || op.parameters?.length) && !listsErrors)
      problems.push(`${key}: takes input, but its 400 does not list errors`);
    for (const c of codes.filter((x) => /^[45]/.test(x))) {
      const ref = op.responses[c].content?.['application/json']?.schema?.$ref as string | undefined;
      const inline = op.responses[c].content?.['application/json']?.schema?.properties?.msg;
      if (!ref && !inline) problems.push(`${key}: ${c} has no envelope schema`);
    }
  }
  expect(problems).toEqual([]);
  expect(doc.components.schemas.ValidationError.required).toEqual(['msg', 'errors']);
  expect(doc.paths['/api/v1/calls/{id}'].patch.responses['409'].content['application/json'].schema.$ref).toBe(
    '#/components/schemas/CallConflict',
  );
  expect(doc.paths['/api/v1/calls'].post.responses['402'].content['application/json'].schema.$ref).toBe(
    '#/components/schemas/PlanLimit',
  );
});

test('every input states its closed set, bounds or format, and whole numbers their range', () => {
  const problems: string[] = [];
  for (const { key, op } of operations()) {
    const inputs: Array<[string, Json]> = [];
    for (const p of (op.parameters ?? []) as Json[]) leaves(p.schema, `${p.in}.${p.name}`, inputs);
    const body = op.requestBody?.content?.['application/json']?.schema;
    if (body) leaves(body, 'body', inputs);
    for (const [name, s] of inputs) {
      if (s.type === 'string' && !s.enum && s.maxLength === undefined && !s.pattern && !s.format)
        problems.push(`${key} ${name}: a string without bounds`);
      if (
        (s.type === 'integer' || s.type === 'number') &&
        (s.minimum === undefined || s.maximum === undefined)
      )
        problems.push(`${key} ${name}: a number without its range`);
    }
  }
  expect(problems).toEqual([]);
  const create = doc.paths['/api/v1/calls'].post.requestBody.content['application/json'].schema.properties;
  expect(create.direction.enum).toEqual(['in', 'out', 'incoming', 'outgoing']);
  expect(create.priority.enum).toEqual(['asap', 'today', 'whenever']);
  expect(create.contactName).toMatchObject({ maxLength: 200, example: 'Ada Lovelace', nullable: true });
  const search = Object.fromEntries(
    (doc.paths['/api/v1/calls'].get.parameters as Json[]).map((p) => [p.name, p.schema]),
  );
  expect(search.sort.enum).toContain('occurredAt');
  expect(search.order.enum).toEqual(['desc', 'asc']);
  expect(search.from.format).toBe('date-time');
  expect(search.statusId.format).toBe('uuid');
  const invite =
    doc.paths['/api/v1/invitations'].post.requestBody.content['application/json'].schema.properties;
  expect(invite.email.format).toBe('email');
  expect(invite.role.enum).toEqual(['admin', 'user']);
});

test('GET /api/docs renders the document from files the API serves (no CDN)', async () => {
  const res = await fetch(`${t.baseUrl}/api/docs`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('swagger-ui');
  const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
  expect(assets.length).toBeGreaterThan(2);
  const texts: string[] = [];
  for (const asset of assets) {
    expect(asset).not.toMatch(/^(https?:)?\/\//);
    const file = await fetch(new URL(asset, res.url));
    texts.push(await file.text());
    expect([asset, file.status]).toEqual([asset, 200]);
  }
  // The page loads the document this API serves.
  expect(texts.some((text) => text.includes('/json'))).toBe(true);
});

// What a client generator needs (issue 33, "The document is enough for a client").
test('every operation has a unique, readable operationId', () => {
  const ids = operations().map(({ key, op }) => [key, op.operationId as string | undefined] as const);
  expect(ids.filter(([, id]) => !id || !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
  const seen = new Map<string, string>();
  for (const [key, id] of ids) {
    expect([key, seen.get(id as string)]).toEqual([key, undefined]);
    seen.set(id as string, key);
  }
  // Chosen, not derived: a route added without a name in lib/operation-ids.ts is caught here.
  const chosen = new Set(Object.values(OPERATION_IDS));
  expect(ids.filter(([, id]) => !chosen.has(id as string))).toEqual([]);
  expect(doc.paths['/api/v1/auth/login'].post.operationId).toBe('login');
  expect(doc.paths['/api/v1/calls'].get.operationId).toBe('listCalls');
  expect(doc.paths['/api/v1/calls/export.csv'].get.operationId).toBe('exportCallsCsv');
});
test('page and pageSize are integers with their range', () => {
  const search = Object.fromEntries(
    (doc.paths['/api/v1/calls'].get.parameters as Json[]).map((p) => [p.name, p.schema]),
  );
  expect(search.page).toMatchObject({ type: 'integer', minimum: 1, maximum: 100_000 });
  expect(search.pageSize).toMatchObject({ type: 'integer', minimum: 1, maximum: 200 });
});

test('every request body lists the fields it requires', () => {
  const missing = operations()
    .filter(({ op }) => op.requestBody)
    .map(({ key, op }) => [key, op.requestBody.content['application/json'].schema] as const)
    .filter(([, s]) => s.type === 'object' && Object.keys(s.properties ?? {}).length && !s.required?.length)
    .map(([key]) => key);
  // These take every field as optional: a PATCH changes what it is sent; a new call is logged
  // with whatever is known (each field has its default), a call back with notes or none; a plan
  // change names a missing plan in its own words (docs/billing.md, "Changing plans").
  expect(missing.sort()).toEqual([
    'PATCH /api/v1/phone-system/settings',
    'PATCH /api/v1/preferences',
    'PATCH /api/v1/statuses/{id}',
    'PATCH /api/v1/user/{id}',
    'POST /api/v1/calls',
    'POST /api/v1/calls/{id}/callback',
    'POST /api/v1/dev/digest-tick',
    'POST /api/v1/subscription/changePlan',
  ]);
  const body = (path: string, method: string) =>
    doc.paths[path][method].requestBody.content['application/json'].schema;
  expect(body('/api/v1/auth/login', 'post').required).toEqual(['email', 'password']);
  expect(body('/api/v1/calls/{id}', 'patch').required).toContain('version');
  expect(body('/api/v1/calls', 'post').required ?? []).toEqual([]);
});

test('idempotent operations declare the Idempotency-Key header', () => {
  for (const [path, method] of [
    ['/api/v1/calls', 'post'],
    ['/api/v1/calls/{id}', 'patch'],
    ['/api/v1/calls/{id}/callback', 'post'],
    ['/api/v1/subscription/createEnterpriseSubscription', 'post'],
  ] as const) {
    const header = (doc.paths[path][method].parameters as Json[]).find((p) => p.in === 'header');
    expect([path, header]).toEqual([
      path,
      expect.objectContaining({ name: 'Idempotency-Key', required: false, schema: expect.anything() }),
    ]);
    expect(header!.schema).toMatchObject({ type: 'string', minLength: 1, maxLength: 200 });
  }
  const login = (doc.paths['/api/v1/auth/login'].post.parameters ?? []) as Json[];
  expect(login.some((p) => p.name === 'Idempotency-Key')).toBe(false);
});

test('the sandbox card route is documented while the sandbox gateway is active', () => {
  const op = doc.paths['/api/v1/subscription/sandbox/paymentMethods']?.post;
  expect(op?.tags).toEqual(['sandbox']);
  expect(op.requestBody.content['application/json'].schema.required.length).toBeGreaterThan(0);
});

test('the production document lists no development route, nor the sandbox one with Stripe', async () => {
  expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/v1/dev/'))).toBe(true);
  const prod = await createTestApp({
    nodeEnv: 'production',
    smtpUrl: 'smtp://127.0.0.1:1',
    stripe: {
      secretKey: 'sk_test_contract',
      webhookSecret: 'whsec_contract',
      apiHost: '127.0.0.1',
      apiPort: 1,
    },
  });
  try {
    const paths = Object.keys(prod.contract.doc.paths);
    expect(paths.filter((p) => p.includes('/dev/'))).toEqual([]);
    expect(paths).not.toContain('/api/v1/subscription/sandbox/paymentMethods');
    expect(paths).toContain('/api/v1/calls');
  } finally {
    await prod.close();
  }
});

test("a body's required fields are the ones its validator refuses when absent", () => {
  const validators: Record<string, (b: Record<string, unknown>) => string[]> = {
    registerAdmin: validateRegisterAdmin,
    verifyCode: validateVerifyCode,
    resendCode: validateEmailOnly,
    forgotPassword: validateEmailOnly,
    login: validateLogin,
    resetPassword: validateResetPassword,
    updateProfile: (b) => validateUpdateProfile(b),
    changePassword: validateChangePassword,
    unlock: validateUnlock,
    sendContactMessage: validateContactUs,
  };
  // Checked by the service after the validator: a reset link's token.
  const byService: Record<string, string[]> = { resetPassword: ['token'] };
  const byId = new Map(operations().map(({ op }) => [op.operationId as string, op]));
  for (const [id, validate] of Object.entries(validators)) {
    const schema = byId.get(id)!.requestBody.content['application/json'].schema as Json;
    const full = Object.fromEntries(
      Object.entries(schema.properties as Json).map(([k, s]) => [k, k === 'code' ? '123456' : s.example]),
    );
    expect([id, validate(full)]).toEqual([id, []]);
    const refused = Object.keys(full).filter((k) => validate({ ...full, [k]: undefined }).length > 0);
    expect([id, [...(schema.required as string[])].sort()]).toEqual([
      id,
      [...refused, ...(byService[id] ?? [])].sort(),
    ]);
  }
});

/** A raw request (a GET may carry a body here, as fetch would not send): status, type, body. */
function raw(method: string, url: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<{
    status: number;
    type: string | null;
    body: string;
    headers: http.IncomingHttpHeaders;
  }>((resolve, reject) => {
    const req = http.request(`${t.baseUrl}${url}`, { method, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'] ?? null,
          body: text,
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    if (body) req.write(body.subarray(0, 65_536)); // the rest is never read: the answer comes first
    req.end();
  });
}

test('answers no client asked for are documented for the operation, in the API error shape; OPTIONS answers 204', async () => {
  const answers = [
    // A GET with a JSON body over 2 MB: 413 with a text about bodies, not the CSV import's.
    {
      method: 'GET',
      url: '/api/v1/health',
      res: await raw(
        'GET',
        '/api/v1/health',
        { 'content-type': 'application/json', 'content-length': String(3 * 1024 * 1024) },
        Buffer.alloc(3 * 1024 * 1024, 32),
      ),
    },
    // A NUL in a query parameter the operation does not take.
    { method: 'GET', url: '/api/v1/health?x=%00', res: await raw('GET', '/api/v1/health?x=%00', {}) },
  ];
  expect(answers.map((a) => [a.res.status, JSON.parse(a.res.body).msg])).toEqual([
    [413, 'The request body is over its size limit'],
    [400, expect.stringMatching(/./)],
  ]);
  for (const a of answers)
    expect(t.contract.problem(a.method, a.url, a.res.status, a.res.type, a.res.body)).toBeNull();
  // Not a browser's preflight (no Origin): 204 with the allowed methods, not 400 text/plain.
  const options = await raw('OPTIONS', '/api/v1/statuses', {});
  expect([options.status, options.body]).toEqual([204, '']);
  expect(options.headers['access-control-allow-methods']).toContain('GET');
});
