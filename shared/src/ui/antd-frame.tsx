import type { ComponentType, ReactNode } from 'react';
import type { ConfigProviderProps } from 'antd';

/** What the host hands every remote's antd: the same direction, locale and theme as its own. */
export type AntdFrameConfig = Pick<ConfigProviderProps, 'direction' | 'locale' | 'theme'>;

export type AntdFrame = ComponentType<{ config: AntdFrameConfig; children: ReactNode }>;

interface AntdParts {
  ConfigProvider: ComponentType<ConfigProviderProps>;
}

/**
 * antd is not a federated singleton (so each app ships only the components it uses, DESIGN.md
 * §2): a remote's components read the context of its own copy. The remote builds its frame
 * from that copy (`createAntdFrame({ ConfigProvider })`), and the host renders the
 * remote's routes and slots inside it with its own configuration. No antd `App` here: no remote
 * uses `App.useApp()`, and it would bring message, modal and notification to every first page.
 */
export function createAntdFrame({ ConfigProvider }: AntdParts): AntdFrame {
  function RemoteAntdFrame({ config, children }: { config: AntdFrameConfig; children: ReactNode }) {
    return <ConfigProvider {...config}>{children}</ConfigProvider>;
  }
  return RemoteAntdFrame;
}
