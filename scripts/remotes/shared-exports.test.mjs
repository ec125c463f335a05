// The version of @phonesheet/shared says what its main entry exports (scripts/remotes/shared-exports.mjs):
// remotes require ^<the version they were built against>, so an export added without a new minor
// version would let a host with an older copy run a remote that needs it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { HOW, RECORD, raiseNeeded, sharedVersion, valueExports } from './shared-exports.mjs';

const recorded = { version: '1.0.0', exports: ['api', 'buildUrl', 'notifyUnauthorized'] };

test('an added export needs a new minor version, a removed one a new major version', () => {
  const added = [...recorded.exports, 'ticketUrl'];
  assert.equal(
    raiseNeeded(recorded, '1.0.0', added),
    '@phonesheet/shared 1.0.0 exports ticketUrl (new since 1.0.0): raise its minor version',
  );
  assert.equal(
    raiseNeeded(recorded, '1.0.1', added),
    raiseNeeded(recorded, '1.0.0', added).replaceAll('1.0.0 exports', '1.0.1 exports'),
  );
  assert.equal(raiseNeeded(recorded, '1.1.0', added), null);
  const removed = ['api', 'notifyUnauthorized'];
  assert.match(
    raiseNeeded(recorded, '1.1.0', removed),
    /no longer exports buildUrl \(since 1\.0\.0\): raise its major version/,
  );
  assert.equal(raiseNeeded(recorded, '2.0.0', removed), null);
  assert.equal(raiseNeeded(recorded, '1.0.0', recorded.exports), null);
});

test("shared/package.json's version and the recorded exports are those of shared's sources", () => {
  const record = JSON.parse(fs.readFileSync(RECORD, 'utf8'));
  const now = { version: sharedVersion(), exports: valueExports() };
  const raise = raiseNeeded(record, now.version, now.exports);
  assert.equal(raise, null, `${raise}: ${HOW}`);
  assert.deepEqual(record, now, `not recorded: ${HOW}`);
});
