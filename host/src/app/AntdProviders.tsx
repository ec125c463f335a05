import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { selectLoaderCount, selectSessionStatus, useAppSelector } from '@phonesheet/shared';
import { GlobalLoader, Toasts, useAntdConfig } from '@phonesheet/shared/ui';
import { useFullPageLoaderClaim } from '../routing/loader-turn';

/**
 * The host's antd configured from the settings (theme, locale, direction) around a page the
 * host draws with antd. Fetched with the first such page (HostAntd.tsx): the landing page, and
 * a remote's page in its own frame (the sign-in page), download none of it.
 */
export default function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider {...useAntdConfig(theme)}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** The toasts and the full-page loader, in the host's antd, beside the pages. */
export function AntdOverlays() {
  // When GlobalLoader shows (its own rule), the page loaders under it draw nothing.
  const loaders = useAppSelector(selectLoaderCount);
  const sessionLoading = useAppSelector(selectSessionStatus) === 'loading';
  useFullPageLoaderClaim(loaders > 0 || sessionLoading);
  return (
    <ConfigProvider {...useAntdConfig(theme)}>
      <Toasts />
      <GlobalLoader />
    </ConfigProvider>
  );
}
