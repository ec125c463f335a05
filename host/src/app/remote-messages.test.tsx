import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { createAppStore, settingsActions, type LocaleKey, type RemoteModule } from '@phonesheet/shared';
import { loaded, testRemote } from '../testing/test-remote';
import { AppProviders } from './AppProviders';

// A remote may build in English only and fetch each other language when chosen (`loadMessages`,
// the auth remote): the host shows a newly chosen language once that remote's texts are here.

describe("a loaded remote's texts in the chosen language", () => {
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.dir = 'ltr';
  });

  it("switches when the remote's catalogue has arrived, never to a half-translated page", async () => {
    let arrive: () => void = () => undefined;
    const loadMessages = jest.fn(
      (locale: LocaleKey) =>
        new Promise<void>((resolve) => {
          arrive = () => {
            remote.messages[locale] = { 'test.greeting': 'مرحبا' };
            resolve();
          };
        }),
    );
    const remote: RemoteModule = testRemote({
      messages: { en: { 'test.greeting': 'Hello' }, zh: {}, ar: {}, it: {}, es: {}, fr: {} },
      loadMessages,
    });
    const store = createAppStore();
    render(
      <AppProviders store={store} remotes={[loaded(remote)]}>
        <FormattedMessage id="test.greeting" />
      </AppProviders>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();

    act(() => void store.dispatch(settingsActions.localeChanged('ar')));
    expect(loadMessages).toHaveBeenCalledWith('ar');
    // The host's own Arabic catalogue comes at once in a test; the remote's is still on its way.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');

    await act(async () => arrive());
    expect(await screen.findByText('مرحبا')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("shows the language anyway, the remote's texts in English, when they cannot be fetched", async () => {
    const remote = testRemote({
      messages: { en: { 'test.greeting': 'Hello' }, zh: {}, ar: {}, it: {}, es: {}, fr: {} },
      loadMessages: () => Promise.reject(new Error('offline')),
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createAppStore();
    render(
      <AppProviders store={store} remotes={[loaded(remote)]}>
        <FormattedMessage id="test.greeting" />
      </AppProviders>,
    );
    act(() => void store.dispatch(settingsActions.localeChanged('ar')));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
