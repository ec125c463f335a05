import { act, screen, waitFor } from '@testing-library/react';
import { uiActions } from '@phonesheet/shared';
import { renderHost } from '../testing/render';

// antd's providers render an `.ant-app` element around the routes once loaded.
const antdLoaded = () => document.querySelector('.ant-app') !== null;

describe('AntdGate: the landing page downloads no antd', () => {
  it('draws /home without antd and its language menu without it too', async () => {
    renderHost({ route: '/home' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(antdLoaded()).toBe(false);
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('loads antd for any other page', async () => {
    renderHost({ route: '/about-us' });
    await waitFor(() => expect(antdLoaded()).toBe(true));
  });

  it('loads antd on /home as soon as a toast has to show, and shows it', async () => {
    const { store } = renderHost({ route: '/home' });
    await screen.findByRole('heading', { level: 1 });
    expect(antdLoaded()).toBe(false);
    act(() => {
      store.dispatch(uiActions.toast({ kind: 'success', text: 'Signed out' }));
    });
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(antdLoaded()).toBe(true);
    // The page itself is still there (only the first switch remounts it).
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
