// The registry (docs/deployment.md): versions published once, promotions checked against the
// host's contract, rollbacks, and two processes promoting at once without losing either.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineEnvironment, list, promote, readRegistry, rollback } from './registry.mjs';
import { publish } from './store.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SINGLETONS = ['react', 'react-dom', 'react-redux', 'redux-saga', 'antd', '@phonesheet/shared'];
let tmp;
let store;
let remotesJson;

/**
 * A build folder as `pnpm remotes publish` leaves one: a manifest with the build's metadata, a
 * chunk, and the record of the type check it passed against module contract `checked` (none: null)
 * and of its contract test (`contractTested`).
 */
function fakeBuild(
  name,
  { contract = '1.0.0', chunk = 'v1', react = '^18.3.1', checked = contract, contractTested = true } = {},
) {
  const dir = fs.mkdtempSync(path.join(tmp, `${name}-dist-`));
  const shared = SINGLETONS.map((s) => ({
    name: s,
    singleton: true,
    version: '1.0.0',
    requiredVersion: s === 'react' ? react : '^1.0.0',
  }));
  const manifest = {
    name,
    metaData: {
      buildInfo: { buildVersion: '1.0.0' },
      phonesheet: { contract, builtAt: new Date().toISOString() },
    },
    shared,
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'main.js'), `console.log(${JSON.stringify(chunk)})`);
  if (checked)
    fs.writeFileSync(
      path.join(dir, 'typecheck.json'),
      JSON.stringify({
        passed: true,
        remote: name,
        contract: checked,
        shared: '1.0.0',
        ...(contractTested && { contractTest: { passed: true, tests: 1 } }),
      }),
    );
  return dir;
}

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-registry-test-'));
  store = path.join(tmp, 'store');
  remotesJson = path.join(tmp, 'remotes.json');
  const hostManifest = path.join(tmp, 'host-manifest.json');
  fs.writeFileSync(
    hostManifest,
    JSON.stringify({
      metaData: { phonesheet: { contract: '1.4.0' } },
      shared: SINGLETONS.map((s) => ({ name: s, version: s === 'react' ? '18.3.1' : '1.2.0' })),
    }),
  );
  await defineEnvironment(store, 'test', {
    remotesJson,
    hostManifest,
    origins: { auth: 'http://auth.test', billing: 'http://billing.test' },
  });
});
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('a build is published once under its version, and a published version never changes', () => {
  const dist = fakeBuild('billing', { chunk: 'publish-once' });
  const first = publish(store, 'billing', dist);
  assert.match(first.version, /^1\.0\.0\+[0-9a-f]{10}$/);
  assert.equal(first.created, true);
  assert.deepEqual(publish(store, 'billing', dist), { version: first.version, created: false });
  const file = path.join(store, 'billing', first.version, 'main.js');
  assert.equal(fs.statSync(file).mode & 0o222, 0, 'its files are read-only');
  assert.throws(() => publish(store, 'auth', dist), /holds the billing remote/);
});

test('a build whose precompressed copy holds other bytes than its file is not published', () => {
  // A static server sends mf-manifest.json.br to browsers: a copy from before the manifest was
  // changed would have the host check another manifest than the one promote checked.
  const dist = fakeBuild('billing', { chunk: 'stale-copy' });
  const manifest = path.join(dist, 'mf-manifest.json');
  fs.writeFileSync(`${manifest}.br`, zlib.brotliCompressSync(fs.readFileSync(manifest)));
  fs.writeFileSync(`${manifest}.gz`, zlib.gzipSync(fs.readFileSync(manifest)));
  const edited = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  edited.metaData.phonesheet.contract = '2.0.0';
  fs.writeFileSync(manifest, JSON.stringify(edited));
  assert.throws(
    () => publish(store, 'billing', dist),
    /mf-manifest\.json\.br, mf-manifest\.json\.gz do not hold the bytes/,
  );
  fs.writeFileSync(`${manifest}.br`, zlib.brotliCompressSync(fs.readFileSync(manifest)));
  fs.writeFileSync(`${manifest}.gz`, zlib.gzipSync(fs.readFileSync(manifest)));
  assert.equal(publish(store, 'billing', dist).created, true);
});

test('promote points remotes.json at the version, rollback returns to the one before, list says who and when', async () => {
  const v1 = publish(store, 'billing', fakeBuild('billing', { chunk: 'one' })).version;
  const v2 = publish(store, 'billing', fakeBuild('billing', { chunk: 'two' })).version;
  await promote(store, { env: 'test', remote: 'billing', version: v1, by: 'ana' });
  await promote(store, { env: 'test', remote: 'billing', version: v2, by: 'ben' });
  const live = () => JSON.parse(fs.readFileSync(remotesJson, 'utf8'));
  assert.equal(live().billing, `http://billing.test/versions/${v2}/mf-manifest.json`);
  assert.equal(live().auth, 'http://auth.test/mf-manifest.json');
  const row = list(store, 'test').find((r) => r.remote === 'billing');
  assert.equal(row.live, v2);
  assert.equal(row.last.by, 'ben');
  const back = await rollback(store, { env: 'test', remote: 'billing', by: 'ana' });
  assert.deepEqual([back.from, back.to], [v2, v1]);
  assert.equal(live().billing, `http://billing.test/versions/${v1}/mf-manifest.json`);
});

