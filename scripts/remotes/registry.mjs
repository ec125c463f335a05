// The registry: which version of each remote an environment runs, and who changed it when.
// <store>/registry.json is the data; each environment's remotes.json (what the host reads) is
// written from it on every change. Changes go through update(): a lock on the registry (the
// proper-lockfile library: a lock directory made atomically, stale after 10 s) around
// read-modify-write, the revision raised by one, the file replaced by a rename, so two promotions
// at once are applied one after the other and neither is lost (scripts/remotes/registry.test.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import lockfile from 'proper-lockfile';
import { REMOTES, readManifest, versionDir, versions } from './store.mjs';
import { typecheckRefusals } from './typecheck.mjs';

const require = createRequire(import.meta.url);
const { CHECKED_SINGLETONS, incompatibilities } = require('../../build/remote-compatibility.cjs');

const registryFile = (store) => path.join(store, 'registry.json');

export function readRegistry(store) {
  try {
    return JSON.parse(fs.readFileSync(registryFile(store), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return { revision: 0, environments: {} };
    throw error;
  }
}

/** Writes `file` whole or not at all: a reader sees the old text or the new, never half. */
function writeAtomically(file, text) {
  const aside = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(aside, text);
  fs.renameSync(aside, file);
}

/** The manifest URL of each remote in an environment: its live version's, else its origin's own build. */
export function remotesJsonOf(environment) {
  return Object.fromEntries(
    Object.entries(environment.origins).map(([remote, origin]) => {
      const live = environment.stacks?.[remote]?.at(-1);
      return [remote, live ? `${origin}/versions/${live}/mf-manifest.json` : `${origin}/mf-manifest.json`];
    }),
  );
}

/**
 * Runs `change(registry)` under the registry's lock on a fresh read, then stores the registry one
 * revision higher and rewrites the remotes.json of every environment. Answers what `change` did.
 */
export async function update(store, change) {
  fs.mkdirSync(store, { recursive: true });
  const release = await lockfile.lock(registryFile(store), {
    realpath: false,
    stale: 10000,
    retries: { retries: 100, minTimeout: 10, maxTimeout: 200, randomize: true },
  });
  try {
    const registry = readRegistry(store);
    const result = change(registry);
    registry.revision += 1;
    writeAtomically(registryFile(store), `${JSON.stringify(registry, null, 2)}\n`);
    // An environment whose remotes.json folder is gone (a test stack that has ended) is skipped.
    for (const environment of Object.values(registry.environments))
      if (environment.remotesJson && fs.existsSync(path.dirname(environment.remotesJson)))
        writeAtomically(environment.remotesJson, `${JSON.stringify(remotesJsonOf(environment), null, 2)}\n`);
    return result;
  } finally {
    await release();
  }
}

/** Declares (or moves) an environment: where its remotes.json is, its host's build, each remote's origin. */
export function defineEnvironment(store, name, { remotesJson, hostManifest, origins }) {
  return update(store, (registry) => {
    const current = registry.environments[name] ?? { stacks: {}, history: [] };
    registry.environments[name] = { ...current, remotesJson, hostManifest, origins };
  });
}

function environmentOf(registry, name) {
  const environment = registry.environments[name];
  if (!environment)
    throw new Error(
      `no environment "${name}" (${Object.keys(registry.environments).join(', ') || 'none yet'})`,
    );
  return environment;
}

/** What the environment's host runs, from its build's manifest: its module contract and singletons. */
export function hostRuntimeOf(environment) {
  const manifest = JSON.parse(fs.readFileSync(environment.hostManifest, 'utf8'));
  const shared = new Map(manifest.shared.map((s) => [s.name, s.version]));
  return {
    contract: manifest.metaData.phonesheet.contract,
    singletons: Object.fromEntries(CHECKED_SINGLETONS.map((name) => [name, shared.get(name)])),
  };
}

/**
 * Why `version` of `remote` must not be promoted in the environment: the host's own check of its
 * manifest, and the record of its type check (scripts/remotes/typecheck.mjs); none when it may.
 */
export function refusalsOf(store, environment, remote, version) {
  const dir = versionDir(store, remote, version);
  const host = hostRuntimeOf(environment);
  return [...incompatibilities(readManifest(dir), host), ...typecheckRefusals(dir, host.contract)];
}

const who = () => process.env.REMOTES_BY || os.userInfo().username;

/**
 * Points the environment's users at `version` of `remote`; refuses a version the host would
 * refuse, or one without a passed type check against the host's major contract.
 */
export function promote(store, { env, remote, version, by = who() }) {
  if (!REMOTES.includes(remote)) throw new Error(`unknown remote "${remote}"`);
  if (!fs.existsSync(versionDir(store, remote, version)))
    throw new Error(`${remote} ${version} is not in the store (pnpm remotes publish ${remote})`);
  return update(store, (registry) => {
    const environment = environmentOf(registry, env);
    const refusals = refusalsOf(store, environment, remote, version);
    if (refusals.length) throw new Error(`${remote} ${version} is refused: ${refusals.join('; ')}`);
    const stack = (environment.stacks[remote] ??= []);
    const from = stack.at(-1) ?? null;
    stack.push(version);
    const entry = {
      revision: registry.revision + 1,
      remote,
      action: 'promote',
      from,
      to: version,
      by,
      at: new Date().toISOString(),
    };
    environment.history.push(entry);
    return entry;
  });
}

/** Returns the environment's users to the version of `remote` live before the current one. */
export function rollback(store, { env, remote, by = who() }) {
  return update(store, (registry) => {
    const environment = environmentOf(registry, env);
    const stack = environment.stacks[remote] ?? [];
    if (!stack.length) throw new Error(`${remote} has no promotion to roll back in ${env}`);
    const from = stack.pop();
    const entry = {
      revision: registry.revision + 1,
      remote,
      action: 'rollback',
      from,
      to: stack.at(-1) ?? null,
      by,
      at: new Date().toISOString(),
    };
    environment.history.push(entry);
    return entry;
  });
}

/** Each remote's versions in the store, which is live in `env`, and its last change. */
export function list(store, env) {
  const environment = readRegistry(store).environments[env];
  return REMOTES.map((remote) => {
    const live = environment?.stacks?.[remote]?.at(-1) ?? null;
    const last = environment?.history?.findLast((h) => h.remote === remote) ?? null;
    return { remote, live, last, versions: versions(store, remote) };
  });
}
