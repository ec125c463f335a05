import type { CSSProperties } from 'react';
import { ConfigProvider, Layout } from 'antd';
import {
  selectSettings,
  settingsActions,
  useAppDispatch,
  useAppSelector,
  type NavItem,
} from '@phonesheet/shared';
import { Brand } from '../../components/Brand';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, type NavLayout } from '../nav-style';
import { UserMenu } from '../topbar/UserMenu';
import { MenuShapeStyles, menuShapeClass } from './menu-shapes';
import { NavMenu } from './NavMenu';
import { isDarkBackground, menuTheme, withAlpha } from './sidebar-colors';
import { useSidebarImage } from './sidebar-images';

/**
 * The sidebar's colours, and its image under a veil of the background colour (text stays
 * readable); `data-sidebar-image` names the picture once it has loaded.
 */
export function useSidebarBackground(): { style: CSSProperties; 'data-sidebar-image'?: string } {
  const { sidebarColors, sidebarImage } = useAppSelector(selectSettings);
  const image = useSidebarImage(sidebarImage);
  const base = { backgroundColor: sidebarColors.bgColor, color: sidebarColors.textColor };
  if (!image) return { style: base };
  const veil = withAlpha(sidebarColors.bgColor, 0.84);
  return {
    'data-sidebar-image': image,
    style: {
      ...base,
      backgroundImage: `linear-gradient(${veil}, ${veil}), url("${image}")`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    },
  };
}

export interface SidebarMenuProps {
  navigation: NavItem[];
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The menu in the sidebar's colours and menu style (also used inside the drawer). */
export function SidebarMenu({ navigation, collapsed = false, onNavigate }: SidebarMenuProps) {
  const { sidebarColors, menuStyle } = useAppSelector(selectSettings);
  return (
    <ConfigProvider theme={menuTheme(sidebarColors)}>
      <MenuShapeStyles />
      <nav>
        <NavMenu
          items={navigation}
          mode="sidebar"
          collapsed={collapsed}
          // Shapes need room: the 64 px rail keeps antd's centred icons.
          className={collapsed ? undefined : menuShapeClass(menuStyle)}
          onNavigate={onNavigate}
        />
      </nav>
    </ConfigProvider>
  );
}

export interface SidebarProps {
  navigation: NavItem[];
  layout: NavLayout;
  collapsed: boolean;
  /** Sticks below a header that spans the page (standard style). */
  top?: number;
}

/** The sidebar of the vertical styles: 280 px, 64 px collapsed, headed by the brand or the user. */
export function Sidebar({ navigation, layout, collapsed, top = 0 }: SidebarProps) {
  const dispatch = useAppDispatch();
  const { sidebarColors } = useAppSelector(selectSettings);
  const { style: background, ...imageData } = useSidebarBackground();
  const dark = isDarkBackground(sidebarColors.bgColor);
  const ownTrigger = layout.collapse === 'trigger';

  return (
    <ConfigProvider theme={menuTheme(sidebarColors)}>
      <Layout.Sider
        data-region="sidebar"
        {...imageData}
        width={SIDEBAR_WIDTH}
        collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
        collapsed={collapsed}
        collapsible={ownTrigger}
        trigger={ownTrigger ? undefined : null}
        onCollapse={(navCollapsed) => dispatch(settingsActions.changed({ navCollapsed }))}
        style={{
          ...background,
          position: 'sticky',
          top,
          height: `calc(100vh - ${top}px)`,
          overflowY: 'auto',
          borderInlineEnd: dark ? undefined : `1px solid ${withAlpha(sidebarColors.textColor, 0.15)}`,
        }}
      >
        {layout.sidebarHead === 'user' ? (
          <div
            data-region="sidebar-user"
            style={{
              padding: collapsed ? '16px 8px' : '20px 16px',
              borderBottom: `1px solid ${withAlpha(sidebarColors.textColor, 0.2)}`,
            }}
          >
            <UserMenu compact={collapsed} color={sidebarColors.textColor} nameWidth={160} />
          </div>
        ) : (
          !layout.headerAbove && (
            <div style={{ padding: collapsed ? '18px 15px' : '18px 20px', height: 70 }}>
              <Brand compact={collapsed} inverted={dark} />
            </div>
          )
        )}
        <SidebarMenu navigation={navigation} collapsed={collapsed} />
      </Layout.Sider>
    </ConfigProvider>
  );
}
