import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sharedMessages, type User } from '@phonesheet/shared';
import { createTestStore } from '@phonesheet/shared/testing';
import remoteModule from '../exposes/module';
import { resetMockBackend } from '../mock/mock-backend';

/** The one store with this remote's slices and sagas (each app's saga arrives asynchronously). */
export function setupStore(user: Partial<User> = {}) {
  resetMockBackend();
  return createTestStore({
    reducers: remoteModule.reducers,
    sagas: remoteModule.saga ? { 'templates-test': remoteModule.saga } : {},
    user,
  });
}

/** Renders `ui` at `path` (matched by `pattern`) with the store and the remote's English texts. */
export function renderAt(
  ui: ReactElement,
  store: ReturnType<typeof setupStore>,
  { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {},
) {
  return render(
    <Provider store={store}>
      <IntlProvider
        locale="en"
        messages={{ ...sharedMessages.en, ...remoteModule.messages.en }}
        onError={() => undefined}
      >
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={ui} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
