import type { ComponentType } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { sharedMessages } from '@phonesheet/shared';
import remoteModule from '../../exposes/module';
import { flush, setupStore } from '../../testing/test-store';

/**
 * Renders a gallery page with the store and the English texts; collects every missing text and
 * every console error (antd's deprecation warnings included) for the test to check.
 */
export async function renderGallery(Page: ComponentType) {
  const store = setupStore();
  await act(flush);
  const intlErrors: string[] = [];
  const consoleErrors: string[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
  const view = render(
    <Provider store={store}>
      <IntlProvider
        locale="en"
        messages={{ ...sharedMessages.en, ...remoteModule.messages.en }}
        onError={(e) => intlErrors.push(e.message)}
      >
        <MemoryRouter initialEntries={['/mui']}>
          <Page />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  // The galleries' texts arrive in their own chunk.
  await waitFor(() => expect(document.querySelector('[data-testid^="mui-example-"]')).not.toBeNull());
  return {
    store,
    view,
    intlErrors,
    /** antd and React warnings; left out: act() noise of antd's async internals, jsdom's missing canvas (QR code, watermark). */
    warnings: () =>
      consoleErrors.filter(
        (m) => !m.includes('not wrapped in act') && !m.includes('HTMLCanvasElement.prototype.getContext'),
      ),
    restore: () => spy.mockRestore(),
  };
}
