import { checkRemoteContract, mockFetch } from '@phonesheet/shared/testing';
import { ROUTE_PATHS } from '../route-paths';
import remoteModule from './module';

// The phonesheet remote's contract test (docs/platform.md "Remote registry and contracts").
test('the exposed module mounts in the real store under its own keys and renders its first screen', async () => {
  mockFetch((call) =>
    call.path.startsWith('/calls/sheet')
      ? {
          status: 200,
          body: {
            data: { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z', rolledOver: [], today: [] },
          },
        }
      : { status: 200, body: { data: [] } },
  );
  await checkRemoteContract(remoteModule, { name: 'phonesheet', knownPaths: ROUTE_PATHS });
});
