import { waitFor } from '@testing-library/react';
import { SETTINGS_STORAGE_KEY } from '../api/token-storage';
import { createAppStore } from '../store/create-app-store';
import { directionOf, LOCALES } from './locales';
import { settingsFromQuery } from './settings-query';
import { loadSettings } from './settings-storage';
import { defaultSettings, NAV_STYLES, SIDEBAR_COLORS_BY_MODE, settingsActions } from './settings-slice';

beforeEach(() => localStorage.clear());

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null');

describe('settings', () => {
  it('start with the first-visit defaults', () => {
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

  it('drop stored values that are not among the choices', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ navStyle: 'sideways', sidebarImage: 9, menuStyle: 'curved', footer: 'yes' }),
    );
    expect(createAppStore().getState().settings).toEqual({ ...defaultSettings, menuStyle: 'curved' });
  });

  it('reset every setting to the defaults, stored too', async () => {
    const store = createAppStore();
    store.dispatch(
      settingsActions.changed({
        navStyle: 'hor-dark',
        layoutType: 'boxed',
        menuStyle: 'rounded',
        sidebarImage: 4,
        routeTransition: 'slide-down',
        footer: true,
        primaryColor: '#722ED1',
      }),
    );
    await waitFor(() => expect(stored()).toMatchObject({ navStyle: 'hor-dark', sidebarImage: 4 }));
    expect(createAppStore().getState().settings).toMatchObject({ layoutType: 'boxed', menuStyle: 'rounded' });
    createAppStore().dispatch(settingsActions.reset());
    await waitFor(() => expect(stored()).toEqual(defaultSettings));
    expect(createAppStore().getState().settings).toEqual(defaultSettings);
  });

  it('bring the sidebar colours of a new theme mode unless others are named', () => {
    const store = createAppStore();
    store.dispatch(settingsActions.changed({ themeMode: 'semi-dark' }));
    expect(store.getState().settings.sidebarColors).toEqual(SIDEBAR_COLORS_BY_MODE['semi-dark']);
    const mine = {
      bgColor: '#000000',
      textColor: '#FFFFFF',
      selectedBgColor: '#333333',
      selectedTextColor: '#FFFFFF',
    };
    store.dispatch(settingsActions.changed({ sidebarColors: mine }));
    store.dispatch(settingsActions.changed({ themeMode: 'semi-dark', primaryColor: '#F5222D' }));
    expect(store.getState().settings.sidebarColors).toEqual(mine);
    store.dispatch(settingsActions.changed({ themeMode: 'dark', sidebarColors: mine }));
    expect(store.getState().settings.sidebarColors).toEqual(mine);
  });

  it('ignore unreadable stored settings', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(createAppStore().getState().settings).toEqual(defaultSettings);
  });
});

describe('settings from the query string', () => {
  const read = (search: string) => {
    const warn = jest.fn();
    return { settings: settingsFromQuery(search, warn), warnings: warn.mock.calls.map((c) => c[0]) };
  };

  it('read every key with every allowed value', () => {
    for (const navStyle of NAV_STYLES) expect(read(`?navStyle=${navStyle}`).settings).toEqual({ navStyle });
    expect(
      read(
        '?layoutType=boxed&menuStyle=rounded-reverse&sidebarImage=6&themeMode=semi-dark&primaryColor=%23722ed1',
      ),
    ).toEqual({
      settings: {
        layoutType: 'boxed',
        menuStyle: 'rounded-reverse',
        sidebarImage: 6,
        themeMode: 'semi-dark',
        primaryColor: '#722ed1',
      },
      warnings: [],
    });
    expect(read('?primaryColor=0a8fdc&layoutType=framed').settings).toEqual({
      primaryColor: '#0a8fdc',
      layoutType: 'framed',
    });
    expect(read('?layoutType=full-width&sidebarImage=1&themeMode=dark').settings).toEqual({
      layoutType: 'full-width',
      sidebarImage: 1,
      themeMode: 'dark',
    });
  });

  it('skip unknown values with a warning, and leave other parameters alone', () => {
    const { settings, warnings } = read(
      '?navStyle=sideways&layoutType=wide&menuStyle=&sidebarImage=7&themeMode=pink&primaryColor=blue&q=555&navStyle2=x',
    );
    expect(settings).toEqual({});
    expect(warnings).toHaveLength(6);
    expect(warnings[0]).toBe('Ignoring the query-string setting navStyle="sideways"');
    expect(warnings.join('\n')).toContain('sidebarImage="7"');
    expect(read('?q=555&page=2')).toEqual({ settings: {}, warnings: [] });
  });

  it('apply on the first load over the stored settings, keep them, and warn through the console', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ navStyle: 'drawer', locale: 'fr' }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(
      null,
      '',
      '/dashboards/PhoneSheet?navStyle=hor-dark&themeMode=dark&sidebarImage=x',
    );
    try {
      const settings = loadSettings();
      expect(settings).toMatchObject({
        navStyle: 'hor-dark',
        themeMode: 'dark',
        locale: 'fr',
        sidebarImage: 0,
      });
      expect(settings.sidebarColors).toEqual(SIDEBAR_COLORS_BY_MODE.dark);
      expect(stored()).toMatchObject({ navStyle: 'hor-dark', themeMode: 'dark' });
      expect(warn).toHaveBeenCalledWith('Ignoring the query-string setting sidebarImage="x"');
    } finally {
      window.history.replaceState(null, '', '/');
      warn.mockRestore();
    }
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
