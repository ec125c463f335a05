import { waitFor } from '@testing-library/react';
import { SETTINGS_STORAGE_KEY } from '../api/token-storage';
import { createAppStore } from '../store/create-app-store';
import { directionOf, LOCALES } from './locales';
import { defaultSettings, settingsActions } from './settings-slice';

beforeEach(() => localStorage.clear());

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null');

describe('settings', () => {
  it('start with the SPEC.md §9 defaults', () => {
    expect(createAppStore().getState().settings).toMatchObject({
      locale: 'en',
      themeMode: 'light',
      primaryColor: '#0A8FDC',
      navStyle: 'mini',
      layoutType: 'full-width',
      headerType: 'fixed',
      footerType: 'fluid',
      footer: false,
    });
  });

  it('persist every change in localStorage', async () => {
    const store = createAppStore();
    store.dispatch(settingsActions.localeChanged('ar'));
    store.dispatch(settingsActions.changed({ themeMode: 'dark', navCollapsed: true }));
    await waitFor(() =>
      expect(stored()).toMatchObject({ locale: 'ar', themeMode: 'dark', navCollapsed: true }),
    );
    expect(store.getState().settings).toMatchObject({ locale: 'ar', themeMode: 'dark', navStyle: 'mini' });
    store.dispatch(settingsActions.reset());
    await waitFor(() => expect(stored()).toEqual(defaultSettings));
  });

  it('come back from localStorage in a new store, dropping unknown keys and a bad locale', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ themeMode: 'semi-dark', primaryColor: '#ff0000', locale: 'xx', bogus: 1 }),
    );
    const settings = createAppStore().getState().settings as unknown as Record<string, unknown>;
    expect(settings).toMatchObject({ themeMode: 'semi-dark', primaryColor: '#ff0000', locale: 'en' });
    expect(settings).not.toHaveProperty('bogus');
  });

  it('ignore unreadable stored settings', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(createAppStore().getState().settings).toEqual(defaultSettings);
  });
});

describe('locales', () => {
  it('list the six languages with their tags; only Arabic is right-to-left', () => {
    expect(LOCALES.map((l) => [l.key, l.locale])).toEqual([
      ['en', 'en-US'],
      ['zh', 'zh-Hans-CN'],
      ['ar', 'ar-SA'],
      ['it', 'it-IT'],
      ['es', 'es'],
      ['fr', 'fr-FR'],
    ]);
    expect(directionOf('ar')).toBe('rtl');
    expect(LOCALES.filter((l) => directionOf(l.key) === 'rtl').map((l) => l.key)).toEqual(['ar']);
  });
});
