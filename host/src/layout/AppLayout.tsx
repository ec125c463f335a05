import { useState, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider, Drawer, Grid, Layout, theme } from 'antd';
import {
  directionOf,
  selectSettings,
  settingsActions,
  useAppDispatch,
  useAppSelector,
  type LayoutType,
} from '@phonesheet/shared';
import { Brand } from '../components/Brand';
import { installLive } from '../features/live/install-live';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { BuildInfoPanel } from './BuildInfoPanel';
import { Customizer } from './customizer/Customizer';
import { CustomizerTab } from './customizer/CustomizerTab';
import { navLayoutOf, SIDEBAR_WIDTH, type NavLayout } from './nav-style';
import { PromoBanner } from './PromoBanner';
import { RouteTransition } from './RouteTransition';
import { BitBucketRail } from './sidebar/BitBucketRail';
import { Sidebar, SidebarMenu, useSidebarBackground } from './sidebar/Sidebar';
import { menuTheme } from './sidebar/sidebar-colors';
import { useNavigation } from './sidebar/use-navigation';

/** Boxed: at most 1480 px, centred. */
export const BOXED_MAX_WIDTH = 1480;
const FRAME_MARGIN = 20;

/** The page frame of a layout type: full width, boxed, or framed with a margin and border. */
function frameStyle(type: LayoutType, narrow: boolean, token: ReturnType<typeof theme.useToken>['token']) {
  if (type === 'boxed')
    return {
      width: '100%',
      maxWidth: BOXED_MAX_WIDTH,
      margin: '0 auto',
      boxShadow: token.boxShadowSecondary,
    };
  if (type === 'framed' && !narrow)
    return {
      margin: FRAME_MARGIN,
      minHeight: `calc(100vh - ${2 * FRAME_MARGIN}px)`,
      borderRadius: token.borderRadiusLG,
      overflow: 'clip',
      border: `1px solid ${token.colorBorderSecondary}`,
    };
  return {};
}

/** The content's largest width is lifted for a page that asks for the whole width. */
const FULL_WIDTH_PAGE_CSS =
  '.ps-page-frame:has([data-page-width="full"]){max-width:none!important}' +
  // Such a page keeps 12 px of padding around it, as on a phone: its width is for its columns.
  '.ps-content:has([data-page-width="full"]){padding-inline:12px!important}';

/** Whether the sidebar shows as its 64 px rail. */
function isCollapsed(layout: NavLayout, navCollapsed: boolean, miniExpanded: boolean): boolean {
  if (layout.collapse === 'mini') return !miniExpanded;
  if (layout.collapse === 'none') return false;
  return navCollapsed;
}

/** The signed-in frame, drawn by the navigation style (nav-style.ts): menus, header, content, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  // The event stream follows the session on every page of the shell (notifications live everywhere).
  useState(installLive);
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const settings = useAppSelector(selectSettings);
  const screens = Grid.useBreakpoint();
  const navigation = useNavigation();
  const drawerBackground = useSidebarBackground().style;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [miniExpanded, setMiniExpanded] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [buildInfoOpen, setBuildInfoOpen] = useState(false);

  const narrow = !screens.lg;
  const layout = navLayoutOf(settings.navStyle);
  const rtl = directionOf(settings.locale) === 'rtl';
  const useDrawer = narrow || layout.menu === 'drawer';
  const showSider = !narrow && layout.menu === 'sidebar';
  const collapsed = isCollapsed(layout, settings.navCollapsed, miniExpanded);
  const headerHeight = 70;

  const toggleNav = () => {
    if (useDrawer) setDrawerOpen(true);
    else if (layout.collapse === 'mini') setMiniExpanded((v) => !v);
    else dispatch(settingsActions.changed({ navCollapsed: !settings.navCollapsed }));
  };

  const header = (
    <AppHeader
      layout={layout}
      narrow={narrow}
      collapsed={collapsed}
      navigation={navigation}
      fixed={settings.headerType === 'fixed'}
      onToggleNav={toggleNav}
      onOpenCustomizer={() => setCustomizerOpen(true)}
      onOpenBuildInfo={() => setBuildInfoOpen(true)}
    />
  );
  const headerAbove = !narrow && layout.headerAbove;
  const frame: CSSProperties = {
    minHeight: '100vh',
    width: 'auto',
    ...frameStyle(settings.layoutType, narrow, token),
  };

  return (
    <Layout style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Layout data-region="frame" data-nav-style={settings.navStyle} style={frame}>
        {headerAbove && header}
        <Layout hasSider={showSider} style={{ flexDirection: 'row' }}>
          {!narrow && layout.rail && (
            <BitBucketRail
              collapsed={collapsed}
              onToggleNav={toggleNav}
              onOpenCustomizer={() => setCustomizerOpen(true)}
            />
          )}
          {showSider && (
            <Sidebar
              navigation={navigation}
              layout={layout}
              collapsed={collapsed}
              top={headerAbove && settings.headerType === 'fixed' ? headerHeight : 0}
            />
          )}
          <Layout style={{ minWidth: 0 }}>
            {!headerAbove && header}
            <PromoBanner />
            {/* antd's Content is the page's one <main> landmark (a second one inside confused screen readers). */}
            <Layout.Content className="ps-content" style={{ padding: narrow ? 12 : 24 }}>
              {/* A page that says it is a sheet to read across (`data-page-width="full"`, the phone
                  sheet) takes the whole width; the others keep a line length that reads well. */}
              <style>{FULL_WIDTH_PAGE_CSS}</style>
              <div
                className="ps-page-frame"
                style={{ maxWidth: screens.xxl ? 1420 : 1140, margin: '0 auto', width: '100%' }}
              >
                <RouteTransition kind={settings.routeTransition}>{children}</RouteTransition>
              </div>
            </Layout.Content>
            {settings.footer && settings.footerType === 'fixed' && <AppFooter fixed />}
          </Layout>
        </Layout>
      </Layout>
      {useDrawer && (
        <ConfigProvider theme={menuTheme(settings.sidebarColors)}>
          <Drawer
            placement={rtl ? 'right' : 'left'}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            width={SIDEBAR_WIDTH}
            title={<Brand />}
            styles={{ body: { padding: 0, ...drawerBackground } }}
          >
            <SidebarMenu navigation={navigation} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        </ConfigProvider>
      )}
      {!narrow && <CustomizerTab onOpen={() => setCustomizerOpen(true)} />}
      <Customizer
        open={customizerOpen}
        onClose={() => setCustomizerOpen(false)}
        onOpenBuildInfo={() => setBuildInfoOpen(true)}
      />
      <BuildInfoPanel open={buildInfoOpen} onClose={() => setBuildInfoOpen(false)} />
    </Layout>
  );
}
