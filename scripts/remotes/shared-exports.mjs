#!/usr/bin/env node
// What the host's copy of @phonesheet/shared must hold for a remote: the values its main entry
// exports. It is one singleton for the whole page, the host's copy (loaded first), so a remote
// built against a newer copy that uses an export the host's copy lacks would fail when used. A
// remote requires ^<the shared version it was built against> (build/shared-deps.js) and the host
// refuses it when its own copy is older (build/remote-compatibility.cjs); this keeps that version
// honest: scripts/remotes/shared-exports.json records the exports of the version in
// shared/package.json, and scripts/remotes/shared-exports.test.mjs fails when they changed and the
// version was not raised (a minor version for additions, a major one for a removal).
//   node scripts/remotes/shared-exports.mjs --write   records them after the version was raised
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const major = require('semver/functions/major');
const minor = require('semver/functions/minor');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RECORD = path.join(ROOT, 'scripts/remotes/shared-exports.json');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The version in shared/package.json. */
export const sharedVersion = () => readJson(path.join(ROOT, 'shared/package.json')).version;

/** The names of the values (not types) the main entry of @phonesheet/shared exports, sorted. */
export function valueExports() {
  const ts = require('typescript');
  const pkg = readJson(path.join(ROOT, 'shared/package.json'));
  const entry = path.join(ROOT, 'shared', pkg.exports['.']);
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'shared/tsconfig.json'), {}, ts.sys);
  const program = ts.createProgram({ rootNames: [entry], options: { ...config.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
  return checker
    .getExportsOfModule(symbol)
    .filter((s) => {
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      return target.flags & ts.SymbolFlags.Value;
    })
    .map((s) => s.name)
    .sort();
}

/**
 * What `version` must be raised to, for `exports` against `recorded` ({ version, exports }): a
 * new major version after a removal, a new minor one after an addition; null when it says enough.
 */
export function raiseNeeded(recorded, version, exports) {
  const added = exports.filter((name) => !recorded.exports.includes(name));
  const removed = recorded.exports.filter((name) => !exports.includes(name));
  const since = `since ${recorded.version}`;
  if (removed.length && major(version) <= major(recorded.version))
    return `@phonesheet/shared ${version} no longer exports ${removed.join(', ')} (${since}): raise its major version`;
  const raised = major(version) > major(recorded.version) || minor(version) > minor(recorded.version);
  if (added.length && !raised)
    return `@phonesheet/shared ${version} exports ${added.join(', ')} (new ${since}): raise its minor version`;
  return null;
}

export const HOW = `"version" in shared/package.json, then node scripts/remotes/shared-exports.mjs --write (docs/platform.md "Shared package version")`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = sharedVersion();
  const exports = valueExports();
  const recorded = fs.existsSync(RECORD) ? readJson(RECORD) : { version, exports };
  const raise = raiseNeeded(recorded, version, exports);
  if (raise) {
    console.error(`✖ ${raise}: ${HOW}`);
    process.exit(1);
  }
  if (process.argv.includes('--write')) {
    fs.writeFileSync(RECORD, `${JSON.stringify({ version, exports }, null, 2)}\n`);
    console.log(`recorded the ${exports.length} value exports of @phonesheet/shared ${version}`);
  } else console.log(`@phonesheet/shared ${version}: ${exports.length} value exports`);
}
