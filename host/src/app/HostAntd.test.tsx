import { act, screen, waitFor } from '@testing-library/react';
import { Button, ConfigProvider, theme } from 'antd';
import { settingsActions, uiActions } from '@phonesheet/shared';
import { createAntdFrame } from '@phonesheet/shared/ui';
import { renderHost } from '../testing/render';
import { loaded, testRemote } from '../testing/test-remote';

// The host's antd providers render an `.ant-app` element around a host page once loaded.
const hostAntdLoaded = () => document.querySelector('.ant-app') !== null;

describe("the host's antd: fetched only for what the host draws with it", () => {
  it('draws /home without antd and its language menu without it too', async () => {
    renderHost({ route: '/home' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Language/ })).toHaveAttribute('aria-haspopup', 'menu');
    expect(hostAntdLoaded()).toBe(false);
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('loads it for any other host page', async () => {
    renderHost({ route: '/about-us' });
    await waitFor(() => expect(hostAntdLoaded()).toBe(true));
  });

  it("draws a remote's public page in the remote's own frame, configured from the settings, with no host antd", async () => {
    const SignIn = () => <Button>Sign in</Button>;
    const remote = testRemote({
      name: 'auth',
      routes: [{ path: '/signin', access: 'public-only', Component: SignIn }],
      Frame: createAntdFrame({ ConfigProvider, theme }),
    });
    const { store } = renderHost({ route: '/signin', remotes: [loaded(remote)] });
    const button = (await screen.findByRole('button', { name: 'Sign in' })) as HTMLElement;
    expect(button).not.toHaveClass('ant-btn-rtl');
    act(() => {
      store.dispatch(settingsActions.localeChanged('ar'));
    });
    // Arabic reaches the remote's antd without the host's: right to left.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('ant-btn-rtl'));
    expect(hostAntdLoaded()).toBe(false);
  });

  it('draws no host antd while a remote of the page is still loading, only the plain spinner', async () => {
    const loading = {
      name: 'auth',
      manifestUrl: 'http://localhost/auth/mf-manifest.json',
      status: 'loading',
    } as const;
    renderHost({ route: '/signin', remotes: [loading] });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    // Long enough for a lazy chunk to arrive in jsdom, had anything asked for one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('shows a toast on /home beside the page, which is not drawn again', async () => {
    const { store } = renderHost({ route: '/home' });
    const heading = await screen.findByRole('heading', { level: 1 });
    act(() => {
      store.dispatch(uiActions.toast({ kind: 'success', text: 'Signed out' }));
    });
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    // The same element: the page was not remounted (a form would keep what was typed).
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(hostAntdLoaded()).toBe(false);
  });
});
