import { useMemo } from 'react';
import { Badge, Menu, type MenuProps } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { VISUALLY_HIDDEN, type NavItem } from '@phonesheet/shared';
import { activeTrail, urlsById } from './navigation-tree';

type MenuItem = NonNullable<MenuProps['items']>[number];

function label(item: NavItem, intl: IntlShape): string {
  return item.messageId ? intl.formatMessage({ id: item.messageId }) : item.id;
}

function toMenuItems(items: NavItem[], intl: IntlShape, collapsed: boolean): MenuItem[] {
  return items.map((item): MenuItem => {
    const text = label(item, intl);
    switch (item.type) {
      case 'divider':
        return { type: 'divider', key: item.id };
      case 'group':
        // A 64 px rail has no room for a group's title: it stays for screen readers only.
        return {
          type: 'group',
          key: item.id,
          label: collapsed ? <span style={VISUALLY_HIDDEN}>{text}</span> : text,
          children: toMenuItems(item.children ?? [], intl, collapsed),
        };
      case 'collapse':
        return {
          key: item.id,
          icon: item.icon,
          label: text,
          children: toMenuItems(item.children ?? [], intl, collapsed),
        };
      default:
        return {
          key: item.id,
          icon: item.icon,
          title: text,
          // A real link: opens in a new tab, by middle click, copies; antd stretches an entry's
          // link over the whole entry (its ::before), so the icon and the padding are the link too.
          // The element keeps the name for screen readers in the folded rail.
          label: item.url ? (
            <Link to={item.url} tabIndex={-1}>
              {text}
            </Link>
          ) : (
            <span>{text}</span>
          ),
          // antd lays the label and its extra out in one line, the badge at the end.
          extra: item.count ? <Badge count={item.count} color={item.color} size="small" /> : undefined,
        };
    }
  });
}

/**
 * A menu bar has no room for group titles: the first group's (the product's) entries stand
 * in the bar themselves, and each further group (the template demos) opens on hover.
 */
function toBarItems(items: NavItem[], intl: IntlShape): MenuItem[] {
  return items.flatMap((item, index): MenuItem[] => {
    if (item.type !== 'group') return toMenuItems([item], intl, false);
    const children = toMenuItems(item.children ?? [], intl, false);
    if (index === 0) return children;
    return [{ key: item.id, icon: item.icon, label: label(item, intl), children }];
  });
}

export interface NavMenuProps {
  items: NavItem[];
  mode: 'sidebar' | 'horizontal';
  collapsed?: boolean;
  theme?: 'light' | 'dark';
  /** Extra classes (the sidebar's menu-style shape). */
  className?: string;
  /** Called after a click navigates (the drawer closes itself). */
  onNavigate?: () => void;
}

/**
 * The remotes' navigation as an antd Menu. Collapse entries pop out on hover and close on
 * leave (vertical mode); the active entry follows the URL.
 */
export function NavMenu({
  items,
  mode,
  collapsed = false,
  theme = 'light',
  className,
  onNavigate,
}: NavMenuProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menuItems = useMemo(
    () => (mode === 'horizontal' ? toBarItems(items, intl) : toMenuItems(items, intl, collapsed)),
    [items, intl, collapsed, mode],
  );
  const urls = useMemo(() => urlsById(items), [items]);
  const { selected } = useMemo(() => activeTrail(items, pathname), [items, pathname]);

  const menuMode = mode === 'horizontal' ? 'horizontal' : collapsed ? 'inline' : 'vertical';
  return (
    <Menu
      aria-label={intl.formatMessage({ id: 'host.sidebar.label' })}
      mode={menuMode}
      theme={theme}
      className={className}
      {...(menuMode === 'inline' ? { inlineCollapsed: collapsed } : {})}
      triggerSubMenuAction="hover"
      selectedKeys={selected ? [selected] : []}
      items={menuItems}
      style={{
        borderInlineEnd: 0,
        borderBottom: 0,
        background: 'transparent',
        flex: mode === 'horizontal' ? 1 : undefined,
        minWidth: 0,
      }}
      onClick={({ key, domEvent }) => {
        // A click on the entry's link is the link's (it navigates, or opens a new tab with
        // Ctrl/⌘); Enter or Space on the focused entry, or a click on the entry itself, lands
        // here and navigates.
        const url = urls.get(key);
        if (!url) return;
        const viaLink = (domEvent.target as Element).closest?.('a[href]');
        if (!viaLink) navigate(url);
        const newTab = domEvent.ctrlKey || domEvent.metaKey || domEvent.shiftKey;
        if (!newTab) onNavigate?.();
      }}
    />
  );
}
