import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppStore, sessionActions, type AppStore, type User } from '@phonesheet/shared';
import { sampleUser } from '@phonesheet/shared/testing';
import { AppProviders } from '../app/AppProviders';
import AntdProviders from '../app/AntdProviders';
import { AntdOverlays } from '../app/HostAntd';
import type { RemoteState, RetryRemote } from '../app/remote-state';
import { AppRoutes } from '../routing/AppRoutes';
import { ROUTER_FUTURE } from '../routing/router-future';
import { setViewportWidth } from './viewport';

// The full shell (antd CSS-in-JS, lazy pages) takes a while to settle in jsdom on a busy machine
// (a test's own limit is jest.config.js's testTimeout).
configure({ asyncUtilTimeout: 8000 });

export type TestSession = 'loading' | 'anonymous' | { user?: Partial<User> };

export interface RenderHostOptions {
  route?: string;
  session?: TestSession;
  remotes?: RemoteState[];
  retryRemote?: RetryRemote;
  /** Screen width in px (antd breakpoints): 1280 desktop by default, 375 for a phone. */
  width?: number;
}

/** Shows the current path so tests can assert redirects. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search}
    </output>
  );
}

/** Puts the real shared store in the wanted session state without any network call. */
export function applySession(store: AppStore, session: TestSession): void {
  if (session === 'loading') return;
  if (session === 'anonymous') store.dispatch(sessionActions.cleared());
  else store.dispatch(sessionActions.profileLoaded(sampleUser({ userType: 'User', ...session.user })));
}

/** The host's routes and shell as the browser gets them, inside a MemoryRouter. */
export function renderHost(options: RenderHostOptions = {}) {
  const { route = '/', session = 'anonymous', remotes = [], retryRemote, width = 1280 } = options;
  setViewportWidth(width);
  localStorage.clear();
  const store = createAppStore();
  applySession(store, session);
  const utils = render(
    <AppProviders store={store} remotes={remotes} retryRemote={retryRemote}>
      <MemoryRouter initialEntries={[route]} future={ROUTER_FUTURE}>
        <AppRoutes />
        <AntdOverlays />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, store, location: () => utils.getByTestId('location').textContent };
}

/** A single component with the host's providers and router (no routes). */
export function renderInHost(
  ui: ReactElement,
  options: Omit<RenderHostOptions, 'route'> & { route?: string } = {},
) {
  const { route = '/', session = 'anonymous', remotes = [], width = 1280 } = options;
  setViewportWidth(width);
  localStorage.clear();
  const store = createAppStore();
  applySession(store, session);
  const utils = render(
    <AppProviders store={store} remotes={remotes}>
      <MemoryRouter initialEntries={[route]} future={ROUTER_FUTURE}>
        <AntdProviders>{ui}</AntdProviders>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, store, location: () => utils.getByTestId('location').textContent };
}
