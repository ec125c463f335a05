import { Button, Dropdown, Flex, Layout, theme } from 'antd';
import {
  InfoCircleOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MoreOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { NavItem } from '@phonesheet/shared';
import { Brand } from '../../components/Brand';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import type { NavLayout } from '../nav-style';
import { NavMenu } from '../sidebar/NavMenu';
import { InboxWidgets } from './InboxWidgets';
import { TopbarSearch } from './TopbarSearch';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  layout: NavLayout;
  narrow: boolean;
  /** The sidebar is collapsed (mini) — picks the toggle icon. */
  collapsed: boolean;
  navigation: NavItem[];
  onToggleNav: () => void;
  onOpenCustomizer: () => void;
  onOpenBuildInfo: () => void;
}

/** What the top bar holds in a navigation style (on a narrow screen: the menu button and the lot). */
export function topBarParts(layout: NavLayout, narrow: boolean) {
  const wide = !narrow;
  return {
    toggle:
      narrow ||
      layout.menu === 'drawer' ||
      (layout.menu === 'sidebar' &&
        !layout.rail &&
        layout.collapse !== 'trigger' &&
        layout.collapse !== 'none'),
    brand: narrow || layout.menu !== 'sidebar' || layout.headerAbove || layout.sidebarHead === 'user',
    inlineMenu: wide && layout.menu === 'horizontal' && layout.menuRow === 'inline',
    // The box where there is room for it; elsewhere a button opening it (every style, every width).
    searchBox: wide && !(layout.menu === 'horizontal' && layout.menuRow === 'inline'),
    widgets: narrow || !layout.rail,
    language: narrow || (!layout.rail && !layout.infoStrip),
    user: narrow || (!layout.rail && layout.sidebarHead !== 'user'),
  };
}

export function TopBar(props: TopBarProps) {
  const { layout, narrow, collapsed, navigation, onToggleNav, onOpenCustomizer, onOpenBuildInfo } = props;
  const intl = useIntl();
  const { token } = theme.useToken();
  const parts = topBarParts(layout, narrow);
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <Layout.Header
      style={{
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
      {parts.toggle && (
        <Button
          type="text"
          aria-label={t('host.topbar.toggleMenu')}
          icon={
            collapsed && !narrow && layout.menu === 'sidebar' ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />
          }
          onClick={onToggleNav}
        />
      )}
      {parts.brand && <Brand compact={narrow} />}
      {parts.inlineMenu && <NavMenu items={navigation} mode="horizontal" />}
      {parts.searchBox && <TopbarSearch navigation={navigation} />}
      <Flex align="center" gap={4} style={{ marginInlineStart: 'auto' }}>
        {!parts.searchBox && <TopbarSearch navigation={navigation} compact />}
        {!narrow && parts.language && <LanguageSwitcher />}
        {parts.widgets && <InboxWidgets />}
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
        {parts.user && <UserMenu compact={narrow} />}
      </Flex>
    </Layout.Header>
  );
}
