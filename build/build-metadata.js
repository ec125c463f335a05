// What a remote's manifest says about its build (mf-manifest.json `metaData.phonesheet`): the
// commit and time it was built, the module contract it was built against and the versions of the
// shared singletons it requires. The registry (scripts/remotes.mjs) and the host read it to refuse
// a remote that would run against the wrong store (docs/platform.md "Contracts").
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const { CHECKED_SINGLETONS } = require('./remote-compatibility.cjs');

const ROOT = path.resolve(__dirname, '..');

function contractVersion() {
  const file = path.join(ROOT, 'shared/src/module-contract/contract-version.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The build's metadata, from the federation plugin's `shared` settings of the app. */
function buildMetadata(shared) {
  return {
    contract: contractVersion(),
    commit: gitCommit(),
    builtAt: new Date().toISOString(),
    singletons: Object.fromEntries(
      CHECKED_SINGLETONS.filter((name) => shared[name]).map((name) => [
        name,
        { version: shared[name].version, requiredVersion: shared[name].requiredVersion },
      ]),
    ),
  };
}

/** Every file under `dir` (sorted), skipping node_modules and dist. */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      if (['node_modules', 'dist'].includes(entry.name) || entry.name.includes('.test.')) return [];
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    });
}

/**
 * A hash of what a remote is built from (its sources, its package.json, the shared package). It
 * suffixes the remote's webpack `uniqueName`, so two versions of one remote loaded in the same
 * page (a promotion reaching an open app) never share a chunk-loading global: the second would
 * otherwise take the first's chunks for its own. Unchanged sources keep the name, so an unchanged
 * build keeps its file names and the browser's cache.
 */
function sourceHash(appDir) {
  const hash = crypto.createHash('sha256');
  for (const file of [
    path.join(appDir, 'package.json'),
    ...filesUnder(path.join(appDir, 'src')),
    ...filesUnder(path.join(ROOT, 'shared/src')),
  ]) {
    hash.update(path.relative(appDir, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 8);
}

module.exports = { buildMetadata, sourceHash, CHECKED_SINGLETONS };
