import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useSyncExternalStore } from 'react';
import { injectReducer, injectSaga, type LocaleKey, type RemoteModule } from '@phonesheet/shared';
import { refusalIn, takeLoadError } from './load-errors';
import { reportLoadFailure } from './load-beacon';
import { keepManifest } from './read-manifests';

export type RemoteName = RemoteModule['name'];
export const REMOTE_NAMES: RemoteName[] = ['auth', 'billing', 'phonesheet', 'templates'];

export interface RemoteState {
  name: RemoteName;
  manifestUrl: string;
  /** 'idle': listed in remotes.json, not asked for yet (its routes are known, not loaded). */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  version?: string;
  /** Why it failed; a remote refused for its contract or singletons says 'refused: …'. */
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

/**
 * The version a remote's manifest names, read before the runtime loads the remote (whose own
 * read it then answers from memory, read-manifests.ts). Whether the remote may run at all is the
 * runtime plugin's check (offline-remote-plugin.ts), on every manifest the runtime reads.
 */
async function readManifestVersion(manifestUrl: string): Promise<string | undefined> {
  const response = await withTimeout(fetch(manifestUrl, { cache: 'no-store' }), 'manifest');
  if (!response.ok) throw new Error(`manifest answered ${response.status}`);
  const text = await response.text();
  const manifest = JSON.parse(text) as { metaData?: { buildInfo?: { buildVersion?: string } } };
  keepManifest(manifestUrl, text);
  // A published version (pnpm remotes) is served at /versions/<version>/: that names it exactly.
  const published = /\/versions\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
  return published ? decodeURIComponent(published) : manifest.metaData?.buildInfo?.buildVersion;
}

function isRemoteModule(value: unknown): value is RemoteModule {
  const candidate = value as Partial<RemoteModule> | null;
  return !!candidate && typeof candidate.name === 'string' && Array.isArray(candidate.routes);
}

/**
 * Reducers and saga go into the one store before the module's routes are rendered; a new version
 * of a remote already loaded (`replace`) takes over its keys.
 */
function install(module: RemoteModule, replace: boolean): void {
  Object.entries(module.reducers ?? {}).forEach(([key, reducer]) => injectReducer(key, reducer, { replace }));
  if (module.saga) injectSaga(`remote:${module.name}`, module.saga, { replace });
}

// Remotes whose remotes.json entry changed after they had loaded: their next load replaces them.
const replacing = new Set<RemoteName>();

/** The language shown (bootstrap passes the store's), whose catalogue a remote fetches first. */
let shownLocale: () => LocaleKey = () => 'en';

/**
 * A remote that fetches its languages on demand fetches the shown one before its routes show, so
 * they never start in English; without it (a failed fetch) they do, rather than not at all.
 */
async function loadCatalogue(module: RemoteModule): Promise<void> {
  if (!module.loadMessages) return;
  const locale = shownLocale();
  try {
    await withTimeout(module.loadMessages(locale), 'catalogue');
  } catch (error) {
    console.warn(`[i18n] the ${module.name} remote's ${locale} catalogue could not be fetched`, error);
  }
}

async function loadOne(name: RemoteName, force: boolean): Promise<void> {
  const { manifestUrl } = states.find((s) => s.name === name)!;
  const replace = replacing.has(name);
  update(name, { status: 'loading', error: undefined });
  let version: string | undefined;
  try {
    version = await readManifestVersion(manifestUrl);
    registerRemotes([{ name, entry: manifestUrl }], { force: force || replace });
    const loaded = await withTimeout(loadRemote<{ default: unknown }>(`${name}/module`), 'module');
    const module = loaded?.default;
    if (!isRemoteModule(module)) {
      const reason = takeLoadError(name) ?? 'the module did not load';
      throw new Error(refusalIn(reason) ?? reason);
    }
    await loadCatalogue(module);
    install(module, replace);
    replacing.delete(name);
    update(name, { status: 'loaded', version, module });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    update(name, { status: 'failed', version, error: message });
    reportLoadFailure({ remote: name, version, manifestUrl, reason: message });
  }
}

/**
 * Reads remotes.json. Every remote then stays idle (known, not fetched) until something it
 * draws is shown: one of its routes (`UnavailableRoute`), one of its slots (`RemoteSlot`), the
 * lock screen (`IdleLockSlot`) or the template demos' navigation. So a page downloads the
 * remotes it draws and no other, signed in or not (docs/platform.md "Federation").
 */
export async function loadRemoteModules(options: { locale?: () => LocaleKey } = {}): Promise<RemoteState[]> {
  if (options.locale) shownLocale = options.locale;
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
  return states;
}

// One read of remotes.json at a time: every route change asks (refreshRemotes).
let reading: Promise<void> | null = null;

/**
 * Reads remotes.json again (the host calls it at every route change, RemotesRefresher): a remote
 * whose entry changed (promoted or rolled back, `pnpm remotes`) goes back to idle at its new
 * address, so the next time one of its routes or slots is shown it loads from there and replaces
 * the old version; every other remote is left as it is, its files not fetched again.
 */
export function refreshRemotes(): Promise<void> {
  reading ??= (async () => {
    let urls: Record<string, string>;
    try {
      urls = await readRemotesJson();
    } catch {
      return; // offline or the host is being deployed: keep what runs
    }
    const changed = states.filter((s) => urls[s.name] && urls[s.name] !== s.manifestUrl);
    if (!changed.length) return;
    for (const s of changed) if (s.status === 'loaded') replacing.add(s.name);
    publish(
      states.map((s) =>
        changed.includes(s) ? { name: s.name, manifestUrl: urls[s.name], status: 'idle' as const } : s,
      ),
    );
  })().finally(() => {
    reading = null;
  });
  return reading;
}

// One load at a time per remote: a route and a slot of the same remote may ask at once.
const inFlight = new Map<RemoteName, Promise<void>>();

/**
 * Loads an idle remote (the first time something of it is shown) or a failed one again (the
 * Retry button of the unavailable panel, with a forced registration).
 */
export async function retryRemote(name: string): Promise<RemoteState | undefined> {
  const current = states.find((s) => s.name === name);
  if (!current?.manifestUrl || current.status === 'loaded') return current;
  let loading = inFlight.get(current.name);
  if (!loading) {
    loading = loadOne(current.name, current.status === 'failed').finally(() => inFlight.delete(current.name));
    inFlight.set(current.name, loading);
  }
  await loading;
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
