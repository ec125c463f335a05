import { Button, ConfigProvider, Flex, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Brand } from '../../components/Brand';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { RAIL_WIDTH } from '../nav-style';
import { InboxWidgets } from '../topbar/InboxWidgets';
import { UserMenu } from '../topbar/UserMenu';

const RAIL_BG = '#1F2330';

export interface BitBucketRailProps {
  collapsed: boolean;
  onToggleNav: () => void;
  onOpenCustomizer: () => void;
}

/**
 * The bit bucket style's dark strip before the sidebar: brand, the sidebar's toggle, the
 * messages and notifications, language and settings, and the user at its foot.
 */
export function BitBucketRail({ collapsed, onToggleNav, onOpenCustomizer }: BitBucketRailProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { colorBgContainer: RAIL_BG } }}>
      <Flex
        data-region="rail"
        vertical
        align="center"
        justify="space-between"
        style={{
          width: RAIL_WIDTH,
          flex: 'none',
          position: 'sticky',
          top: 0,
          height: '100vh',
          padding: '16px 0',
          background: RAIL_BG,
        }}
      >
        <Flex vertical align="center" gap={12}>
          <Brand compact />
          <Button
            type="text"
            shape="circle"
            aria-label={t('host.topbar.toggleMenu')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleNav}
          />
          <InboxWidgets />
          <LanguageSwitcher showName={false} />
          <Button
            type="text"
            shape="circle"
            aria-label={t('host.topbar.setting')}
            icon={<SettingOutlined />}
            onClick={onOpenCustomizer}
          />
        </Flex>
        <UserMenu compact />
      </Flex>
    </ConfigProvider>
  );
}
