import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ConfigProvider, Empty, theme } from 'antd';
import { settingsActions } from '../settings';
import { createAppStore } from '../store/create-app-store';
import { renderWithStore } from '../testing/render-with-store';
import { createAntdFrame } from './antd-frame';

// antd's own texts come per language, fetched when shown (antd-locales.ts). Each test starts in a
// language no earlier test has fetched: the fetched ones are kept for the page's life.
const Frame = createAntdFrame({ ConfigProvider, theme });
/** The empty state's text (its picture's title says it too). */
const TEXT = { selector: '.ant-empty-description' };

function renderFramed(locale: 'en' | 'fr') {
  const store = createAppStore();
  store.dispatch(settingsActions.localeChanged(locale));
  renderWithStore(
    <Suspense fallback={<p>loading</p>}>
      <Frame>
        <Empty />
      </Frame>
    </Suspense>,
    store,
  );
  return store;
}

describe("an app's antd frame: antd's texts in the language shown", () => {
  it('draws English at once, antd having it built in', () => {
    renderFramed('en');
    expect(screen.getByText('No data', TEXT)).toBeInTheDocument();
  });

  it("waits for another language's texts on its first render, never showing English first", async () => {
    renderFramed('fr');
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('No data', TEXT)).not.toBeInTheDocument();
    expect(await screen.findByText('Aucune donnée', TEXT)).toBeInTheDocument();
  });

  it('keeps the texts it shows while a newly chosen language comes, then shows it', async () => {
    const store = renderFramed('fr');
    expect(await screen.findByText('Aucune donnée', TEXT)).toBeInTheDocument();
    act(() => {
      store.dispatch(settingsActions.localeChanged('ar'));
    });
    // Not the loader, not English: the page stays as it was until the Arabic texts are here.
    expect(screen.getByText('Aucune donnée', TEXT)).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(await screen.findByText('لا توجد بيانات', TEXT)).toBeInTheDocument();
  });
});
