import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import { SIDEBAR_COLORS_BY_MODE, selectSettings, useAppSelector, type NavItem } from '@phonesheet/shared';
import { NavMenu } from './sidebar/NavMenu';
import { menuTheme } from './sidebar/sidebar-colors';
import { useSidebarBackground } from './sidebar/Sidebar';
import { InfoStrip } from './topbar/InfoStrip';
import { TopBar, type TopBarProps } from './topbar/TopBar';

const DARK_HEADER_BG = '#262A35';

/** The horizontal styles' menu in a row of its own, in the sidebar's colours (dark for hor-dark). */
function MenuRow({ navigation, dark }: { navigation: NavItem[]; dark: boolean }) {
  const { sidebarColors } = useAppSelector(selectSettings);
  const { style: background, ...imageData } = useSidebarBackground();
  const colors = dark ? { ...SIDEBAR_COLORS_BY_MODE['semi-dark'], bgColor: '#1B1E27' } : sidebarColors;
  return (
    <ConfigProvider theme={menuTheme(colors)}>
      <nav
        data-region="menu-row"
        {...(dark ? {} : imageData)}
        style={{
          ...(dark ? { background: colors.bgColor } : background),
          padding: '0 16px',
          borderBottom: `1px solid ${dark ? colors.bgColor : 'rgba(0, 0, 0, 0.06)'}`,
        }}
      >
        <NavMenu items={navigation} mode="horizontal" />
      </nav>
    </ConfigProvider>
  );
}

export interface AppHeaderProps extends TopBarProps {
  /** The header scrolls away with the page (fluid header type) unless the style fixes it. */
  fixed: boolean;
}

/** Everything above the content: contact strip, top bar and menu row as the navigation style asks. */
export function AppHeader(props: AppHeaderProps) {
  const { layout, narrow, fixed, navigation } = props;
  const dark = layout.headerTheme === 'dark';
  const sticky = fixed || layout.headerAlwaysFixed;
  const wide = !narrow;
  let header: ReactNode = (
    <>
      {wide && layout.infoStrip && <InfoStrip />}
      <TopBar {...props} />
      {wide && layout.menu === 'horizontal' && layout.menuRow === 'own-row' && (
        <MenuRow navigation={navigation} dark={dark} />
      )}
    </>
  );
  if (dark) {
    header = (
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { colorBgContainer: DARK_HEADER_BG } }}>
        {header}
      </ConfigProvider>
    );
  }
  return (
    <div data-region="header" style={{ position: sticky ? 'sticky' : 'relative', top: 0, zIndex: 20 }}>
      {header}
    </div>
  );
}
