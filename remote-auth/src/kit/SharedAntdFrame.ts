import { ConfigProvider, theme } from 'antd';
import { createAntdFrame } from '@phonesheet/shared/ui';

/**
 * The shared antd's providers, configured from the settings, for a signed-in screen drawn outside
 * the host's shell (the lock screen covers the page from document.body). Inside the shell (My
 * Account) the host's providers already configure that same copy.
 */
export const SharedAntdFrame = createAntdFrame({ ConfigProvider, theme });
