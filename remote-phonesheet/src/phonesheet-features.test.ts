import fs from 'node:fs';
import path from 'node:path';
import { PHONESHEET_FEATURES } from './phonesheet-features';
import remoteModule from './exposes/module';

test('every folder of src/features is one feature with its app.ts, listed once', () => {
  const folders = fs
    .readdirSync(path.join(__dirname, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const folder of folders)
    expect(fs.existsSync(path.join(__dirname, 'features', folder, 'app.ts'))).toBe(true);
  expect(PHONESHEET_FEATURES.map((feature) => feature.id).sort()).toEqual(folders.sort());
});

test('the module injects each feature’s state under the keys the shell and the tests read', () => {
  expect(Object.keys(remoteModule.reducers ?? {}).sort()).toEqual([
    'phonesheet',
    'phonesheetDigest',
    'phonesheetHistory',
    'phonesheetReminders',
    'phonesheetStatuses',
    'phonesheetUsers',
  ]);
  expect(Object.keys(remoteModule.slots ?? {})).toEqual(['myProfile.digestTab']);
});
