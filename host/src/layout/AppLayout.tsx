import { useState, type ReactNode } from 'react';
import { Drawer, FloatButton, Grid, Layout, theme } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import {
  directionOf,
  selectSettings,
  settingsActions,
  useAppDispatch,
  useAppSelector,
} from '@phonesheet/shared';
import { siderThemeOf } from '../app/theme';
import { Brand } from '../components/Brand';
import { AppFooter } from './AppFooter';
import { BuildInfoPanel } from './BuildInfoPanel';
import { Customizer } from './customizer/Customizer';
import { navShapeOf, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './nav-style';
import { PromoBanner } from './PromoBanner';
import { RouteTransition } from './RouteTransition';
import { NavMenu } from './sidebar/NavMenu';
import { useNavigation } from './sidebar/use-navigation';
import { TopBar } from './topbar/TopBar';

/** The signed-in frame: sidebar (or drawer / horizontal menu), top bar, banner, content, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const settings = useAppSelector(selectSettings);
  const screens = Grid.useBreakpoint();
  const navigation = useNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [miniExpanded, setMiniExpanded] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [buildInfoOpen, setBuildInfoOpen] = useState(false);

  const narrow = !screens.lg;
  const shape = navShapeOf(settings.navStyle);
  const siderTheme = siderThemeOf(settings.themeMode);
  const rtl = directionOf(settings.locale) === 'rtl';
  const useDrawer = narrow || shape === 'drawer';
  const showSider = !narrow && (shape === 'sidebar' || shape === 'mini');
  const collapsed = shape === 'mini' ? !miniExpanded : settings.navCollapsed;

  const toggleNav = () => {
    if (useDrawer) setDrawerOpen(true);
    else if (shape === 'mini') setMiniExpanded((v) => !v);
    else dispatch(settingsActions.changed({ navCollapsed: !settings.navCollapsed }));
  };

  const frame =
    settings.layoutType === 'boxed'
      ? { maxWidth: 1480, margin: '0 auto', boxShadow: token.boxShadowSecondary }
      : settings.layoutType === 'framed'
        ? {
            margin: narrow ? 0 : 20,
            borderRadius: narrow ? 0 : token.borderRadiusLG,
            overflow: 'hidden',
            border: `1px solid ${token.colorBorderSecondary}`,
          }
        : {};

  return (
    <Layout style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Layout
        style={{
          minHeight: settings.layoutType === 'framed' && !narrow ? 'calc(100vh - 40px)' : '100vh',
          width: '100%',
          ...frame,
        }}
      >
        {showSider && (
          <Layout.Sider
            width={SIDEBAR_WIDTH}
            collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
            collapsed={collapsed}
            theme={siderTheme}
            style={{
              position: 'sticky',
              top: 0,
              height: '100vh',
              overflowY: 'auto',
              borderInlineEnd: siderTheme === 'light' ? `1px solid ${token.colorBorderSecondary}` : undefined,
            }}
          >
            <div style={{ padding: collapsed ? '18px 15px' : '18px 20px', height: 70 }}>
              <Brand compact={collapsed} inverted={siderTheme === 'dark'} />
            </div>
            <nav>
              <NavMenu items={navigation} mode="sidebar" collapsed={collapsed} theme={siderTheme} />
            </nav>
          </Layout.Sider>
        )}
        {useDrawer && (
          <Drawer
            placement={rtl ? 'right' : 'left'}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            width={SIDEBAR_WIDTH}
            title={<Brand />}
            styles={{ body: { padding: 0 } }}
          >
            <nav>
              <NavMenu items={navigation} mode="sidebar" onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </Drawer>
        )}
        <Layout style={{ minWidth: 0 }}>
          <TopBar
            shape={shape}
            narrow={narrow}
            collapsed={collapsed}
            navigation={navigation}
            fixed={settings.headerType === 'fixed'}
            onToggleNav={toggleNav}
            onOpenCustomizer={() => setCustomizerOpen(true)}
            onOpenBuildInfo={() => setBuildInfoOpen(true)}
          />
          <PromoBanner />
          <Layout.Content style={{ padding: narrow ? 12 : 24 }}>
            <main style={{ maxWidth: screens.xxl ? 1420 : 1140, margin: '0 auto', width: '100%' }}>
              <RouteTransition kind={settings.routeTransition}>{children}</RouteTransition>
            </main>
          </Layout.Content>
          {settings.footer && settings.footerType === 'fixed' && <AppFooter fixed />}
        </Layout>
      </Layout>
      <FloatButton
        icon={<SettingOutlined />}
        type="primary"
        tooltip={intl.formatMessage({ id: 'host.customizer.title' })}
        aria-label={intl.formatMessage({ id: 'host.customizer.title' })}
        onClick={() => setCustomizerOpen(true)}
      />
      <Customizer
        open={customizerOpen}
        onClose={() => setCustomizerOpen(false)}
        onOpenBuildInfo={() => setBuildInfoOpen(true)}
      />
      <BuildInfoPanel open={buildInfoOpen} onClose={() => setBuildInfoOpen(false)} />
    </Layout>
  );
}
