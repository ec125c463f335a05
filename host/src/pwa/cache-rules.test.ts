import { isDeploymentFile, isRemoteAsset, strategyFor } from './cache-rules';

const HOST = 'http://localhost:3000';
const u = (href: string) => new URL(href);

test('deployment files go to the network first, on any origin, never the API', () => {
  expect(isDeploymentFile(u(`${HOST}/remotes.json`))).toBe(true);
  expect(isDeploymentFile(u('http://localhost:3003/mf-manifest.json'))).toBe(true);
  expect(isDeploymentFile(u('https://cdn.example.com/phonesheet/remoteEntry.js'))).toBe(true);
  expect(isDeploymentFile(u(`${HOST}/config.js`))).toBe(true);
  expect(isDeploymentFile(u(`${HOST}/api/v1/calls/sheet`))).toBe(false);
  expect(isDeploymentFile(u('http://localhost:3003/main.1a2b3c4d.js'))).toBe(false);
  expect(isDeploymentFile(u('http://localhost:3003/remoteEntry.1a2b3c4d.js'))).toBe(false);
});

test("a remote's hashed files are cached; the host's own, the API and other sites' scripts are not", () => {
  expect(isRemoteAsset(u('http://localhost:3003/__federation_expose_module.1a2b3c4d.js'), HOST)).toBe(true);
  expect(isRemoteAsset(u('http://localhost:3003/icon.png'), HOST)).toBe(true);
  expect(isRemoteAsset(u(`${HOST}/main.1a2b3c4d.js`), HOST)).toBe(false);
  expect(isRemoteAsset(u('http://localhost:4000/api/v1/calls/export.csv'), HOST)).toBe(false);
  expect(isRemoteAsset(u('https://js.stripe.com/v3/'), HOST)).toBe(false);
});

test("a second visit: a remote's hashed entry and chunks from the cache, its manifest from the network", () => {
  // What a deployment changes is the manifest (a fixed name), which names the new entry.
  expect(strategyFor(u('http://localhost:3003/mf-manifest.json'), HOST)).toBe('network-first');
  expect(strategyFor(u(`${HOST}/remotes.json`), HOST)).toBe('network-first');
  expect(strategyFor(u('http://localhost:3003/remoteEntry.1a2b3c4d.js'), HOST)).toBe('cache-first');
  expect(strategyFor(u('https://cdn.example.com/templates/remoteEntry.0f9e8d7c.js'), HOST)).toBe(
    'cache-first',
  );
  expect(strategyFor(u('http://localhost:3003/4059.fb2b08cb.js'), HOST)).toBe('cache-first');
  // An entry without a hash in its name may change under it: the network first.
  expect(strategyFor(u('http://localhost:3003/remoteEntry.js'), HOST)).toBe('network-first');
  // Never cached: the API (event stream included) and other sites' scripts.
  expect(strategyFor(u(`${HOST}/api/v1/events?ticket=abc`), HOST)).toBeNull();
  expect(strategyFor(u('http://localhost:3003/api/v1/calls/sheet'), HOST)).toBeNull();
  expect(strategyFor(u('https://js.stripe.com/v3/'), HOST)).toBeNull();
  // The host's own files are the precache's, not a runtime cache's.
  expect(strategyFor(u(`${HOST}/main.1a2b3c4d.js`), HOST)).toBeNull();
});
