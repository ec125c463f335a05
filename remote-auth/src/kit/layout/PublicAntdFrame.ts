import { createAntdFrame } from '@phonesheet/shared/ui';
import { ConfigProvider, theme } from '../antd-by-path';

/**
 * The providers of the public screens' antd (kit/antd-by-path.ts), configured from the settings
 * like every app's: each public page draws inside it (AuthLayout).
 */
export const PublicAntdFrame = createAntdFrame({ ConfigProvider, theme });
