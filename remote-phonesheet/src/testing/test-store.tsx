import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import {
  createAppStore,
  injectReducer,
  injectSaga,
  sessionActions,
  sharedMessages,
  tokenStorage,
  type User,
} from '@phonesheet/shared';
import { mockFetch, sampleUser, type MockAnswer } from '@phonesheet/shared/testing';
import remoteModule from '../exposes/module';
import en from '../i18n/en.json';

type LegacyRoutes = Record<string, MockAnswer | ((body: unknown) => MockAnswer)>;

/**
 * @deprecated Use mockFetch from @phonesheet/shared/testing. Left only for the calls
 * feature's tests (being changed on another branch): they expect the recorded calls as a bare
 * list whose `path` keeps /api/v1 and drops the query, and route answers given the body.
 * Switch them to mockFetch and delete this.
 */
export function mockApi(routes: LegacyRoutes) {
  const calls: Array<{ method: string; path: string; body: unknown; url: string }> = [];
  mockFetch(({ method, url, body }) => {
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    calls.push({ method, path, body, url });
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`no answer for ${method} ${path}`);
    return typeof route === 'function' ? route(body) : route;
  });
  return calls;
}

/** The one store with this remote's slices and sagas, signed in as `user` (admin by default). */
export function setupStore(user: Partial<User> = {}) {
  tokenStorage.set('test-token');
  const store = createAppStore();
  Object.entries(remoteModule.reducers ?? {}).forEach(([k, r]) => injectReducer(k, r));
  if (remoteModule.saga) injectSaga('phonesheet-test', remoteModule.saga);
  store.dispatch(sessionActions.profileLoaded(sampleUser(user)));
  return store;
}

export function renderWithStore(ui: ReactElement, store: ReturnType<typeof setupStore>) {
  return render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={{ ...sharedMessages.en, ...en }} onError={() => undefined}>
        {ui}
      </IntlProvider>
    </Provider>,
  );
}

export const flush = () => new Promise((r) => setTimeout(r, 0));
