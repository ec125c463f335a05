import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultSettings, settingsActions } from '@phonesheet/shared';
import { renderHost } from '../../testing/render';
import { loaded, testRemote } from '../../testing/test-remote';
import { COLOR_PRESETS } from './presets';

async function openCustomizer() {
  const result = renderHost({
    route: '/dashboards/PhoneSheet',
    session: { user: { userType: 'Admin' } },
    remotes: [loaded(testRemote())],
  });
  await screen.findByText('Phone sheet screen');
  fireEvent.click(screen.getAllByLabelText('Theme settings')[0]);
  const drawer = await screen.findByRole('dialog');
  return { ...result, drawer };
}

const region = (name: string) => document.querySelector<HTMLElement>(`[data-region="${name}"]`);

describe('the customiser', () => {
  it('offers each navigation style as a picture and redraws the page at once', async () => {
    const { drawer, store } = await openCustomizer();
    // `hidden: true` skips the visibility walk of each element (jsdom's getComputedStyle over
    // antd's style sheets), the query's main cost here; the drawer is open, so all are shown.
    const styles = within(drawer).getByRole('radiogroup', { name: 'Navigation style', hidden: true });
    const choices = within(styles).getAllByRole('radio', { hidden: true });
    expect(choices).toHaveLength(11);
    expect(choices.every((c) => c.querySelector('svg'))).toBe(true);
    const style = (name: string) => within(styles).getByRole('radio', { name, hidden: true });
    expect(style('Mini')).toHaveAttribute('aria-checked', 'true');

    fireEvent.click(style('Horizontal dark'));
    expect(store.getState().settings.navStyle).toBe('hor-dark');
    await waitFor(() => expect(region('menu-row')).not.toBeNull());
    expect(region('sidebar')).toBeNull();

    fireEvent.click(style('Header user'));
    await waitFor(() => expect(region('sidebar-user')).not.toBeNull());
  });

  it('changes layout type, menu style, sidebar colours and image, and about thirty colours', async () => {
    const { drawer, store } = await openCustomizer();
    // By label, not by role: each role query weighs the visibility and name of the drawer's 77
    // radios (≈ 1 s each here, 4 × that on CI's shared cores); the first test checks the roles.
    for (const choice of ['Boxed', 'Rounded reverse', 'Colour set 7', 'Image 3', '#722ED1'])
      fireEvent.click(within(drawer).getByLabelText(choice));
    expect(store.getState().settings).toMatchObject({
      layoutType: 'boxed',
      menuStyle: 'rounded-reverse',
      sidebarImage: 3,
      primaryColor: '#722ED1',
      sidebarColors: { bgColor: '#0B1F3A' },
    });
    expect(region('frame')!.style.maxWidth).toBe('1480px');
    await waitFor(() => expect(region('sidebar')).toHaveAttribute('data-sidebar-image'));
    expect(COLOR_PRESETS.length).toBeGreaterThanOrEqual(28);
    expect(
      within(drawer).getByRole('radiogroup', { name: 'Primary colour' }).querySelectorAll('[role=radio]'),
    ).toHaveLength(COLOR_PRESETS.length);
  });

  it('shows the footer type only with the footer on; a fixed footer shows Buy Now', async () => {
    const { drawer } = await openCustomizer();
    expect(within(drawer).queryByText('Footer type')).not.toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Footer' }));
    expect(within(drawer).getByText('Footer type')).toBeInTheDocument();
    fireEvent.click(within(drawer).getAllByText('Fixed').at(-1)!);
    expect(await screen.findByText('Buy Now')).toBeInTheDocument();
  });

  it('resets every setting to the first-visit defaults', async () => {
    const { drawer, store } = await openCustomizer();
    act(() => {
      store.dispatch(
        settingsActions.changed({
          navStyle: 'standard',
          themeMode: 'dark',
          sidebarImage: 5,
          routeTransition: 'fade',
        }),
      );
    });
    fireEvent.click(within(drawer).getByText('Reset'));
    expect(store.getState().settings).toEqual(defaultSettings);
    expect(within(drawer).getByRole('radio', { name: 'Mini' })).toHaveAttribute('aria-checked', 'true');
  });

  it('offers the six route transitions and animates the page with the chosen one', async () => {
    const { drawer } = await openCustomizer();
    const group = within(drawer).getByRole('radiogroup', { name: 'Route transition' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['None', 'Fade', 'Slide left', 'Slide right', 'Slide up', 'Slide down']);
    expect(document.querySelector('[data-transition]')).toBeNull();
    fireEvent.click(within(group).getByLabelText('Slide down'));
    await waitFor(() => expect(document.querySelector('[data-transition="slide-down"]')).not.toBeNull());
  });

  it('plays no transition when the system asks for less motion', async () => {
    const original = window.matchMedia;
    const { drawer, store } = await openCustomizer();
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('prefers-reduced-motion') || original(query).matches,
    })) as typeof window.matchMedia;
    act(() => {
      store.dispatch(settingsActions.changed({ routeTransition: 'fade' }));
    });
    expect(document.querySelector('[data-transition]')).toBeNull();
    expect(within(drawer).getByText(/asks for less motion/)).toBeInTheDocument();
  });
});

describe('top bar drawers', () => {
  it('with the template demos on: the newest messages, then all 12 with View All; notifications hold 16', async () => {
    const { store } = renderHost({
      route: '/dashboards/PhoneSheet',
      session: { user: {} },
      remotes: [loaded(testRemote())],
    });
    act(() => {
      store.dispatch(settingsActions.changed({ showTemplates: true }));
    });
    fireEvent.click(await screen.findByLabelText('Messages'));
    const drawer = await screen.findByRole('dialog', { name: 'Messages (12)' });
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(drawer).getByText('View All'));
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(12);
    expect(within(drawer).queryByText('View All')).not.toBeInTheDocument();
    fireEvent.click(within(drawer).getByLabelText('Close'));

    fireEvent.click(screen.getByLabelText('Notifications'));
    // (Both drawers' titles share one id in the tests, so find this one by its title.)
    const notifications = (await screen.findByText('Notifications (16)')).closest<HTMLElement>(
      '[role=dialog]',
    )!;
    fireEvent.click(within(notifications).getByText('View All'));
    expect(within(notifications).getAllByRole('listitem')).toHaveLength(16);
  });
});
