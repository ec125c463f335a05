import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionActions } from '@phonesheet/shared';
import { renderHost } from '../testing/render';
import { failed, loaded, testRemote } from '../testing/test-remote';

const remotes = () => [loaded(testRemote())];
const admin = { user: { userType: 'Admin' } };
const user = { user: { userType: 'User' } };

describe('routes and guards', () => {
  it('sends the root path to /home', async () => {
    const { location } = renderHost({ route: '/' });
    expect(await screen.findByText('Every call logged. Every callback remembered.')).toBeInTheDocument();
    expect(location()).toBe('/home');
  });

  it('redirects signed-in users away from public-only pages to the phone sheet', async () => {
    const { location } = renderHost({ route: '/home', session: user, remotes: remotes() });
    expect(await screen.findByText('Phone sheet screen')).toBeInTheDocument();
    expect(location()).toBe('/dashboards/PhoneSheet');
  });

  it("redirects signed-in users away from a remote's public-only route", async () => {
    const { location } = renderHost({ route: '/signin', session: user, remotes: remotes() });
    expect(await screen.findByText('Phone sheet screen')).toBeInTheDocument();
    expect(location()).toBe('/dashboards/PhoneSheet');
  });

  it('sends a signed-in user of an unsubscribed company from public-only pages to /subscription', async () => {
    const { location } = renderHost({
      route: '/signin',
      session: { user: { userType: 'User', subscribed: false } },
      remotes: remotes(),
    });
    await waitFor(() => expect(location()).toBe('/subscription'));
  });

  it('lets anonymous users see public-only pages', async () => {
    renderHost({ route: '/signin', remotes: remotes() });
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('redirects anonymous users from protected routes to /home', async () => {
    const { location } = renderHost({ route: '/dashboards/PhoneSheet', remotes: remotes() });
    await waitFor(() => expect(location()).toBe('/home'));
    expect(screen.queryByText('Phone sheet screen')).not.toBeInTheDocument();
  });

  it('shows the 403 page to a user on an admin route, inside the shell', async () => {
    const { location } = renderHost({ route: '/dashboards/UserDash', session: user, remotes: remotes() });
    // (ByRole queries are very slow on the shell's DOM; text queries say the same here.)
    expect((await screen.findAllByText('Unauthorized')).some((el) => el.tagName === 'H1')).toBe(true);
    expect(screen.getByText('You are not authorized for this page')).toBeInTheDocument();
    expect(screen.queryByText('Users screen')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search…')).toBeInTheDocument();
    expect(location()).toBe('/dashboards/UserDash');
  });

  it('lets an admin open admin and user routes', async () => {
    renderHost({ route: '/dashboards/UserDash', session: admin, remotes: remotes() });
    expect(await screen.findByText('Users screen')).toBeInTheDocument();
  });

  it('requires sign-in for payment routes and shows them without the shell', async () => {
    const anonymous = renderHost({ route: '/subscription', remotes: remotes() });
    await waitFor(() => expect(anonymous.location()).toBe('/home'));
    anonymous.unmount();

    renderHost({ route: '/subscription', session: user, remotes: remotes() });
    expect(await screen.findByText('Subscription screen')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search…')).not.toBeInTheDocument();
  });

  it('shows a loader, not a redirect, while the session is loading', async () => {
    const { location, store } = renderHost({
      route: '/dashboards/PhoneSheet',
      session: 'loading',
      remotes: remotes(),
    });
    expect(await screen.findByLabelText('Loading…')).toBeInTheDocument();
    expect(location()).toBe('/dashboards/PhoneSheet');
    act(() => {
      store.dispatch(sessionActions.cleared());
    });
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it('sends unknown paths to the 404 page', async () => {
    const { location } = renderHost({ route: '/no/such/page', remotes: remotes() });
    expect(await screen.findByText("We can't find the page that you are looking for.")).toBeInTheDocument();
    expect(location()).toBe('/error-pages/error-404');
    expect(screen.getByText('Go Back To Home').closest('a')).toHaveAttribute('href', '/');
  });

  it('shows error pages to everyone', async () => {
    renderHost({ route: '/error-pages/error-500', session: user, remotes: remotes() });
    expect(
      await screen.findByText('We are facing internal server error and working towards to fix it soon.'),
    ).toBeInTheDocument();
  });

  it('shows the generic error screen when a screen crashes, and keeps the shell', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    const module = testRemote({
      routes: [{ path: '/dashboards/PhoneSheet', access: { role: 'user' }, Component: Broken }],
    });
    renderHost({ route: '/dashboards/PhoneSheet', session: user, remotes: [loaded(module)] });
    expect(await screen.findByText('Ah! Something went wrong.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Brace yourself till we get the error fixed. You may also refresh the page or try again latter.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search…')).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('a remote that failed to load', () => {
  it('shows the unavailable panel on its routes and mounts the real routes after a successful retry', async () => {
    const retryRemote = jest.fn(async () => loaded(testRemote()));
    renderHost({
      route: '/dashboards/PhoneSheet',
      session: user,
      remotes: [failed('phonesheet')],
      retryRemote,
    });

    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Retry'));

    expect(await screen.findByText('Phone sheet screen')).toBeInTheDocument();
    expect(retryRemote).toHaveBeenCalledWith('phonesheet');
    expect(screen.queryByText('This section is unavailable')).not.toBeInTheDocument();
  });

  it('says so when the retry fails again', async () => {
    const retryRemote = jest.fn(async () => failed('phonesheet', 'still down'));
    renderHost({
      route: '/dashboards/PhoneSheet',
      session: user,
      remotes: [failed('phonesheet')],
      retryRemote,
    });

    fireEvent.click(await screen.findByText('Retry'));
    expect(await screen.findByText('Still unavailable. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByText('This section is unavailable')).toBeInTheDocument();
  });

  it('shows the panel on its paths for anonymous users too (no 404)', async () => {
    const { location } = renderHost({ route: '/signin', remotes: [failed('auth')] });
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
    expect(location()).toBe('/signin');
  });

  it('loads a deferred (idle) remote the first time one of its routes is opened', async () => {
    const templates = testRemote({
      name: 'templates',
      routes: [
        { path: '/apps/todo/:folder', access: { role: 'user' }, Component: () => <h1>To-do screen</h1> },
      ],
      navigation: [],
    });
    const retryRemote = jest.fn(async () => loaded(templates));
    const { location } = renderHost({
      route: '/apps/todo/all',
      session: user,
      remotes: [
        loaded(testRemote()),
        { name: 'templates', manifestUrl: 'http://t/mf-manifest.json', status: 'idle' },
      ],
      retryRemote,
    });
    expect(await screen.findByText('To-do screen')).toBeInTheDocument();
    expect(retryRemote).toHaveBeenCalledTimes(1);
    expect(retryRemote).toHaveBeenCalledWith('templates');
    expect(location()).toBe('/apps/todo/all');
  });
});
