import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from './helpers/test-app';

// The document is enough for a client (issue 33): a TypeScript client generated from
// /api/docs/json with @hey-api/openapi-ts compiles with --strict, a wrong call does not
// compile, and the client alone takes a company from sign-up to a CSV export.
const run = promisify(execFile);
// The package exports only its ESM entry; its command line is run as a tool would.
const GENERATOR = path.join(__dirname, '..', 'node_modules', '@hey-api', 'openapi-ts', 'bin', 'run.js');
const TSC = require.resolve('typescript/bin/tsc');

// What a client author writes, checked by tsc against the generated types.
const JOURNEY = `
import { client } from './client/client.gen';
import * as api from './client';

// A body without its required fields must not compile.
// @ts-expect-error email and password are required
void (() => api.login({ body: {} }));
// @ts-expect-error version is required to change a call
void (() => api.updateCall({ path: { id: 'x' }, body: { notes: 'x' } }));
// @ts-expect-error page is an integer
void (() => api.listCalls({ query: { page: '1' } }));

const must = <T>(r: { data?: T; error?: unknown; response?: Response }, step: string): T => {
  if (r.data === undefined) throw new Error(step + ' answered ' + r.response?.status + ' ' + JSON.stringify(r.error));
  return r.data;
};

export async function journey(baseUrl: string, codeFor: (email: string) => Promise<string>) {
  client.setConfig({ baseUrl });
  const email = 'client-' + Date.now() + '@example.com';
  const password = 'correct horse';
  must(await api.registerAdmin({ body: { firstName: 'Ada', lastName: 'Lovelace', email, password,
    confirmPassword: password, companyName: 'Generated Client Co' } }), 'registerAdmin');
  must(await api.verifyCode({ body: { email, code: await codeFor(email) } }), 'verifyCode');
  const token = must(await api.login({ body: { email, password } }), 'login').data.accessToken;
  client.setConfig({ baseUrl, headers: { Authorization: token } });

  const phones = ['(212) 555-0100', '+44 20 7946 0958', '+1 415 555 0199'];
  for (const [i, phone] of phones.entries())
    must(await api.createCall({ body: { contactName: 'Caller ' + i, phone, direction: 'in' },
      headers: { 'Idempotency-Key': 'journey-' + i } }), 'createCall');
  const found = must(await api.listCalls({ query: { q: '+1 212 555 0100', page: 1, pageSize: 10 } }), 'listCalls').data;
  const call = found.items[0]!;

  const statuses = must(await api.listStatuses(), 'listStatuses').data;
  const status = statuses.find((s) => s.id !== call.statusId)!;
  const changed = must(await api.updateCall({ path: { id: call.id },
    body: { statusId: status.id, version: call.version } }), 'updateCall').data;

  const secret = must(await api.getClientSecrets(), 'getClientSecrets').data.client_secret;
  const card = must(await api.createSandboxPaymentMethod({ body: { clientSecret: secret,
    number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' } }),
    'createSandboxPaymentMethod').data;
  const bought = await api.createSubscription({ body: { subscriptionID: 'standard', paymentMethodID: card.id } });
  const plan = must(await api.getMyPlan(), 'getMyPlan').data.plan;

  const csv = await api.exportCallsCsv({ parseAs: 'text' });
  return {
    found: found.items.map((c) => c.contactName),
    statusChanged: changed.statusId === status.id && changed.version === call.version + 1,
    card: card.last4,
    bought: bought.response?.status,
    plan: plan._id,
    csvStatus: csv.response?.status,
    csvLines: String(csv.data).trim().split('\\n').length,
  };
}
`;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

test('a client generated from /api/docs/json compiles strict and runs sign-up to CSV export', async () => {
  const doc = await (await fetch(`${t.baseUrl}/api/docs/json`)).text();
  await writeFile(path.join(dir, 'openapi.json'), doc);
  await run(process.execPath, [GENERATOR, '-i', 'openapi.json', '-o', 'client'], { cwd: dir });
  await writeFile(path.join(dir, 'journey.ts'), JOURNEY);
  // --strict over the generated files and the journey: a wrong call above fails here.
  const tsc = await run(
    process.execPath,
    [
      TSC,
      '--strict',
      '--noUnusedLocals',
      '--target',
      'es2022',
      '--module',
      'commonjs',
      '--moduleResolution',
      'node10',
      '--lib',
      'es2022,dom,dom.iterable',
      '--skipLibCheck',
      '--outDir',
      'out',
      'journey.ts',
    ],
    { cwd: dir },
  ).catch((err: { stdout: string }) => ({ stdout: `tsc failed:\n${err.stdout}` }));
  expect(tsc.stdout).toBe('');

  const { journey } = require(path.join(dir, 'out', 'journey.js'));
  const result = await journey(t.baseUrl, (email: string) => t.codeFor(email));
  expect(result).toEqual({
    found: ['Caller 0'],
    statusChanged: true,
    card: '4242',
    bought: 201,
    plan: 'standard',
    csvStatus: 200,
    csvLines: 4,
  });
}, 60_000);
