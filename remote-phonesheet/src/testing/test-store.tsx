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
