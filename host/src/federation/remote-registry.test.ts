import type { RemoteModule } from '@phonesheet/shared';
import { HOST_RUNTIME } from './contract-check';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: (...args: unknown[]) => loadRemote(...args),
}));

const REMOTES_JSON = {
  auth: 'http://auth.test/mf-manifest.json',
  billing: 'http://billing.test/mf-manifest.json',
  phonesheet: 'http://phonesheet.test/mf-manifest.json',
  // templates is missing on purpose
};

function answer(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as Response;
}

function moduleNamed(name: RemoteModule['name']): RemoteModule {
  return {
    name,
    routes: [{ path: `/${name}`, Component: () => null, access: 'public' }],
    reducers: { [`${name}Slice`]: (state: { ok: boolean } = { ok: true }) => state },
    messages: { en: {}, zh: {}, ar: {}, it: {}, es: {}, fr: {} },
  };
}

/** A fresh copy of the registry (it keeps module-level state) with fetch answering `manifests`. */
async function freshRegistry(manifests: Record<string, () => Promise<Response>>) {
  jest.resetModules();
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/remotes.json') return answer(200, REMOTES_JSON);
    const reply = manifests[url];
    if (!reply) throw new TypeError('Failed to fetch');
    return reply();
  }) as typeof window.fetch;
  // The registry and the store must share one copy of @phonesheet/shared, as in the browser.
  const shared = await import('@phonesheet/shared');
  shared.createAppStore();
  return Object.assign(await import('./remote-registry'), { store: shared.getAppStore() });
}

/** A manifest as a remote's build writes it, built against this host's contract and singletons. */
const manifestBody = (version: string, contract = HOST_RUNTIME.contract) => ({
  metaData: { buildInfo: { buildVersion: version }, phonesheet: { contract } },
  shared: Object.entries(HOST_RUNTIME.singletons).map(([name, v]) => ({
    name,
    singleton: true,
    version: v,
    requiredVersion: `^${v}`,
  })),
});
const manifest = (version: string) => async () => answer(200, manifestBody(version));

beforeEach(() => {
  registerRemotes.mockReset();
  loadRemote.mockReset();
});

test('every remote is loading before remotes.json has been read, so its routes never 404', async () => {
  const registry = await freshRegistry({});
  expect(registry.getRemoteStates().map((s) => [s.name, s.status])).toEqual([
    ['auth', 'loading'],
    ['billing', 'loading'],
    ['phonesheet', 'loading'],
    ['templates', 'loading'],
  ]);
});

test('loads listed remotes, injects their reducers, and reports version, failure and absence', async () => {
  loadRemote.mockImplementation(async (id: string) => {
    if (id === 'auth/module') return { default: moduleNamed('auth') };
    // What the offline plugin answers when the entry script failed.
    return { default: null, __offline: true };
  });
  const registry = await freshRegistry({
    'http://auth.test/mf-manifest.json': manifest('1.2.3'),
    'http://billing.test/mf-manifest.json': manifest('1.0.0'),
    'http://phonesheet.test/mf-manifest.json': async () => answer(404, {}),
  });
  await registry.loadRemoteModules();
  await Promise.all(registry.REMOTE_NAMES.map((name) => registry.retryRemote(name)));
  const byName = Object.fromEntries(registry.getRemoteStates().map((s) => [s.name, s]));
  expect(byName.auth).toMatchObject({ status: 'loaded', version: '1.2.3', manifestUrl: REMOTES_JSON.auth });
  expect(byName.billing).toMatchObject({ status: 'failed' });
  expect(byName.phonesheet).toMatchObject({ status: 'failed', error: 'manifest answered 404' });
  expect(byName.templates).toMatchObject({ status: 'failed', error: 'not listed in remotes.json' });
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'auth', entry: REMOTES_JSON.auth }], {
    force: false,
  });
  expect((registry.store.getState() as unknown as Record<string, unknown>).authSlice).toEqual({ ok: true });
});

test('a remote that never answers fails after the time limit instead of holding start-up', async () => {
  jest.useFakeTimers();
  try {
    const registry = await freshRegistry({
      'http://auth.test/mf-manifest.json': () => new Promise<Response>(() => undefined),
      'http://billing.test/mf-manifest.json': () => new Promise<Response>(() => undefined),
      'http://phonesheet.test/mf-manifest.json': () => new Promise<Response>(() => undefined),
    });
    await registry.loadRemoteModules();
    const done = Promise.all(registry.REMOTE_NAMES.map((name) => registry.retryRemote(name)));
    await jest.advanceTimersByTimeAsync(registry.REMOTE_TIMEOUT_MS + 1);
    await done;
    const states = registry.getRemoteStates();
    expect(states.filter((s) => s.status === 'failed').map((s) => s.error)).toContain('manifest timed out');
  } finally {
    jest.useRealTimers();
  }
});