test('promote refuses a version built against another major contract or singleton range, as the host would', async () => {
  const before = readRegistry(store).revision;
  const contract = publish(store, 'billing', fakeBuild('billing', { contract: '2.0.0' })).version;
  const react = publish(store, 'billing', fakeBuild('billing', { react: '^19.0.0' })).version;
  await assert.rejects(
    promote(store, { env: 'test', remote: 'billing', version: contract }),
    /refused: module contract 2\.0\.0, the host runs 1\.4\.0/,
  );
  await assert.rejects(
    promote(store, { env: 'test', remote: 'billing', version: react }),
    /react \^19\.0\.0 required, the host provides 18\.3\.1/,
  );
  assert.equal(readRegistry(store).revision, before);
});

test('promote refuses a version without a passed type check, or one checked against another major contract, or without a passed contract test', async () => {
  const before = readRegistry(store).revision;
  const unchecked = publish(
    store,
    'billing',
    fakeBuild('billing', { chunk: 'unchecked', checked: null }),
  ).version;
  const otherMajor = publish(
    store,
    'billing',
    fakeBuild('billing', { chunk: 'checked-2', checked: '2.1.0' }),
  ).version;
  await assert.rejects(
    promote(store, { env: 'test', remote: 'billing', version: unchecked }),
    /refused: it has no record of a passed type check/,
  );
  await assert.rejects(
    promote(store, { env: 'test', remote: 'billing', version: otherMajor }),
    /refused: it was type-checked against module contract 2\.1\.0, the host runs 1\.4\.0/,
  );
  const untested = publish(
    store,
    'billing',
    fakeBuild('billing', { chunk: 'untested', checked: '1.3.0', contractTested: false }),
  ).version;
  await assert.rejects(
    promote(store, { env: 'test', remote: 'billing', version: untested }),
    /refused: it has no record of a passed contract test/,
  );
  assert.equal(readRegistry(store).revision, before);
  // A build from a team's CI that carries its record (pnpm remotes typecheck --dist) is taken.
  const fromCi = publish(store, 'billing', fakeBuild('billing', { chunk: 'ci', checked: '1.3.0' })).version;
  const entry = await promote(store, { env: 'test', remote: 'billing', version: fromCi });
  assert.equal(entry.to, fromCi);
  const listed = list(store, 'test')
    .find((r) => r.remote === 'billing')
    .versions.find((v) => v.version === fromCi);
  assert.equal(listed.typecheck.contract, '1.3.0');
});

/**
 * Promotes each of `versions` of `remote` in a process of its own, starting when `go` exists (so
 * two such processes overlap); resolves when it exits.
 */
function promoter(remote, versions, go) {
  const script = `
    const fs = await import('node:fs');
    const { promote } = await import(${JSON.stringify(path.join(HERE, 'registry.mjs'))});
    while (!fs.existsSync(${JSON.stringify(go)})) await new Promise((r) => setTimeout(r, 5));
    for (const version of ${JSON.stringify(versions)})
      await promote(${JSON.stringify(store)}, { env: 'test', remote: ${JSON.stringify(remote)}, version, by: ${JSON.stringify(remote)} });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`promoter exited ${code}`)))),
  );
}

const COUNT = 25;

test('two processes promoting at once: every promotion is recorded and the final state holds both', async () => {
  const builds = (remote) =>
    Array.from(
      { length: COUNT },
      (_, n) => publish(store, remote, fakeBuild(remote, { chunk: `${remote}${n}` })).version,
    );
  const [auth, billing] = [builds('auth'), builds('billing')];
  const start = readRegistry(store);
  const go = path.join(tmp, 'go');
  const both = Promise.all([promoter('auth', auth, go), promoter('billing', billing, go)]);
  await new Promise((resolve) => setTimeout(resolve, 300)); // both processes up and waiting
  fs.writeFileSync(go, '');
  await both;
  const end = readRegistry(store);
  const added = end.environments.test.history.slice(start.environments.test.history.length);
  assert.equal(added.length, 2 * COUNT);
  assert.equal(end.revision, start.revision + 2 * COUNT);
  // Each change saw the one before it: revisions follow one another without a gap or a repeat.
  assert.deepEqual(
    added.map((h) => h.revision),
    added.map((_, i) => start.revision + 1 + i),
  );
  assert.deepEqual(end.environments.test.stacks.auth.slice(-COUNT), auth);
  assert.deepEqual(end.environments.test.stacks.billing.slice(-COUNT), billing);
  const json = JSON.parse(fs.readFileSync(remotesJson, 'utf8'));
  assert.equal(json.auth, `http://auth.test/versions/${auth.at(-1)}/mf-manifest.json`);
  assert.equal(json.billing, `http://billing.test/versions/${billing.at(-1)}/mf-manifest.json`);
});
