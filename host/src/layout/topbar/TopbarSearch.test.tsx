import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionActions, settingsActions, type NavItem } from '@phonesheet/shared';
import { mockFetch } from '@phonesheet/shared/testing';
import ar from '../../i18n/ar.json';
import { renderInHost } from '../../testing/render';
import { loaded, testRemote } from '../../testing/test-remote';
import { NAV_STYLES } from '@phonesheet/shared';
import { navLayoutOf } from '../nav-style';
import { foldText, historySearchUrl, isSearchShortcut, matchingPages, pagesOf } from './search-targets';
import { topBarParts } from './TopBar';
import { TopbarSearch } from './TopbarSearch';

const NAVIGATION: NavItem[] = testRemote().navigation!;

function renderSearch(compact = false, userType: 'Admin' | 'User' = 'Admin') {
  const remote = loaded(testRemote());
  return renderInHost(
    <>
      <button type="button">elsewhere</button>
      <TopbarSearch navigation={NAVIGATION} compact={compact} />
    </>,
    { session: { user: { userType } }, remotes: [remote] },
  );
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search' });

describe('search targets', () => {
  const translate = (id: string) =>
    ({ 'test.nav.phoneSheet': 'Phone Sheet', 'test.nav.users': 'Réglages des utilisateurs' })[id] ?? id;

  it('lists each page of the navigation once, with its translated title', () => {
    expect(pagesOf([...NAVIGATION, ...NAVIGATION], translate)).toEqual([
      { url: '/dashboards/PhoneSheet', title: 'Phone Sheet' },
      { url: '/dashboards/UserDash', title: 'Réglages des utilisateurs' },
    ]);
  });

  it('matches titles whatever the case and accents, titles starting with the text first', () => {
    const pages = pagesOf(NAVIGATION, translate);
    expect(matchingPages(pages, 'REGLAGES').map((p) => p.url)).toEqual(['/dashboards/UserDash']);
    expect(matchingPages(pages, 'e').map((p) => p.title)).toEqual([
      'Phone Sheet',
      'Réglages des utilisateurs',
    ]);
    expect(matchingPages(pages, 'util').map((p) => p.url)).toEqual(['/dashboards/UserDash']);
    expect(matchingPages(pages, '   ')).toEqual([]);
    expect(foldText(' Éé ')).toBe('ee');
  });

  it('sends any text, a number in any format included, to the history search as typed', () => {
    expect(historySearchUrl(' +1 (212) 555-0142 ')).toBe(
      '/dashboards/PhoneSheetHistory?q=%2B1+%28212%29+555-0142',
    );
  });

  it('knows Ctrl+K and ⌘K, and nothing else', () => {
    expect(isSearchShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: false })).toBe(true);
    expect(isSearchShortcut({ key: 'K', ctrlKey: false, metaKey: true, altKey: false })).toBe(true);
    expect(isSearchShortcut({ key: 'k', ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
    expect(isSearchShortcut({ key: 'j', ctrlKey: true, metaKey: false, altKey: false })).toBe(false);
  });
});

describe('TopbarSearch', () => {
  it('Ctrl+K focuses the search from anywhere', () => {
    renderSearch();
    screen.getByText('elsewhere').focus();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(searchBox()).toHaveFocus();
  });

  it('shows matching pages and "Search calls for …"; choosing a page opens it', async () => {
    const { location } = renderSearch();
    fireEvent.change(searchBox(), { target: { value: 'phone' } });
    expect(await screen.findByText('Search calls for “\u2068phone\u2069”')).toBeInTheDocument();
    expect(screen.getByText('Pages')).toBeInTheDocument();
    expect(screen.queryByText('Users')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('PhoneSheet'));
    await waitFor(() => expect(location()).toBe('/dashboards/PhoneSheet'));
    expect(searchBox()).toHaveValue('');
  });

  it('Enter opens the history search with the text', async () => {
    const { location } = renderSearch();
    fireEvent.change(searchBox(), { target: { value: '212 555 0142' } });
    await screen.findByText('Search calls for “\u2068212 555 0142\u2069”');
    fireEvent.keyDown(searchBox(), { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(location()).toBe('/dashboards/PhoneSheetHistory?q=212+555+0142'));
  });

  it('speaks Arabic', async () => {
    const { store } = renderSearch();
    act(() => {
      store.dispatch(settingsActions.localeChanged('ar'));
    });
    const box = await screen.findByRole('combobox', { name: ar['host.topbar.searchLabel'] });
    fireEvent.change(box, { target: { value: 'ورقة' } });
    expect(await screen.findByText('ورقة الهاتف')).toBeInTheDocument();
    expect(screen.getByText(ar['host.topbar.searchPages'])).toBeInTheDocument();
  });
});

describe('pages beyond the menu, and callers', () => {
  const optionTexts = () =>
    [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

  it('finds My account and Notifications for everyone, Statuses for admins only', async () => {
    renderSearch(false, 'User');
    fireEvent.change(searchBox(), { target: { value: 'acc' } });
    expect(await screen.findByText('My account')).toBeInTheDocument();
    fireEvent.change(searchBox(), { target: { value: 'notif' } });
    expect(await screen.findByText('Notifications')).toBeInTheDocument();
    fireEvent.change(searchBox(), { target: { value: 'stat' } });
    await screen.findByText('Search calls for “\u2068stat\u2069”');
    expect(optionTexts()).not.toContain('Statuses');
  });

  it('Statuses opens the sheet with its statuses editor, for an admin', async () => {
    const { location } = renderSearch();
    fireEvent.change(searchBox(), { target: { value: 'stat' } });
    fireEvent.click(await screen.findByText('Statuses'));
    await waitFor(() => expect(location()).toBe('/dashboards/PhoneSheet?statuses'));
  });

  it('finds callers by name from the API once typing pauses, and opens their calls', async () => {
    const net = mockFetch({
      'GET /api/v1/contacts': {
        body: {
          data: [
            {
              contactName: 'Zoë Bergström',
              contactCompany: 'Lindqvist AB',
              phone: '030 901820',
              phoneE164: '+4930901820',
              phoneDisplay: '+49 30 901820',
              extension: null,
              lastCallAt: '2026-12-03T09:00:00.000Z',
            },
          ],
        },
      },
    });
    const { location, store } = renderSearch();
    act(() => {
      store.dispatch(sessionActions.tokenAttached('token'));
    });
    fireEvent.change(searchBox(), { target: { value: 'z' } });
    fireEvent.change(searchBox(), { target: { value: 'zo' } });
    fireEvent.change(searchBox(), { target: { value: 'zoe' } });
    const caller = await screen.findByTestId('search-caller');
    expect(caller).toHaveTextContent('Zoë Bergström · +49 30 901820');
    expect(screen.getByText('Callers')).toBeInTheDocument();
    // One request, for what was typed when typing paused.
    expect(net.callsTo('GET', '/contacts').map((c) => c.url.split('?')[1])).toEqual(['q=zoe']);
    fireEvent.click(caller);
    await waitFor(() => expect(location()).toBe('/dashboards/PhoneSheetHistory?q=%2B4930901820'));
  });
});

describe('search in every style and at every width', () => {
  it('is a box where the top bar has room, and a button elsewhere', () => {
    const box = NAV_STYLES.filter((style) => topBarParts(navLayoutOf(style), false).searchBox);
    expect(box).not.toContain('hor-header-fixed');
    expect(box).toHaveLength(NAV_STYLES.length - 1);
    expect(NAV_STYLES.some((style) => topBarParts(navLayoutOf(style), true).searchBox)).toBe(false);
  });

  it('the button opens the search with the focus in its box; a chosen page closes it', async () => {
    const { location } = renderSearch(true);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchBox()).toHaveFocus());
    fireEvent.change(searchBox(), { target: { value: 'phone' } });
    fireEvent.click(await screen.findByText('PhoneSheet'));
    await waitFor(() => expect(location()).toBe('/dashboards/PhoneSheet'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Ctrl+K opens it from anywhere when only the button shows', async () => {
    renderSearch(true);
    screen.getByText('elsewhere').focus();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await waitFor(() => expect(searchBox()).toHaveFocus());
  });
});