test('retry loads a failed remote again with a forced registration and tells subscribers', async () => {
  let up = false;
  loadRemote.mockImplementation(async () => (up ? { default: moduleNamed('auth') } : { default: null }));
  const registry = await freshRegistry({
    'http://auth.test/mf-manifest.json': manifest('2.0.0'),
    'http://billing.test/mf-manifest.json': async () => answer(500, {}),
    'http://phonesheet.test/mf-manifest.json': async () => answer(500, {}),
  });
  await registry.loadRemoteModules();
  await registry.retryRemote('auth');
  expect(registry.getRemoteStates().find((s) => s.name === 'auth')?.status).toBe('failed');
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'auth', entry: REMOTES_JSON.auth }], {
    force: false,
  });
  const listener = jest.fn();
  registry.subscribeRemoteStates(listener);
  up = true;
  const state = await registry.retryRemote('auth');
  expect(state).toMatchObject({ status: 'loaded', version: '2.0.0' });
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'auth', entry: REMOTES_JSON.auth }], {
    force: true,
  });
  expect(listener).toHaveBeenCalled();
});

test('no remote loads at start-up (the registry has no signed-in rule): each loads when asked for, once', async () => {
  loadRemote.mockImplementation(async (id: string) => ({ default: moduleNamed(id.split('/')[0] as never) }));
  const registry = await freshRegistry({
    'http://auth.test/mf-manifest.json': manifest('1.0.0'),
    'http://billing.test/mf-manifest.json': manifest('1.0.0'),
    'http://phonesheet.test/mf-manifest.json': manifest('1.0.0'),
  });
  await registry.loadRemoteModules();
  expect(registry.getRemoteStates().map((s) => [s.name, s.status])).toEqual([
    ['auth', 'idle'],
    ['billing', 'idle'],
    ['phonesheet', 'idle'],
    ['templates', 'failed'],
  ]);
  expect(loadRemote).not.toHaveBeenCalled();
  // The sheet's route and, say, a slot of the same remote ask at the same time.
  await Promise.all([registry.retryRemote('phonesheet'), registry.retryRemote('phonesheet')]);
  expect(loadRemote.mock.calls.map(([id]) => id)).toEqual(['phonesheet/module']);
  expect(registry.getRemoteStates().map((s) => [s.name, s.status])).toEqual([
    ['auth', 'idle'],
    ['billing', 'idle'],
    ['phonesheet', 'loaded'],
    ['templates', 'failed'],
  ]);
  // Asked again once loaded: nothing more is fetched.
  await registry.retryRemote('phonesheet');
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

test('the templates remote waits idle at start-up and loads only when first asked for', async () => {
  loadRemote.mockImplementation(async (id: string) => ({ default: moduleNamed(id.split('/')[0] as never) }));
  window.fetch = jest.fn();
  jest.resetModules();
  const shared = await import('@phonesheet/shared');
  shared.createAppStore();
  const registry = await import('./remote-registry');
  const urls = { ...REMOTES_JSON, templates: 'http://templates.test/mf-manifest.json' };
  const requested: string[] = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    return url === '/remotes.json' ? answer(200, urls) : manifest('1.0.0')();
  }) as typeof window.fetch;

  await registry.loadRemoteModules();
  await Promise.all(['auth', 'billing', 'phonesheet'].map((name) => registry.retryRemote(name)));
  expect(registry.getRemoteStates().find((s) => s.name === 'templates')).toMatchObject({
    status: 'idle',
    manifestUrl: urls.templates,
  });
  // Not one request for it: neither its manifest nor its module.
  expect(requested).not.toContain(urls.templates);
  expect(loadRemote).not.toHaveBeenCalledWith('templates/module');

  const state = await registry.retryRemote('templates');
  expect(state).toMatchObject({ status: 'loaded', version: '1.0.0' });
  expect(requested).toContain(urls.templates);
});

