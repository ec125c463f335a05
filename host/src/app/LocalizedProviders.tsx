import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { IntlProvider } from 'react-intl';
import { directionOf, useAppSelector } from '@phonesheet/shared';
import { ANTD_LOCALES } from './antd-locales';
import { mergeMessages } from './messages';
import { useRemotes } from './RemotesContext';
import { AntdConfigContext } from './remote-frame';
import { buildTheme } from './theme';

/** react-intl, antd theme/locale/direction and the <html dir lang>, all from settings. */
export function LocalizedProviders({ children }: { children: ReactNode }) {
  const { remotes } = useRemotes();
  const locale = useAppSelector((s) => s.settings.locale);
  const themeMode = useAppSelector((s) => s.settings.themeMode);
  const primaryColor = useAppSelector((s) => s.settings.primaryColor);
  const sidebarColors = useAppSelector((s) => s.settings.sidebarColors);
  const direction = directionOf(locale);

  const messages = useMemo(() => mergeMessages(locale, remotes), [locale, remotes]);
  const theme = useMemo(
    () => buildTheme(themeMode, primaryColor, sidebarColors),
    [themeMode, primaryColor, sidebarColors],
  );

  const antdConfig = useMemo(
    () => ({ direction, locale: ANTD_LOCALES[locale], theme }),
    [direction, locale, theme],
  );

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
  }, [direction, locale]);

  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <ConfigProvider {...antdConfig}>
        <AntdConfigContext.Provider value={antdConfig}>
          <AntApp>{children}</AntApp>
        </AntdConfigContext.Provider>
      </ConfigProvider>
    </IntlProvider>
  );
}
