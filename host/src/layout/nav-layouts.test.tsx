import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  NAV_STYLES,
  SIDEBAR_COLORS_BY_MODE,
  settingsActions,
  type NavStyle,
  type SettingsState,
} from '@phonesheet/shared';
import { renderHost } from '../testing/render';
import { loaded, testRemote } from '../testing/test-remote';

function openShell(settings: Partial<SettingsState> = {}, width?: number) {
  const result = renderHost({
    route: '/dashboards/PhoneSheet',
    session: { user: { userType: 'Admin', fullName: 'Ann Lee' } },
    remotes: [loaded(testRemote())],
    width,
  });
  act(() => {
    result.store.dispatch(settingsActions.changed(settings));
  });
  return result;
}

const region = (name: string) => document.querySelector<HTMLElement>(`[data-region="${name}"]`);
const inHeader = (text: string) => within(region('header')!).queryByText(text);

/** What a style puts on a 1280 px screen, as a user would describe it. */
function drawn() {
  const sidebar = region('sidebar');
  const horizontal = document.querySelector('.ant-menu-horizontal');
  return {
    sidebar: sidebar ? (sidebar.classList.contains('ant-layout-sider-collapsed') ? 'rail' : 'full') : 'none',
    sidebarWidth: sidebar ? parseInt(sidebar.style.width, 10) : 0,
    userInSidebar: !!region('sidebar-user'),
    strip: !!region('rail'),
    // The header spans the page: it sits in the frame itself, not beside the sidebar.
    headerAboveSidebar: !!sidebar && region('header')!.parentElement === region('frame'),
    menuRow: !!region('menu-row'),
    menuInHeaderRow: !!horizontal && !region('menu-row'),
    infoStrip: !!region('info-strip'),
    userInTopBar: !!inHeader('Ann Lee'),
    siderTrigger: !!document.querySelector('.ant-layout-sider-trigger'),
  };
}

describe('each navigation style draws its own layout', () => {
  it.each(NAV_STYLES.map((s) => [s]))('%s', async (navStyle: NavStyle) => {
    openShell({ navStyle });
    await screen.findByText('Phone sheet screen');
    const expected: Record<NavStyle, Partial<ReturnType<typeof drawn>>> = {
      default: {
        sidebar: 'full',
        sidebarWidth: 280,
        userInTopBar: true,
        strip: false,
        headerAboveSidebar: false,
      },
      'bit-bucket': { sidebar: 'full', strip: true, userInTopBar: false },
      standard: { sidebar: 'full', headerAboveSidebar: true, userInTopBar: true },
      drawer: { sidebar: 'none', menuRow: false, menuInHeaderRow: false },
      mini: { sidebar: 'rail', sidebarWidth: 64, userInSidebar: false },
      'mini-sidebar-toggle': { sidebar: 'full', siderTrigger: true },
      'header-user': { sidebar: 'full', userInSidebar: true, userInTopBar: false },
      'header-user-mini': { sidebar: 'rail', userInSidebar: true, userInTopBar: false },
      'h-default': { sidebar: 'none', menuRow: true, infoStrip: true },
      'hor-header-fixed': { sidebar: 'none', menuRow: false, menuInHeaderRow: true, infoStrip: false },
      'hor-dark': { sidebar: 'none', menuRow: true, infoStrip: false },
    };
    // antd's breakpoints reach the layout after its first render (a loaded machine drew the phone
    // layout first): the layout is judged once it has settled.
    await waitFor(() => expect(drawn()).toMatchObject(expected[navStyle]));
    // Every style lists the entries, translated, with the count badge and the active one.
    if (navStyle !== 'drawer') {
      const menu = screen.getAllByLabelText('Main navigation')[0];
      expect(within(menu).getByText('Users')).toBeInTheDocument();
      const phoneSheet = within(menu).getByText('PhoneSheet').closest('li')!;
      expect(phoneSheet).toHaveClass('ant-menu-item-selected');
      // The 64 px rail has no room for the count badge.
      if (!navStyle.includes('mini')) expect(phoneSheet.querySelector('.ant-badge')).toHaveTextContent('3');
    }
  });
});

