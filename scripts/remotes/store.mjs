// The version store: each remote's builds, one folder per version, never changed once written
// (docs/deployment.md). <store>/<remote>/<version>/ holds the build's files as webpack wrote them,
// mf-manifest.json with the build's metadata (build/build-metadata.js) among them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const REMOTES = ['auth', 'billing', 'phonesheet', 'templates'];

/** Every file under `dir`, relative, sorted. */
function filesOf(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)))
    .sort();
}

export function readManifest(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
}

/** A build's version: its package version and a hash of every file it holds (its build id). */
export function versionOf(distDir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(distDir)) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(distDir, file)));
  }
  return `${readManifest(distDir).metaData.buildInfo.buildVersion}+${hash.digest('hex').slice(0, 10)}`;
}

export function versionDir(store, remote, version) {
  return path.join(store, remote, version);
}

/**
 * Copies a remote's build into the store under its version and answers the version. The same
 * build published again is the same version, left as it is; a folder is only ever created whole
 * (copied aside, then renamed into place) and its files are made read-only.
 */
export function publish(store, remote, distDir) {
  if (!REMOTES.includes(remote)) throw new Error(`unknown remote "${remote}" (${REMOTES.join(', ')})`);
  const manifest = readManifest(distDir);
  if (manifest.name !== remote)
    throw new Error(`${distDir} holds the ${manifest.name} remote, not ${remote}`);
  const version = versionOf(distDir);
  const target = versionDir(store, remote, version);
  if (fs.existsSync(target)) return { version, created: false };
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const aside = `${target}.partial-${process.pid}`;
  fs.cpSync(distDir, aside, { recursive: true });
  for (const file of filesOf(aside)) fs.chmodSync(path.join(aside, file), 0o444);
  fs.renameSync(aside, target);
  return { version, created: true };
}

/** The versions of a remote in the store, oldest first, with their build metadata. */
export function versions(store, remote) {
  const dir = path.join(store, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => !name.includes('.partial-'))
    .map((version) => {
      const meta = readManifest(path.join(dir, version)).metaData.phonesheet ?? {};
      return { version, ...meta };
    })
    .sort((a, b) => String(a.builtAt).localeCompare(String(b.builtAt)));
}