test('a remote that fetches its languages on demand has the shown one before its routes show', async () => {
  const fetchedFor: string[] = [];
  const phonesheet = moduleNamed('phonesheet');
  phonesheet.messages = { ...phonesheet.messages, en: { 'phonesheet.title': 'Phone sheet' } };
  phonesheet.loadMessages = async (locale) => {
    fetchedFor.push(locale);
    phonesheet.messages[locale] = { 'phonesheet.title': 'سجل الهاتف' };
  };
  loadRemote.mockImplementation(async () => ({ default: phonesheet }));
  const registry = await freshRegistry({ 'http://phonesheet.test/mf-manifest.json': manifest('1.0.0') });
  await registry.loadRemoteModules({ locale: () => 'ar' });
  const state = await registry.retryRemote('phonesheet');
  expect(state?.status).toBe('loaded');
  expect(fetchedFor).toEqual(['ar']);
  expect(state?.module?.messages.ar).toEqual({ 'phonesheet.title': 'سجل الهاتف' });
});

test('a catalogue that cannot be fetched leaves the remote loaded, in English', async () => {
  const phonesheet = moduleNamed('phonesheet');
  phonesheet.messages = { ...phonesheet.messages, en: { 'phonesheet.title': 'Phone sheet' } };
  phonesheet.loadMessages = async () => {
    throw new TypeError('Failed to fetch');
  };
  loadRemote.mockImplementation(async () => ({ default: phonesheet }));
  const registry = await freshRegistry({ 'http://phonesheet.test/mf-manifest.json': manifest('1.0.0') });
  await registry.loadRemoteModules({ locale: () => 'fr' });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    expect(await registry.retryRemote('phonesheet')).toMatchObject({ status: 'loaded' });
  } finally {
    warn.mockRestore();
  }
});

test('the federation runtime gets the manifest the registry read, without asking the network again', async () => {
  // jsdom has no Response; the browser's is what the runtime checks for.
  globalThis.Response ??= class {
    constructor(private readonly body: string) {}
    json() {
      return Promise.resolve(JSON.parse(this.body));
    }
  } as unknown as typeof Response;
  const registry = await freshRegistry({ 'http://phonesheet.test/mf-manifest.json': manifest('3.1.0') });
  const { default: offlineRemotePlugin } = await import('./offline-remote-plugin');
  const plugin = offlineRemotePlugin() as { fetch: (url: string, init: RequestInit) => unknown };
  let fromPlugin: Response | undefined;
  loadRemote.mockImplementation(async () => {
    // What the runtime's manifest step does first.
    fromPlugin = (await plugin.fetch(REMOTES_JSON.phonesheet, {})) as Response | undefined;
    return { default: moduleNamed('phonesheet') };
  });
  await registry.loadRemoteModules();
  await registry.retryRemote('phonesheet');
  expect(await fromPlugin?.json()).toEqual(manifestBody('3.1.0'));
  const manifestRequests = (window.fetch as jest.Mock).mock.calls.filter(
    ([url]) => url === REMOTES_JSON.phonesheet,
  );
  expect(manifestRequests).toHaveLength(1);
  // Once only: a later load (a retry) reads the network again.
  expect(plugin.fetch(REMOTES_JSON.phonesheet, {})).toBeUndefined();
});

test('a promotion reaches an open app: the changed remote reloads from its new address, the others are left alone', async () => {
  const urls: Record<string, string> = { ...REMOTES_JSON };
  const requested: string[] = [];
  let billingVersion = 1;
  loadRemote.mockImplementation(async (id: string) => {
    const module = moduleNamed(id.split('/')[0] as never);
    if (id === 'billing/module') module.reducers = { billingSlice: () => ({ version: billingVersion }) };
    return { default: module };
  });
  jest.resetModules();
  const shared = await import('@phonesheet/shared');
  shared.createAppStore();
  const registry = await import('./remote-registry');
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    return url === '/remotes.json' ? answer(200, urls) : manifest(url.includes('/v2/') ? '2.0.0' : '1.0.0')();
  }) as typeof window.fetch;
  await registry.loadRemoteModules();
  await Promise.all([registry.retryRemote('auth'), registry.retryRemote('billing')]);

  urls.billing = 'http://billing.test/versions/v2/mf-manifest.json';
  billingVersion = 2;
  requested.length = 0;
  await registry.refreshRemotes();
  const byName = () => Object.fromEntries(registry.getRemoteStates().map((s) => [s.name, s]));
  expect(byName().billing).toMatchObject({ status: 'idle', manifestUrl: urls.billing });
  expect(byName().auth.status).toBe('loaded');

  expect(await registry.retryRemote('billing')).toMatchObject({ status: 'loaded', version: 'v2' });
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'billing', entry: urls.billing }], {
    force: true,
  });
  // The new version's reducer took over its slice; nothing of auth was asked for again.
  expect((shared.getAppStore().getState() as unknown as Record<string, unknown>).billingSlice).toEqual({
    version: 2,
  });
  expect(requested).toEqual(['/remotes.json', urls.billing]);
});

