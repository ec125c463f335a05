import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useSyncExternalStore } from 'react';
import { injectReducer, injectSaga, type RemoteModule } from '@phonesheet/shared';
import { takeLoadError } from './load-errors';

export type RemoteName = RemoteModule['name'];
export const REMOTE_NAMES: RemoteName[] = ['auth', 'billing', 'phonesheet', 'templates'];

/**
 * Remotes loaded on demand, not at start-up: the template demos. No byte of them is fetched
 * until one of their routes is opened or the user shows their navigation.
 */
export const DEFERRED_REMOTES: ReadonlySet<RemoteName> = new Set<RemoteName>(['templates']);

export interface RemoteState {
  name: RemoteName;
  manifestUrl: string;
  /** 'idle': a deferred remote nobody has asked for yet (its routes are known, not loaded). */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  version?: string;
  error?: string;
  module?: RemoteModule;
}

/** A dead remote must never hold up start-up: give each step this long. */
export const REMOTE_TIMEOUT_MS = 8000;

// Every remote is 'loading' until remotes.json says where it lives, so its routes show a
// spinner rather than a 404 during start-up.
let states: RemoteState[] = REMOTE_NAMES.map((name) => ({ name, manifestUrl: '', status: 'loading' }));
const listeners = new Set<() => void>();

function publish(next: RemoteState[]): void {
  states = next;
  listeners.forEach((listener) => listener());
}

function update(name: RemoteName, patch: Partial<RemoteState>): void {
  publish(states.map((s) => (s.name === name ? { ...s, ...patch } : s)));
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), REMOTE_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** remotes.json is served beside index.html and never cached: it is how remotes are deployed. */
async function readRemotesJson(): Promise<Record<string, string>> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

async function readManifestVersion(manifestUrl: string): Promise<string | undefined> {
  const response = await withTimeout(fetch(manifestUrl, { cache: 'no-store' }), 'manifest');
  if (!response.ok) throw new Error(`manifest answered ${response.status}`);
  const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
  return manifest.metaData?.buildInfo?.buildVersion;
}

function isRemoteModule(value: unknown): value is RemoteModule {
  const candidate = value as Partial<RemoteModule> | null;
  return !!candidate && typeof candidate.name === 'string' && Array.isArray(candidate.routes);
}

/** Reducers and saga go into the one store before the module's routes are rendered. */
function install(module: RemoteModule): void {
  Object.entries(module.reducers ?? {}).forEach(([key, reducer]) => injectReducer(key, reducer));
  if (module.saga) injectSaga(`remote:${module.name}`, module.saga);
}

async function loadOne(name: RemoteName, force: boolean): Promise<void> {
  const { manifestUrl } = states.find((s) => s.name === name)!;
  update(name, { status: 'loading', error: undefined });
  try {
    const version = await readManifestVersion(manifestUrl);
    registerRemotes([{ name, entry: manifestUrl }], { force });
    const loaded = await withTimeout(loadRemote<{ default: unknown }>(`${name}/module`), 'module');
    const module = loaded?.default;
    if (!isRemoteModule(module)) {
      throw new Error(takeLoadError(name) ?? 'the module did not load');
    }
    install(module);
    update(name, { status: 'loaded', version, module });
  } catch (error) {
    update(name, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Reads remotes.json; a remote stays idle (known, not fetched) until one of its routes is opened
 * (`retryRemote`, through the remotes context) or `loadSignedInRemotes` asks for it, so a
 * visitor's public page never waits for remotes it does not show. With `signedIn`, the
 * remotes of the signed-in navigation start at once. Resolves when those have loaded or failed.
 */
export async function loadRemoteModules({ signedIn = false } = {}): Promise<RemoteState[]> {
  let urls: Record<string, string> = {};
  try {
    urls = await readRemotesJson();
  } catch (error) {
    console.error('[federation] cannot read remotes.json', error);
  }
  publish(
    REMOTE_NAMES.map((name) =>
      urls[name]
        ? { name, manifestUrl: urls[name], status: 'idle' as const }
        : { name, manifestUrl: '', status: 'failed' as const, error: 'not listed in remotes.json' },
    ),
  );
  if (signedIn) await loadSignedInRemotes();
  return states;
}

/** Loads every idle remote but the deferred ones: the signed-in navigation needs them all. */
export async function loadSignedInRemotes(): Promise<RemoteState[]> {
  await Promise.all(
    states
      .filter((s) => s.status === 'idle' && !DEFERRED_REMOTES.has(s.name))
      .map((s) => loadOne(s.name, false)),
  );
  return states;
}

/** Loads a failed remote again (the Retry button of the unavailable panel). */
export async function retryRemote(name: string): Promise<RemoteState | undefined> {
  const current = states.find((s) => s.name === name);
  if (!current?.manifestUrl) return current;
  await loadOne(current.name, true);
  return states.find((s) => s.name === name);
}

export function getRemoteStates(): RemoteState[] {
  return states;
}

export function subscribeRemoteStates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remotes' current states; re-renders when one loads, fails or is retried. */
export function useRemoteStates(): RemoteState[] {
  return useSyncExternalStore(subscribeRemoteStates, getRemoteStates);
}
