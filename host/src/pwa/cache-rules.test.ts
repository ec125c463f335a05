import { isDeploymentFile, isRemoteAsset } from './cache-rules';

const HOST = 'http://localhost:3000';
const u = (href: string) => new URL(href);

test('deployment files go to the network first, on any origin, never the API', () => {
  expect(isDeploymentFile(u(`${HOST}/remotes.json`))).toBe(true);
  expect(isDeploymentFile(u('http://localhost:3003/mf-manifest.json'))).toBe(true);
  expect(isDeploymentFile(u('https://cdn.example.com/phonesheet/remoteEntry.js'))).toBe(true);
  expect(isDeploymentFile(u(`${HOST}/config.js`))).toBe(true);
  expect(isDeploymentFile(u(`${HOST}/api/v1/calls/sheet`))).toBe(false);
  expect(isDeploymentFile(u('http://localhost:3003/main.1a2b3c4d.js'))).toBe(false);
});

test("a remote's hashed files are cached; the host's own, the API and other sites' scripts are not", () => {
  expect(isRemoteAsset(u('http://localhost:3003/__federation_expose_module.1a2b3c4d.js'), HOST)).toBe(true);
  expect(isRemoteAsset(u('http://localhost:3003/icon.png'), HOST)).toBe(true);
  expect(isRemoteAsset(u(`${HOST}/main.1a2b3c4d.js`), HOST)).toBe(false);
  expect(isRemoteAsset(u('http://localhost:4000/api/v1/calls/export.csv'), HOST)).toBe(false);
  expect(isRemoteAsset(u('https://js.stripe.com/v3/'), HOST)).toBe(false);
});