test('a remote the runtime refused for its contract fails with the reason, and the API is told', async () => {
  loadRemote.mockImplementation(async () => {
    const { recordLoadError } = await import('./load-errors');
    // What the runtime plugin's loadRemoteSnapshot hook throws, wrapped by the runtime.
    recordLoadError(
      'billing',
      new Error('[ Federation Runtime ]: refused: module contract 2.0.0, the host runs 1.0.0'),
    );
    return { default: null, __offline: true };
  });
  const registry = await freshRegistry({ 'http://billing.test/mf-manifest.json': manifest('9.0.0') });
  await registry.loadRemoteModules();
  expect(await registry.retryRemote('billing')).toMatchObject({
    status: 'failed',
    version: '9.0.0',
    error: 'refused: module contract 2.0.0, the host runs 1.0.0',
  });
  const beacon = (window.fetch as jest.Mock).mock.calls.find(([url]) =>
    String(url).endsWith('/remotes/load-failures'),
  );
  expect(JSON.parse(beacon?.[1]?.body as string)).toMatchObject({
    remote: 'billing',
    version: '9.0.0',
    reason: 'refused: module contract 2.0.0, the host runs 1.0.0',
  });
});

test('the runtime plugin refuses a manifest of another major contract before the entry runs', async () => {
  const { default: offlineRemotePlugin } = await import('./offline-remote-plugin');
  const plugin = offlineRemotePlugin() as unknown as {
    loadRemoteSnapshot: (args: object) => Promise<unknown>;
  };
  const args = (manifestJson: object) => ({ from: 'manifest', manifestJson, remoteSnapshot: {} });
  await expect(plugin.loadRemoteSnapshot(args(manifestBody('7.0.0', '99.0.0')))).rejects.toThrow(
    `refused: module contract 99.0.0, the host runs ${HOST_RUNTIME.contract}`,
  );
  await expect(plugin.loadRemoteSnapshot(args(manifestBody('7.0.0')))).resolves.toBeTruthy();
});

test("a remote registered at a new address is read from that address's manifest, not the first one's snapshot", async () => {
  const { default: offlineRemotePlugin } = await import('./offline-remote-plugin');
  const plugin = offlineRemotePlugin() as unknown as {
    loadSnapshot: (args: object) => Record<string, unknown>;
  };
  const v1 = 'http://billing.test/versions/v1/mf-manifest.json';
  const v2 = 'http://billing.test/versions/v2/mf-manifest.json';
  // What the runtime finds for billing once v1 has loaded: its host remembers v1's address.
  const host = { remotesInfo: { billing: { matchedVersion: v1 } } };
  const v1Snapshot = { remoteEntry: 'remoteEntry.js', publicPath: 'http://billing.test/versions/v1/' };
  const found = (entry: string) => ({
    moduleInfo: { name: 'billing', entry },
    hostGlobalSnapshot: host,
    remoteSnapshot: v1Snapshot,
  });
  // The same address: the runtime's own snapshot is used.
  expect(plugin.loadSnapshot(found(v1)).remoteSnapshot).toBe(v1Snapshot);
  // Another one: no snapshot, so the runtime reads v2's manifest (and the contract check runs).
  expect(plugin.loadSnapshot(found(v2)).remoteSnapshot).toBeUndefined();
  expect(host.remotesInfo.billing.matchedVersion).toBe(v2);
});

test('a failure of a published version names the version the store gave it', async () => {
  loadRemote.mockImplementation(async () => ({ default: null, __offline: true }));
  jest.resetModules();
  const url = 'http://billing.test/versions/1.0.0+abcdef1234/mf-manifest.json';
  const registry = await freshRegistry({ [url]: manifest('1.0.0') });
  Object.assign(REMOTES_JSON, { billing: url });
  try {
    await registry.loadRemoteModules();
    expect(await registry.retryRemote('billing')).toMatchObject({
      status: 'failed',
      version: '1.0.0+abcdef1234',
    });
  } finally {
    Object.assign(REMOTES_JSON, { billing: 'http://billing.test/mf-manifest.json' });
  }
});
