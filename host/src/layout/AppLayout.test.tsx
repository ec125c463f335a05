import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { settingsActions } from '@phonesheet/shared';
import ar from '../i18n/ar.json';
import { mockFetch } from '@phonesheet/shared/testing';
import { renderHost } from '../testing/render';
import { loaded, testRemote } from '../testing/test-remote';
import { usePlainStyles } from '@phonesheet/shared/plain';

const openShell = (user: object = { userType: 'User' }, width?: number) =>
  renderHost({ route: '/dashboards/PhoneSheet', session: { user }, remotes: [loaded(testRemote())], width });

afterEach(() => {
  document.documentElement.dir = '';
  document.documentElement.lang = '';
});

describe('language switcher', () => {
  it('changes the locale, turns the page right-to-left for Arabic and closes the menu', async () => {
    const { store } = openShell();
    // The file's first render compiles and loads the shell's lazy parts: on CI's loaded cores
    // that takes longer than the 8 s a later render gets.
    await screen.findByText('Phone sheet screen', {}, { timeout: 30_000 });
    const button = await screen.findByLabelText(/^Language/);
    expect(document.documentElement.dir).toBe('ltr');

    fireEvent.click(button);
    // The menu may open in a later render on a loaded machine.
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.click(await screen.findByText('العربية'));

    expect(store.getState().settings.locale).toBe('ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByLabelText(new RegExp(`^${ar['host.topbar.language']}`))).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByPlaceholderText(ar['host.topbar.search'])).toBeInTheDocument();
  });
});

describe('user menu', () => {
  it('shows Admin User and Admin when an administrator has no name', async () => {
    openShell({ userType: 'Admin', fullName: '', firstName: '', lastName: '' });
    expect(await screen.findByText('Admin User')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('shows the full name and Non Admin for other users', async () => {
    openShell({ userType: 'User', fullName: 'Ann Lee' });
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('Non Admin')).toBeInTheDocument();
  });

  it('opens My account', async () => {
    const { location } = openShell();
    fireEvent.click(await screen.findByRole('button', { name: /^Ann Lee/ }));
    fireEvent.click(await screen.findByText('My account'));
    expect(location()).toBe('/my-profile');
    expect(await screen.findByText('My account screen')).toBeInTheDocument();
  });

  it('logs out: the session ends and the user lands on /home', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: { msg: 'Logged out' } }));
    const { store, location } = openShell();
    fireEvent.click(await screen.findByRole('button', { name: /^Ann Lee/ }));
    fireEvent.click(await screen.findByText('Logout'));
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/auth/logout'))).toBe(true);
    await waitFor(() => expect(location()).toBe('/home'));
  });
});

describe('sidebar', () => {
  const sidebar = () => screen.getByLabelText('Main navigation');

  it('hides entries whose permitted role excludes the user and marks the active one', async () => {
    openShell({ userType: 'User' });
    const phoneSheet = await within(await screen.findByLabelText('Main navigation')).findByText('PhoneSheet');
    expect(within(sidebar()).queryByText('Users')).not.toBeInTheDocument();
    expect(within(sidebar()).getByText('Application')).toBeInTheDocument();
    expect(phoneSheet.closest('li')).toHaveClass('ant-menu-item-selected');
  });

  it('shows admin-only entries to an admin', async () => {
    openShell({ userType: 'Admin' });
    const menu = await screen.findByLabelText('Main navigation');
    expect(within(menu).getByText('Users').closest('li')).not.toHaveClass('ant-menu-item-selected');
  });

  it('draws each entry as a link to its page, and Enter on a focused entry follows it', async () => {
    const { location } = openShell({ userType: 'Admin' });
    const menu = await screen.findByLabelText('Main navigation');
    expect(within(menu).getByText('Users').closest('a')).toHaveAttribute('href', '/dashboards/UserDash');
    expect(within(menu).getByText('PhoneSheet').closest('a')).toHaveAttribute(
      'href',
      '/dashboards/PhoneSheet',
    );
    const users = within(menu).getByText('Users').closest('li')!;
    fireEvent.keyDown(users, { key: 'Enter', keyCode: 13, which: 13 });
    expect(location()).toBe('/dashboards/UserDash');
    expect(await screen.findByText('Users screen')).toBeInTheDocument();
    // A click on the entry beside its link (a script's click on the item) still navigates.
    fireEvent.click(within(menu).getByText('PhoneSheet').closest('li')!);
    expect(location()).toBe('/dashboards/PhoneSheet');
  });

  it("keeps its place when the plain components' stylesheet is loaded (no shared class)", async () => {
    usePlainStyles();
    openShell({ userType: 'Admin' });
    const menu = await screen.findByLabelText('Main navigation');
    expect(getComputedStyle(menu).position).not.toBe('absolute');
  });

  it('navigates when an entry is chosen', async () => {
    const { location } = openShell({ userType: 'Admin' });
    fireEvent.click(within(await screen.findByLabelText('Main navigation')).getByText('Users'));
    expect(location()).toBe('/dashboards/UserDash');
    expect(await screen.findByText('Users screen')).toBeInTheDocument();
  });
});