describe('collapsing and the drawer', () => {
  it('widens a mini rail to 280 px and folds it back', async () => {
    openShell({ navStyle: 'mini' });
    await screen.findByText('Phone sheet screen');
    expect(region('sidebar')!.style.width).toBe('64px');
    fireEvent.click(within(region('header')!).getByLabelText('Toggle navigation menu'));
    await waitFor(() => expect(region('sidebar')!.style.width).toBe('280px'));
    fireEvent.click(within(region('header')!).getByLabelText('Toggle navigation menu'));
    await waitFor(() => expect(region('sidebar')!.style.width).toBe('64px'));
  });

  it('folds the default sidebar and keeps that in the settings', async () => {
    const { store } = openShell({ navStyle: 'default' });
    await screen.findByText('Phone sheet screen');
    fireEvent.click(within(region('header')!).getByLabelText('Toggle navigation menu'));
    await waitFor(() => expect(region('sidebar')!.style.width).toBe('64px'));
    expect(store.getState().settings.navCollapsed).toBe(true);
  });

  it('opens the menu in a drawer from the menu button on a phone, whatever the style', async () => {
    const { location } = openShell({ navStyle: 'hor-dark' }, 375);
    await screen.findByText('Phone sheet screen');
    expect(region('sidebar')).toBeNull();
    expect(region('menu-row')).toBeNull();
    fireEvent.click(screen.getByLabelText('Toggle navigation menu'));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByText('Users'));
    expect(location()).toBe('/dashboards/UserDash');
  });

  it('hides entries the user’s role may not see in every style', async () => {
    const { store } = renderHost({
      route: '/dashboards/PhoneSheet',
      session: { user: { userType: 'User' } },
      remotes: [loaded(testRemote())],
    });
    for (const navStyle of ['h-default', 'header-user'] as const) {
      act(() => {
        store.dispatch(settingsActions.changed({ navStyle }));
      });
      const menu = (await screen.findAllByLabelText('Main navigation'))[0];
      expect(within(menu).getByText('PhoneSheet')).toBeInTheDocument();
      expect(within(menu).queryByText('Users')).not.toBeInTheDocument();
    }
  });
});

describe('sidebar look', () => {
  it('paints the sidebar in the colour set and shows the chosen image under a veil', async () => {
    const { store } = openShell({ navStyle: 'default', sidebarColors: SIDEBAR_COLORS_BY_MODE['semi-dark'] });
    await screen.findByText('Phone sheet screen');
    expect(region('sidebar')!.style.backgroundColor).toBe('rgb(49, 53, 65)');
    expect(region('sidebar')!.style.backgroundImage).toBe('');
    act(() => {
      store.dispatch(settingsActions.changed({ sidebarImage: 2 }));
    });
    // The image arrives as its own chunk (a file stub in the tests), then shows under the veil.
    await waitFor(() => expect(region('sidebar')).toHaveAttribute('data-sidebar-image', 'file-stub'));
    act(() => {
      store.dispatch(settingsActions.changed({ sidebarImage: 0 }));
    });
    expect(region('sidebar')).not.toHaveAttribute('data-sidebar-image');
  });

  it('shapes the entries by the menu style', async () => {
    const { store } = openShell({ navStyle: 'default', menuStyle: 'rounded' });
    await screen.findByText('Phone sheet screen');
    const menu = within(region('sidebar')!).getByRole('menu');
    expect(menu).toHaveClass('ps-sidebar-shape-rounded');
    act(() => {
      store.dispatch(settingsActions.changed({ menuStyle: 'curved' }));
    });
    expect(within(region('sidebar')!).getByRole('menu')).toHaveClass('ps-sidebar-shape-curved');
  });
});

describe('page frame', () => {
  it('keeps a boxed page within 1480 px and frames a framed one', async () => {
    const { store } = openShell({ layoutType: 'boxed' });
    await screen.findByText('Phone sheet screen');
    expect(region('frame')!.style.maxWidth).toBe('1480px');
    act(() => {
      store.dispatch(settingsActions.changed({ layoutType: 'framed' }));
    });
    expect(region('frame')!.style.maxWidth).toBe('');
    expect(region('frame')!.style.margin).toBe('20px');
  });
});

