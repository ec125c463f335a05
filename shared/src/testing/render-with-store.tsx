import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/root-state';

/** Renders with the store and an IntlProvider for `messages` (English keys missing fall back). */
export function renderWithStore(
  ui: ReactElement,
  store: AppStore,
  messages: Record<string, string> = {},
  locale = 'en',
) {
  return render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={messages} onError={() => undefined}>
        {ui}
      </IntlProvider>
    </Provider>,
  );
}
