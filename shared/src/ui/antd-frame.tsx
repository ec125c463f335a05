import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { ConfigProviderProps } from 'antd';
import type { AntdFrame } from '../module-contract/types';
import { useAppSelector } from '../store/hooks';
import { useAntdLook } from './antd-look';
import { useAntdLocale } from './antd-locales';
import type { AntdAlgorithms } from './antd-theme';

/** antd's direction, locale and theme, as every app's copy of antd gets them from the settings. */
export type AntdFrameConfig = Pick<ConfigProviderProps, 'direction' | 'locale' | 'theme'>;

export type { AntdFrame };

/** The settings' antd configuration, built with the calling app's own antd (`theme`). */
export function useAntdConfig(algorithms: AntdAlgorithms): AntdFrameConfig {
  const look = useAntdLook(algorithms);
  const locale = useAntdLocale(useAppSelector((s) => s.settings.locale));
  return useMemo(() => ({ ...look, locale }), [look, locale]);
}

interface AntdParts {
  ConfigProvider: ComponentType<ConfigProviderProps>;
  /** antd's `theme` export: its colour algorithms. */
  theme: AntdAlgorithms;
}

/**
 * antd is not a federated singleton (so each app ships only the components it uses): an app's components read the context of its own copy. Each app builds its frame from
 * that copy (`createAntdFrame({ ConfigProvider, theme })`), configured from the settings in the
 * shared store, and the host renders a remote's routes and slots inside it. So the host needs
 * no antd of its own on a page it does not draw with antd (the sign-in page is the auth
 * remote's). No antd `App` here: no remote calls `App.useApp()`, and it would bring message,
 * modal and notification to every remote's first page.
 */
export function createAntdFrame({ ConfigProvider, theme }: AntdParts): AntdFrame {
  function AntdAppFrame({ children }: { children: ReactNode }) {
    return <ConfigProvider {...useAntdConfig(theme)}>{children}</ConfigProvider>;
  }
  return AntdAppFrame;
}
