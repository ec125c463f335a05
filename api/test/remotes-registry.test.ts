// The operator page's side of the remotes registry (docs/platform.md "Remote registry"): load
// failures beaconed by browsers and counted, and promote/rollback through `pnpm remotes` itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/test-app';

const SINGLETONS = ['react', 'react-dom', 'react-redux', 'redux-saga', 'antd', '@phonesheet/shared'];
let t: TestApp;
let tmp: string;
let operator: { token: string };
let remotesJson: string;

/** A published version of billing in the store, built and type-checked against module contract `contract`. */
function version(store: string, name: string, contract: string) {
  const dir = path.join(store, 'billing', name);
  fs.mkdirSync(dir, { recursive: true });
  const shared = SINGLETONS.map((s) => ({
    name: s,
    singleton: true,
    version: '1.0.0',
    requiredVersion: '^1.0.0',
  }));
  const metaData = {
    buildInfo: { buildVersion: '1.0.0' },
    phonesheet: { contract, builtAt: '2026-01-01T00:00:00Z' },
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'billing', metaData, shared }));
  // The record of its type check and contract test, as `pnpm remotes publish` leaves it: promote refuses a version without.
  fs.writeFileSync(
    path.join(dir, 'typecheck.json'),
    JSON.stringify({ passed: true, remote: 'billing', contract, contractTest: { passed: true, tests: 1 } }),
  );
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-remotes-'));
  const store = path.join(tmp, 'store');
  remotesJson = path.join(tmp, 'remotes.json');
  const hostManifest = path.join(tmp, 'host.json');
  fs.writeFileSync(
    hostManifest,
    JSON.stringify({
      metaData: { phonesheet: { contract: '1.0.0' } },
      shared: SINGLETONS.map((name) => ({ name, version: '1.2.0' })),
    }),
  );
  version(store, '1.0.0+aaaa', '1.0.0');
  version(store, '1.0.0+bbbb', '2.0.0');
  const origins = { billing: 'http://billing.test' };
  const test = { remotesJson, hostManifest, origins, stacks: {}, history: [] };
  fs.writeFileSync(
    path.join(store, 'registry.json'),
    JSON.stringify({ revision: 1, environments: { test } }),
  );
  t = await createTestApp({
    operatorEmails: ['ops@phonesheet.test'],
    remotesRegistry: { store, env: 'test' },
  });
  operator = await t.signUpAndSignIn({ email: 'ops@phonesheet.test', companyName: 'Phone Sheet Ops' });
  // An app of its own (its registry is this file's): its start-up waited 80 s on a loaded machine.
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const status = async () =>
  (await t.request({ method: 'GET', url: '/api/v1/operators/remotes', token: operator.token })).json().data;

test('browsers report failed loads; the operator page counts them per remote, version and kind', async () => {
  const beacon = (payload: object) =>
    t.request({ method: 'POST', url: '/api/v1/remotes/load-failures', payload });
  const refused = { remote: 'billing', version: '1.0.0+bbbb', reason: 'refused: module contract 2.0.0' };
  expect((await beacon(refused)).statusCode).toBe(202);
  expect((await beacon(refused)).statusCode).toBe(202);
  expect((await beacon({ remote: 'billing', reason: 'manifest timed out' })).statusCode).toBe(202);
  for (const bad of [
    { remote: 'shop', reason: 'x' },
    { remote: 'billing', reason: '' },
    { remote: 'billing' },
  ])
    expect((await beacon(bad)).statusCode).toBe(400);
  const { loadFailures } = await status();
  expect(loadFailures).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ remote: 'billing', version: '1.0.0+bbbb', kind: 'refused', failures: 2 }),
      expect.objectContaining({ remote: 'billing', version: '', kind: 'timeout', failures: 1 }),
    ]),
  );
  expect(loadFailures).toHaveLength(2);
});

test('the public beacon is bounded: its size, the rows it can make per remote, its rate per address', async () => {
  const beacon = (payload: object | string) =>
    t.request({ method: 'POST', url: '/api/v1/remotes/load-failures', payload });
  // Over 2 KiB is not read (a beacon is under 1 KiB), even with each field within its own limit.
  const padded = JSON.stringify({ remote: 'auth', reason: 'x', manifestUrl: 'y'.repeat(400) }).replace(
    /}$/,
    `${' '.repeat(3000)}}`,
  );
  expect((await beacon(padded)).statusCode).toBe(413);
  // Whatever versions a sender names, auth keeps its 20 most recently reported rows.
  for (const round of [0, 1])
    await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        beacon({ remote: 'auth', version: `9.${round}.${i}`, reason: 'manifest answered 404' }).then((r) =>
          expect(r.statusCode).toBe(202),
        ),
      ),
    );
  const auth = (await status()).loadFailures.filter((f: { remote: string }) => f.remote === 'auth');
  expect(auth).toHaveLength(20);
  // The 15 of the second round are all kept: the first round's give way.
  expect(auth.filter((f: { version: string }) => f.version.startsWith('9.1.'))).toHaveLength(15);
  // One address gets 60 a minute (this file's earlier beacons count too); the rest answer 429
  // and are not counted.
  const failures = async () =>
    (await status()).loadFailures.find((f: { version: string }) => f.version === '9.1.0').failures;
  const before = await failures();
  const codes = await Promise.all(
    Array.from({ length: 61 }, () =>
      beacon({ remote: 'auth', version: '9.1.0', reason: 'manifest answered 404' }).then((r) => r.statusCode),
    ),
  );
  const accepted = codes.filter((code) => code === 202).length;
  expect(accepted).toBeLessThan(60);
  expect(codes.filter((code) => code === 429)).toHaveLength(61 - accepted);
  expect((await failures()) - before).toBe(accepted);
}, 120_000);

test('an operator promotes and rolls back through the registry; an incompatible version is refused; others get 403', async () => {
  const promote = (v: string, token = operator.token) =>
    t.request({
      method: 'POST',
      url: '/api/v1/operators/remotes/billing/promote',
      token,
      payload: { version: v },
    });
  const ok = await promote('1.0.0+aaaa');
  expect(ok.statusCode).toBe(200);
  expect(JSON.parse(fs.readFileSync(remotesJson, 'utf8')).billing).toBe(
    'http://billing.test/versions/1.0.0+aaaa/mf-manifest.json',
  );
  const refused = await promote('1.0.0+bbbb');
  expect(refused.statusCode).toBe(409);
  expect(refused.json().msg).toMatch(/refused: module contract 2\.0\.0, the host runs 1\.0\.0/);
  const billing = (await status()).remotes.find((r: { remote: string }) => r.remote === 'billing');
  expect(billing).toMatchObject({
    live: '1.0.0+aaaa',
    last: { action: 'promote', by: 'ops@phonesheet.test' },
  });
  expect(billing.versions.map((v: { version: string }) => v.version).sort()).toEqual([
    '1.0.0+aaaa',
    '1.0.0+bbbb',
  ]);

  const back = await t.request({
    method: 'POST',
    url: '/api/v1/operators/remotes/billing/rollback',
    token: operator.token,
  });
  expect(back.statusCode).toBe(200);
  expect(JSON.parse(fs.readFileSync(remotesJson, 'utf8')).billing).toBe(
    'http://billing.test/mf-manifest.json',
  );

  const other = await t.signUpAndSignIn();
  expect((await promote('1.0.0+aaaa', other.token)).statusCode).toBe(403);
  const denied = await t.request({ method: 'GET', url: '/api/v1/operators/remotes', token: other.token });
  expect(denied.statusCode).toBe(403);
});
