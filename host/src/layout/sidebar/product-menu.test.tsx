import { act, fireEvent, screen, within } from '@testing-library/react';
import { NAV_STYLES, settingsActions, type RemoteModule } from '@phonesheet/shared';
import { NAVIGATION } from '../../../../remote-phonesheet/src/navigation';
import { NAVIGATION_MESSAGES } from '../../../../remote-phonesheet/src/navigation/messages';
import { PHONESHEET_PATHS } from '../../../../remote-phonesheet/src/route-paths';
import { renderHost } from '../../testing/render';
import { idle, loaded, testRemote } from '../../testing/test-remote';

// The product's own menu, as the phone-sheet remote and the billing remote (known to the host
// without loading it) declare it: every page one click away, the current one highlighted.

const phonesheet: RemoteModule = testRemote({
  navigation: NAVIGATION,
  messages: NAVIGATION_MESSAGES,
  routes: [
    ...testRemote().routes,
    { path: PHONESHEET_PATHS.history, access: { role: 'user' }, Component: () => <h1>History screen</h1> },
  ],
});

function openShell(userType: 'Admin' | 'User', route: string = PHONESHEET_PATHS.history, width?: number) {
  return renderHost({
    route,
    session: { user: { userType } },
    remotes: [idle('billing'), loaded(phonesheet)],
    width,
  });
}

const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
const selected = (menu: HTMLElement) => menu.querySelector('.ant-menu-item-selected')?.textContent;

it('lists Phone sheet, History, Reports, Users and, for admins, Subscription, in words', async () => {
  openShell('Admin');
  await screen.findByText('History screen');
  const menu = (await screen.findAllByLabelText('Main navigation'))[0]!;
  expect(entries(menu)).toEqual(['Phone sheet', 'History', 'Reports', 'Users', 'Subscription']);
  expect(within(menu).getByText('Application')).toBeInTheDocument();
});

it('leaves Subscription out for a user', async () => {
  openShell('User');
  const menu = (await screen.findAllByLabelText('Main navigation'))[0]!;
  expect(entries(menu)).toEqual(['Phone sheet', 'History', 'Reports', 'Users']);
});

it('highlights the current page in each of the 11 styles', async () => {
  const { store } = openShell('Admin');
  await screen.findByText('History screen');
  for (const navStyle of NAV_STYLES) {
    act(() => {
      store.dispatch(settingsActions.changed({ navStyle }));
    });
    if (navStyle === 'drawer') fireEvent.click(screen.getByLabelText('Toggle navigation menu'));
    const menu = (await screen.findAllByLabelText('Main navigation'))[0]!;
    expect([navStyle, selected(menu)]).toEqual([navStyle, 'History']);
    if (navStyle === 'drawer') fireEvent.keyDown(document.activeElement!, { key: 'Escape', keyCode: 27 });
  }
}, 60_000);

it('highlights the current page in the phone drawer, and goes to History from there', async () => {
  const { location } = openShell('User', PHONESHEET_PATHS.phoneSheet, 390);
  await screen.findByText('Phone sheet screen');
  fireEvent.click(screen.getByLabelText('Toggle navigation menu'));
  const drawer = await screen.findByRole('dialog');
  expect(selected(within(drawer).getByLabelText('Main navigation'))).toBe('Phone sheet');
  fireEvent.click(within(drawer).getByText('History'));
  expect(location()).toBe(PHONESHEET_PATHS.history);
  expect(await screen.findByText('History screen')).toBeInTheDocument();
});

it('keeps the Application group and its entries with the template demos on', async () => {
  const { store } = openShell('Admin');
  act(() => {
    store.dispatch(settingsActions.changed({ showTemplates: true }));
  });
  const menu = (await screen.findAllByLabelText('Main navigation'))[0]!;
  expect(within(menu).getByText('Application')).toBeInTheDocument();
  expect(entries(menu).slice(0, 5)).toEqual(['Phone sheet', 'History', 'Reports', 'Users', 'Subscription']);
});
