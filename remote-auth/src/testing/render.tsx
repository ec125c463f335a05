import type { ReactElement } from 'react';
import { configure } from '@testing-library/react';
import { sharedMessages, SlotsProvider, type User } from '@phonesheet/shared';
import { createTestStore, renderWithRouter, type RenderWithRouterOptions } from '@phonesheet/shared/testing';
import { AUTH_MESSAGES } from '../auth-features';
import { authReducer } from '../store/auth-reducer';
import { authSaga } from '../store/auth-saga';
import { AUTH_KEY } from '../kit/auth-state';

// Several engineers share two cores: antd's async validation can take more than a second.
// defaultHidden skips the per-query accessibility walk (getComputedStyle over antd's
// CSS-in-JS), which costs seconds per getByRole.
configure({ asyncUtilTimeout: 5000, defaultHidden: true });

export interface RenderOptions extends Pick<RenderWithRouterOptions, 'at' | 'path' | 'routes'> {
  /** Mounts as this signed-in user (over testUser). */
  user?: Partial<User>;
  /** An access token in memory without a profile (a call that must not send it). */
  token?: string;
  slots?: Record<string, React.ComponentType>;
}

/** The signed-in user of these tests: what the forms prefill and the flows type in. */
const testUser: Partial<User> = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  company: { _id: 'c1', name: 'Analytical Engines' },
};

/** Mounts `ui` with the real shared store (auth slice and saga injected), English texts and a MemoryRouter. */
export function renderWithApp(ui: ReactElement, { user, token, slots = {}, ...options }: RenderOptions = {}) {
  const store = createTestStore({
    reducers: { [AUTH_KEY]: authReducer },
    sagas: { [AUTH_KEY]: authSaga },
    user: user && { ...testUser, ...user },
    token,
  });
  return renderWithRouter(ui, {
    ...options,
    store,
    messages: { ...sharedMessages.en, ...AUTH_MESSAGES.en },
    wrap: (router) => <SlotsProvider slots={slots}>{router}</SlotsProvider>,
  });
}
