import { useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { directionOf, useAppSelector } from '@phonesheet/shared';
import { GlobalLoader, Toasts } from '@phonesheet/shared/ui';
import { ANTD_LOCALES } from './antd-locales';
import { AntdConfigContext } from './remote-frame';
import { buildTheme } from './theme';

/**
 * antd's theme, locale and direction from the settings, handed to the host's antd and (through
 * AntdConfigContext) to each remote's own copy; the toasts and the full-page loader live here too.
 * Loaded by AntdGate only when a page draws antd: the landing page downloads none of it.
 */
export default function AntdProviders({ children }: { children: ReactNode }) {
  const locale = useAppSelector((s) => s.settings.locale);
  const themeMode = useAppSelector((s) => s.settings.themeMode);
  const primaryColor = useAppSelector((s) => s.settings.primaryColor);
  const sidebarColors = useAppSelector((s) => s.settings.sidebarColors);
  const direction = directionOf(locale);
  const theme = useMemo(
    () => buildTheme(themeMode, primaryColor, sidebarColors),
    [themeMode, primaryColor, sidebarColors],
  );
  const antdConfig = useMemo(
    () => ({ direction, locale: ANTD_LOCALES[locale], theme }),
    [direction, locale, theme],
  );
  return (
    <ConfigProvider {...antdConfig}>
      <AntdConfigContext.Provider value={antdConfig}>
        <AntApp>
          {children}
          <Toasts />
          <GlobalLoader />
        </AntApp>
      </AntdConfigContext.Provider>
    </ConfigProvider>
  );
}
