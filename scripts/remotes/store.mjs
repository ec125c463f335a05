// The version store: each remote's builds, one folder per version, never changed once written
// (docs/deployment.md). <store>/<remote>/<version>/ holds the build's files as webpack wrote them,
// mf-manifest.json with the build's metadata (build/build-metadata.js) among them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readTypecheck } from './typecheck.mjs';

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

const PRECOMPRESSED = [
  ['.br', zlib.brotliDecompressSync],
  ['.gz', zlib.gunzipSync],
];

/**
 * The precompressed copies (x.br, x.gz) that do not hold their file's bytes. A static server
 * sends them instead of the file to a browser that accepts them, so a copy left from before a
 * file was changed would have browsers run (and the host check) another manifest or script
 * than the one the registry checked and the version's hash names.
 */
export function staleCopies(dir) {
  return filesOf(dir).filter((file) => {
    const kind = PRECOMPRESSED.find(([suffix]) => file.endsWith(suffix));
    const original = kind && path.join(dir, file.slice(0, -kind[0].length));
    if (!original || !fs.existsSync(original)) return false;
    return !kind[1](fs.readFileSync(path.join(dir, file))).equals(fs.readFileSync(original));
  });
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
  const stale = staleCopies(distDir);
  if (stale.length)
    throw new Error(
      `${distDir}: ${stale.join(', ')} do not hold the bytes of their files (rebuild, or delete them)`,
    );
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

/** The versions of a remote in the store, oldest first, with their build metadata and type-check record. */
export function versions(store, remote) {
  const dir = path.join(store, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => !name.includes('.partial-'))
    .map((version) => {
      const meta = readManifest(path.join(dir, version)).metaData.phonesheet ?? {};
      return { version, ...meta, typecheck: readTypecheck(path.join(dir, version)) };
    })
    .sort((a, b) => String(a.builtAt).localeCompare(String(b.builtAt)));
}