describe('template demos in the sidebar', () => {
  const templatesRemote = testRemote({
    name: 'templates',
    routes: [
      { path: '/apps/todo/:folder', access: { role: 'user' }, Component: () => <h1>To-do screen</h1> },
    ],
    navigation: [
      {
        id: 'templates-apps',
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

  it('keeps the product to its one group until "Show template demos" is switched on', async () => {
    const { store } = renderHost({
      route: '/dashboards/PhoneSheet',
      session: { user: { userType: 'User' } },
      remotes: [loaded(testRemote()), loaded(templatesRemote)],
    });
    const menu = await screen.findByLabelText('Main navigation');
    await within(menu).findByText('PhoneSheet');
    expect(within(menu).queryByText('Apps')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(settingsActions.changed({ showTemplates: true }));
    });
    expect(await within(menu).findByText('Apps')).toBeInTheDocument();
    fireEvent.click(within(menu).getByText('To-do'));
    expect(await screen.findByText('To-do screen')).toBeInTheDocument();
  });

  it('loads the idle templates remote when the switch is on, and not before', async () => {
    const retryRemote = jest.fn(async () => loaded(templatesRemote));
    const { store } = renderHost({
      route: '/dashboards/PhoneSheet',
      session: { user: { userType: 'User' } },
      remotes: [
        loaded(testRemote()),
        { name: 'templates', manifestUrl: 'http://t/mf-manifest.json', status: 'idle' },
      ],
      retryRemote,
    });
    await within(await screen.findByLabelText('Main navigation')).findByText('PhoneSheet');
    expect(retryRemote).not.toHaveBeenCalled();

    act(() => {
      store.dispatch(settingsActions.changed({ showTemplates: true }));
    });
    await waitFor(() => expect(retryRemote).toHaveBeenCalledWith('templates'));
    expect(await within(screen.getByLabelText('Main navigation')).findByText('To-do')).toBeInTheDocument();
  });
});

describe('shell pieces', () => {
  it('shows the promotional banner to an admin on Basic until it is closed', async () => {
    openShell({ userType: 'Admin', planId: 'basic' });
    expect(await screen.findByText('Get flat 60% off on your first purchase.')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Close offer'));
    expect(screen.queryByText('Get flat 60% off on your first purchase.')).not.toBeInTheDocument();
  });

  it('shows the footer only when it is on and fixed', async () => {
    const { store } = openShell();
    await screen.findByPlaceholderText('Search…');
    expect(screen.queryByText('Buy Now')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(settingsActions.changed({ footer: true, footerType: 'fixed' }));
    });
    expect(await screen.findByText('Buy Now')).toBeInTheDocument();
    act(() => {
      store.dispatch(settingsActions.changed({ footerType: 'fluid' }));
    });
    expect(screen.queryByText('Buy Now')).not.toBeInTheDocument();
  });

  it('opens the 12 demo messages with a View All button when the template demos are on', async () => {
    const { store } = openShell();
    act(() => {
      store.dispatch(settingsActions.changed({ showTemplates: true }));
    });
    fireEvent.click(await screen.findByLabelText('Messages'));
    expect(await screen.findByText('Messages (12)')).toBeInTheDocument();
    expect(screen.getByText('View All')).toBeInTheDocument();
  });

  it('on a phone, offers Settings and Build info in the More menu', async () => {
    openShell({ userType: 'User' }, 375);
    expect(screen.queryByPlaceholderText('Search…')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByLabelText('More'));
    fireEvent.click(await screen.findByText('Settings'));
    expect(await screen.findByText('Theme settings')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('More'));
    fireEvent.click(await screen.findByText('Build info', { selector: '.ant-dropdown-menu-title-content' }));
    expect(await screen.findByText('http://localhost/phonesheet/mf-manifest.json')).toBeInTheDocument();
    expect(screen.getByText('Loaded')).toBeInTheDocument();
    expect(screen.getByText('1.0.0')).toBeInTheDocument();
  });
});

describe('notification drawer', () => {
  it("lists the phone sheet's due follow-up reminders before the demo items, and counts them", async () => {
    const { store } = openShell();
    act(() => {
      store.dispatch(settingsActions.changed({ showTemplates: true }));
    });
    const due = [
      {
        callId: 'c9',
        contactName: 'Grace Hopper',
        contactCompany: 'Navy Labs',
        phoneDisplay: '(212) 555-0136',
        tel: 'tel:+12125550136;ext=4471',
        followUpAt: '2026-12-03T09:00:00.000Z',
      },
    ];
    act(() => store.injectReducer('phonesheetReminders', () => ({ due })));
    fireEvent.click(await screen.findByLabelText('Notifications'));
    const list = await screen.findByTestId('drawer-reminders');
    expect(within(list).getByText('Grace Hopper').closest('a')).toHaveAttribute(
      'href',
      '/dashboards/PhoneSheet?call=c9',
    );
    expect(within(list).getByLabelText('Call Grace Hopper')).toHaveAttribute(
      'href',
      'tel:+12125550136;ext=4471',
    );
    expect(screen.getByText('Notifications (17)')).toBeInTheDocument();
  });
});