describe('menu bar', () => {
  it('puts the product’s entries in the bar itself and the other groups behind a hover', async () => {
    const templates = testRemote({
      name: 'templates',
      routes: [],
      navigation: [
        {
          id: 'demo-apps',
          type: 'group',
          messageId: 'test.nav.apps',
          children: [{ id: 'todo', type: 'item', messageId: 'test.nav.todo', url: '/apps/todo/all' }],
        },
      ],
      messages: {
        en: { 'test.nav.apps': 'Apps', 'test.nav.todo': 'To-do' },
        zh: {},
        ar: {},
        it: {},
        es: {},
        fr: {},
      },
    });
    const { store } = renderHost({
      route: '/dashboards/PhoneSheet',
      session: { user: { userType: 'Admin' } },
      remotes: [loaded(testRemote()), loaded(templates)],
    });
    act(() => {
      store.dispatch(settingsActions.changed({ navStyle: 'hor-dark', showTemplates: true }));
    });
    const bar = within(region('menu-row')!).getByRole('menu');
    await within(bar).findByText('Apps');
    const topLevel = [...bar.children].filter((li) => !li.getAttribute('aria-hidden'));
    expect(topLevel.map((li) => li.textContent).filter(Boolean)).toEqual(
      expect.arrayContaining(['PhoneSheet3', 'Users', 'Apps']),
    );
    expect(within(bar).queryByText('Application')).not.toBeInTheDocument();
    expect(within(bar).queryByText('To-do')).not.toBeInTheDocument();
  });
});

describe('header and nested menus', () => {
  it('keeps the header on screen when fixed, lets it scroll when fluid, except in hor-header-fixed', async () => {
    const { store } = openShell({ navStyle: 'default', headerType: 'fixed' });
    await screen.findByText('Phone sheet screen');
    expect(region('header')!.style.position).toBe('sticky');
    act(() => {
      store.dispatch(settingsActions.changed({ headerType: 'fluid' }));
    });
    expect(region('header')!.style.position).toBe('relative');
    act(() => {
      store.dispatch(settingsActions.changed({ navStyle: 'hor-header-fixed' }));
    });
    expect(region('header')!.style.position).toBe('sticky');
  });

  it('opens a nested menu on hover and closes it on leave', async () => {
    const nested = testRemote({
      navigation: [
        {
          id: 'app',
          type: 'group',
          messageId: 'test.nav.app',
          children: [
            {
              id: 'reports',
              type: 'collapse',
              messageId: 'test.nav.reports',
              children: [
                { id: 'weekly', type: 'item', messageId: 'test.nav.weekly', url: '/dashboards/PhoneSheet' },
              ],
            },
          ],
        },
      ],
      messages: {
        en: { 'test.nav.app': 'Application', 'test.nav.reports': 'Reports', 'test.nav.weekly': 'Weekly' },
        zh: {},
        ar: {},
        it: {},
        es: {},
        fr: {},
      },
    });
    const { store } = renderHost({
      route: '/home',
      session: { user: { userType: 'User' } },
      remotes: [loaded(nested)],
    });
    act(() => {
      store.dispatch(settingsActions.changed({ navStyle: 'default' }));
    });
    const title = (
      await within(await screen.findByLabelText('Main navigation')).findByText('Reports')
    ).closest('.ant-menu-submenu-title')!;
    fireEvent.mouseEnter(title);
    const weekly = await screen.findByText('Weekly');
    await waitFor(() =>
      expect(weekly.closest('.ant-menu-submenu-popup')).not.toHaveClass('ant-menu-submenu-hidden'),
    );
    fireEvent.mouseLeave(title);
    await waitFor(() =>
      expect(weekly.closest('.ant-menu-submenu-popup')).toHaveClass('ant-menu-submenu-hidden'),
    );
  });
});
