// The feature walls (eslint.config.mjs) hold wherever ESLint runs: from inside each package, as
// a team linting only its own remote would, as from the repository's root (npm test's lint).
// Before the zones were given their base path, ESLint run inside a package reported nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['host', 'remote-auth', 'remote-billing', 'remote-phonesheet', 'remote-templates'];

/** Two features of the package: the first imports the second, which the walls forbid. */
function crossing(pkg) {
  const features = fs
    .readdirSync(path.join(root, pkg, 'src', 'features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  assert.ok(features.length >= 2, `${pkg} has two features`);
  // A module that exists: the rule judges the path an import resolves to.
  const target = fs
    .readdirSync(path.join(root, pkg, 'src', 'features', features[1]), { recursive: true })
    .find((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
  return {
    filePath: path.join(root, pkg, 'src', 'features', features[0], 'wall-probe.ts'),
    code: `import * as x from '../${features[1]}/${target.replace(/\.tsx?$/, '')}';\nexport default x;\n`,
  };
}

const eslintBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('eslint/package.json')),
  'bin',
  'eslint.js',
);

/** ESLint's CLI run in `cwd` (the rule reads its zones from the process's folder), on `code` as `filePath`. */
const wallErrors = async (cwd, { filePath, code }) => {
  const run = promisify(execFile)(
    process.execPath,
    [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', filePath],
    { cwd, maxBuffer: 1 << 24 },
  );
  run.child.stdin.end(code);
  // Exit status 1 means problems were found: the report is on stdout either way.
  const { stdout } = await run.catch((err) => err);
  const [result] = JSON.parse(stdout);
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths');
};

for (const pkg of PACKAGES) {
  test(`${pkg}: a feature importing another is refused by ESLint run inside ${pkg}`, async () => {
    const fromPackage = await wallErrors(path.join(root, pkg), crossing(pkg));
    assert.equal(fromPackage.length, 1, `from inside ${pkg}`);
    assert.match(fromPackage[0].message, /A feature does not import another/);
  });
}
