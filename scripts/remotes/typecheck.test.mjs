// The type check `pnpm remotes publish` runs before a remote is built (scripts/remotes/typecheck.mjs),
// on a small remote of the same shape as the real ones: its exposed module against the contract
// of this workspace's @phonesheet/shared, and the record that lets `promote` take the build.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractInWorkspace, readTypecheck, recordTypecheck, typecheckRemote } from './typecheck.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let tmp;

/** The exposed module of a small billing remote; `route`, `slot`, `typed` vary what the host gets. */
function moduleText({ typed = true, access = "{ role: 'user' }", slot = '() => null' } = {}) {
  return `import type { RemoteModule } from '@phonesheet/shared';

const Plans = () => null;
const remoteModule${typed ? ': RemoteModule' : ''} = {
  name: 'billing' as const,
  routes: [{ path: '/apps/subscriptionPlans', Component: Plans, access: ${access} as const }],
  messages: { en: {}, zh: {}, ar: {}, it: {}, es: {}, fr: {} },
  slots: { 'myProfile.subscriptionTab': ${slot} },
};

export default remoteModule;
`;
}

/** A remote folder as the workspace has them: package.json, tsconfig.json, src/exposes/module.ts. */
function fakeRemote(label, text) {
  const dir = path.join(tmp, label, 'remote-billing');
  fs.mkdirSync(path.join(dir, 'src', 'exposes'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'node_modules', '@phonesheet'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'shared'), path.join(dir, 'node_modules', '@phonesheet', 'shared'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@phonesheet/remote-billing' }));
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.base.json'),
      // No test runner's globals: the module needs none, and they resolve from the workspace only.
      compilerOptions: { types: [] },
      include: ['src'],
    }),
  );
  fs.writeFileSync(path.join(dir, 'src', 'exposes', 'module.ts'), text);
  return dir;
}

before(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-typecheck-test-'));
});
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('a remote whose exposed module fits the contract passes, and the record says against what', () => {
  const dir = fakeRemote('compatible', moduleText());
  const record = typecheckRemote(dir);
  assert.deepEqual(
    { passed: record.passed, remote: record.remote, contract: record.contract, shared: record.shared },
    { passed: true, remote: 'billing', ...contractInWorkspace() },
  );
  assert.match(record.sourceHash, /^[0-9a-f]{8}$/);
  // Not naming the contract type is no escape, and no obligation: the host's view is what counts.
  assert.equal(typecheckRemote(fakeRemote('untyped', moduleText({ typed: false }))).passed, true);
});

test('a remote that breaks its own RemoteModule is stopped, with the file, the line and the reason', () => {
  const dir = fakeRemote('own', moduleText({ access: "'admins'" }));
  assert.throws(
    () => typecheckRemote(dir),
    (error) => {
      assert.match(
        error.message,
        /^billing fails its type check against module contract \d+\.\d+\.\d+ .*not built or published/,
      );
      assert.match(
        error.message,
        /src\/exposes\/module\.ts\(6,\d+\): TS2322: .*'"admins"' is not assignable/s,
      );
      return true;
    },
  );
});

test('an exposed signature changed so the host cannot mount it is stopped, even when the remote never names the contract', () => {
  // The slot now needs a prop the host does not pass: the remote's own code compiles; the host's does not.
  const dir = fakeRemote(
    'signature',
    moduleText({ typed: false, slot: '(props: { companyId: string }) => props.companyId' }),
  );
  assert.throws(
    () => typecheckRemote(dir),
    /the host mounts \.\/module's default export as RemoteModule, and it no longer is one: TS2322: .*slots/s,
  );
});

test('the record is kept only in a build of the sources checked', () => {
  const dir = fakeRemote('record', moduleText());
  const record = typecheckRemote(dir);
  const build = (global) => {
    const dist = fs.mkdtempSync(path.join(tmp, 'dist-'));
    const manifest = { name: 'billing', metaData: { remoteEntry: { name: 'remoteEntry.abc.js' } } };
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dist, 'remoteEntry.abc.js'), `self["webpackChunk${global}"]=[]`);
    return dist;
  };
  const same = build(`phonesheet_billing_${record.sourceHash}`);
  recordTypecheck(same, record);
  assert.deepEqual(readTypecheck(same), record);
  const other = build('phonesheet_billing_00000000');
  assert.throws(() => recordTypecheck(other, record), /was not built from the sources just checked/);
  assert.equal(readTypecheck(other), null);
});
