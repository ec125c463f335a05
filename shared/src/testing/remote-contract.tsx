import { Suspense, type ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { RemoteModule } from '../module-contract/types';
import { sharedMessages } from '../i18n';
import { createTestStore } from './test-store';
import { renderWithRouter } from './render-with-router';

const CORE_KEYS = ['session', 'settings', 'ui'];

/**
 * The contract test of a remote (docs/platform.md "Remote registry and contracts"): its exposed
 * module, installed in the app's real store as the host installs it (reducers under their keys,
 * the saga as `remote:<name>`), owns keys no other part of the store uses, serves the paths the
 * host knows it by, and renders its first screen inside its own frame. Answers the rendered
 * screen's container once a heading shows.
 */
export async function checkRemoteContract(
  module: RemoteModule,
  { name, knownPaths }: { name: RemoteModule['name']; knownPaths: readonly string[] },
): Promise<HTMLElement> {
  expect(module.name).toBe(name);
  expect(module.routes.map((r) => r.path).sort()).toEqual([...knownPaths].sort());
  const keys = Object.keys(module.reducers ?? {});
  for (const key of keys) expect(CORE_KEYS).not.toContain(key);
  const store = createTestStore({
    reducers: module.reducers,
    sagas: module.saga ? { [`remote:${name}`]: module.saga } : {},
    user: {},
  });
  for (const key of keys) expect(store.hasReducer(key)).toBe(true);
  if (module.saga) expect(store.sagaTask(`remote:${name}`)?.isRunning()).toBe(true);

  const first = module.routes[0];
  const Frame = module.Frame ?? (({ children }: { children: ReactElement }) => children);
  const { container } = renderWithRouter(
    <Frame>
      <Suspense fallback={null}>
        <first.Component />
      </Suspense>
    </Frame>,
    {
      store,
      at: first.path.replace(/\/:[^/]+\?/g, '').replace(/:([^/]+)/g, '$1'),
      path: first.path,
      messages: { ...sharedMessages.en, ...module.messages.en },
    },
  );
  expect((await screen.findAllByRole('heading', {}, { timeout: 15000 })).length).toBeGreaterThan(0);
  return container;
}
