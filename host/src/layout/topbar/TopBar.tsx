import { Button, Dropdown, Flex, Input, Layout, theme } from 'antd';
import {
  BellOutlined,
  InfoCircleOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MessageOutlined,
  MoreOutlined,
  SearchOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { NavItem } from '@phonesheet/shared';
import { Brand } from '../../components/Brand';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import type { NavShape } from '../nav-style';
import { NavMenu } from '../sidebar/NavMenu';
import { DEMO_MESSAGES, DEMO_NOTIFICATIONS } from './demo-items';
import { DemoItemsWidget } from './DemoItemsWidget';
import { UserMenu } from './UserMenu';
import { ReminderDrawerItems, useDueReminders } from './ReminderDrawerItems';

export interface TopBarProps {
  shape: NavShape;
  narrow: boolean;
  /** The sidebar is collapsed (mini) — picks the toggle icon. */
  collapsed: boolean;
  navigation: NavItem[];
  fixed: boolean;
  onToggleNav: () => void;
  onOpenCustomizer: () => void;
  onOpenBuildInfo: () => void;
}

export function TopBar(props: TopBarProps) {
  const { shape, narrow, collapsed, navigation, fixed, onToggleNav, onOpenCustomizer, onOpenBuildInfo } =
    props;
  const intl = useIntl();
  const { token } = theme.useToken();
  const horizontal = shape === 'horizontal' && !narrow;
  const showBrand = narrow || shape === 'drawer' || shape === 'horizontal';
  const t = (id: string) => intl.formatMessage({ id });
  const reminders = useDueReminders();

  return (
    <Layout.Header
      style={{
        position: fixed ? 'sticky' : 'relative',
        top: 0,
        zIndex: 20,
        height: 'auto',
        minHeight: narrow ? 56 : 70,
        lineHeight: 'normal',
        padding: narrow ? '0 12px' : '0 24px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
      }}
    >
      {!horizontal && (
        <Button
          type="text"
          aria-label={t('host.topbar.toggleMenu')}
          icon={collapsed && !narrow && shape !== 'drawer' ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggleNav}
        />
      )}
      {showBrand && <Brand compact={narrow} />}
      {horizontal ? (
        <NavMenu items={navigation} mode="horizontal" />
      ) : (
        !narrow && (
          <Input
            allowClear
            prefix={<SearchOutlined style={{ color: token.colorTextTertiary }} />}
            placeholder={t('host.topbar.search')}
            aria-label={t('host.topbar.searchLabel')}
            style={{ maxWidth: 280 }}
          />
        )
      )}
      <Flex align="center" gap={4} style={{ marginInlineStart: 'auto' }}>
        {!narrow && <LanguageSwitcher />}
        <DemoItemsWidget icon={<MessageOutlined />} titleId="host.topbar.messages" items={DEMO_MESSAGES} />
        <DemoItemsWidget
          icon={<BellOutlined />}
          titleId="host.topbar.notifications"
          items={DEMO_NOTIFICATIONS}
          beforeCount={reminders.length}
          renderBefore={(close) => <ReminderDrawerItems onOpen={close} />}
        />
        {narrow && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'setting', icon: <SettingOutlined />, label: t('host.topbar.setting') },
                { key: 'build', icon: <InfoCircleOutlined />, label: t('host.buildInfo.title') },
              ],
              onClick: ({ key }) => (key === 'setting' ? onOpenCustomizer() : onOpenBuildInfo()),
            }}
          >
            <Button type="text" shape="circle" icon={<MoreOutlined />} aria-label={t('host.topbar.more')} />
          </Dropdown>
        )}
        {narrow && <LanguageSwitcher showName={false} />}
        <UserMenu compact={narrow} />
      </Flex>
    </Layout.Header>
  );
}
