import { mockFetch, checkRemoteContract } from '@phonesheet/shared/testing';
import { ROUTE_PATHS } from '../route-paths';
import remoteModule from './module';

// The billing remote's contract test (docs/platform.md "Remote registry and contracts").
test('the exposed module mounts in the real store under its own keys and renders its first screen', async () => {
  mockFetch(() => ({ status: 200, body: { data: [] } }));
  await checkRemoteContract(remoteModule, { name: 'billing', knownPaths: ROUTE_PATHS });
});
