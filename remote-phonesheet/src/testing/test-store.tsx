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
import { sampleUser } from '@phonesheet/shared/testing';
import remoteModule from '../exposes/module';
import en from '../i18n/en.json';

type FetchAnswer = { status?: number; body?: unknown; networkError?: boolean };
export type Routes = Record<string, FetchAnswer | ((body: unknown) => FetchAnswer)>;

/** A scripted fetch by "METHOD /api/v1/path"; records every request. */
export function mockApi(routes: Routes) {
  const calls: Array<{ method: string; path: string; body: unknown; url: string }> = [];
  window.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] as string;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, url });
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`no answer for ${method} ${path}`);
    const answer = typeof route === 'function' ? route(body) : route;
    if (answer.networkError) throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response;
  }) as unknown as typeof window.fetch;
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
