// The rule that decides whether a remote's build may run in a host (build/remote-compatibility.cjs),
// for the shared package itself: a remote requires at least the @phonesheet/shared it was built
// against, so a remote using an export a host's older copy lacks is refused, not run to fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { CHECKED_SINGLETONS, incompatibilities } = require('./remote-compatibility.cjs');
const { sharedDependencies } = require('./shared-deps.js');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')).version;

/** A remote's manifest with the `shared` list its webpack config gives the federation plugin. */
function manifestOf(shared, contract = '1.0.0') {
  return {
    metaData: { phonesheet: { contract } },
    shared: Object.entries(shared).map(([name, s]) => ({ name, ...s })),
  };
}

/** A host providing what a remote of `shared` requires, with @phonesheet/shared at `sharedVersion`. */
function hostOf(shared, sharedVersion) {
  const singletons = Object.fromEntries(CHECKED_SINGLETONS.map((n) => [n, shared[n].version]));
  return { contract: '1.0.0', singletons: { ...singletons, '@phonesheet/shared': sharedVersion } };
}

test("a remote requires at least the shared package's version it was built against", () => {
  const shared = sharedDependencies(path.join(ROOT, 'remote-phonesheet'));
  assert.deepEqual(shared['@phonesheet/shared'], {
    singleton: true,
    version: SHARED,
    requiredVersion: `^${SHARED}`,
  });
});

test('a host whose shared package is older than the one a remote was built against refuses it', () => {
  const shared = sharedDependencies(path.join(ROOT, 'remote-billing'));
  const remote = manifestOf({
    ...shared,
    '@phonesheet/shared': { singleton: true, version: '1.1.0', requiredVersion: '^1.1.0' },
  });
  assert.deepEqual(incompatibilities(remote, hostOf(shared, '1.0.0')), [
    '@phonesheet/shared ^1.1.0 required, the host provides 1.0.0',
  ]);
  assert.deepEqual(incompatibilities(remote, hostOf(shared, '1.1.0')), []);
  // A newer host keeps older remotes (an addition leaves what they use), not across a major.
  assert.deepEqual(incompatibilities(remote, hostOf(shared, '1.4.2')), []);
  assert.deepEqual(incompatibilities(remote, hostOf(shared, '2.0.0')), [
    '@phonesheet/shared ^1.1.0 required, the host provides 2.0.0',
  ]);
});

test("the phone-sheet remote of this workspace (it uses shared's ticketUrl) is refused by a host built before ticketUrl", () => {
  // ticketUrl came with @phonesheet/shared 1.1.0; a host of 1.0.0 would hand the remote a copy
  // without it, and its CSV download and reports would fail when used.
  const shared = sharedDependencies(path.join(ROOT, 'remote-phonesheet'));
  const remote = manifestOf(shared);
  assert.match(
    incompatibilities(remote, hostOf(shared, '1.0.0')).join('; '),
    /@phonesheet\/shared \^\d+\.\d+\.\d+ required, the host provides 1\.0\.0/,
  );
  assert.deepEqual(incompatibilities(remote, hostOf(shared, SHARED)), []);
});
