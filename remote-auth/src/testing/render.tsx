import { useEffect, type ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location } from 'react-router-dom';
import {
  createAppStore,
  injectReducer,
  injectSaga,
  registerNavigator,
  sessionActions,
  sharedMessages,
  SlotsProvider,
  type AppStore,
  type User,
} from '@phonesheet/shared';
import { authMessages } from '../i18n';
import { authReducer } from '../store/auth-reducer';
import { authSaga } from '../store/auth-saga';
import { AUTH_KEY } from '../store/selectors';

// Several engineers share two cores: antd's async validation can take more than a second.
// defaultHidden skips the per-query accessibility walk (getComputedStyle over antd's
// CSS-in-JS), which costs seconds per getByRole.
configure({ asyncUtilTimeout: 5000, defaultHidden: true });

export interface RenderOptions {
  /** Where the router starts, e.g. '/verify-account?token=abc'. */
  at?: string;
  /** Path pattern of `ui`; other paths render a marker so navigation is visible. */
  path?: string;
  /** More routes, e.g. the sign-in page the sign-up flow ends on. */
  routes?: Record<string, ReactElement>;
  /** Mounts as this signed-in user. */
  user?: Partial<User>;
  slots?: Record<string, React.ComponentType>;
}

export const testUser: User = {
  _id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  avatar: null,
  userType: 'Admin',
  subscribed: true,
  companySubscription: [{ paid: true }],
  company: { _id: 'c1', name: 'Analytical Engines' },
};

function NavigatorBridge({ onLocation }: { onLocation: (location: Location) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => registerNavigator((path, options) => navigate(path, options)), [navigate]);
  useEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return null;
}

/** Mounts `ui` with the real shared store (auth slice and saga injected), English texts and a MemoryRouter. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const store: AppStore = createAppStore();
  injectReducer(AUTH_KEY, authReducer);
  injectSaga(AUTH_KEY, authSaga);
  if (options.user) store.dispatch(sessionActions.profileLoaded({ ...testUser, ...options.user }));

  let current: Location | null = null;
  const messages = { ...sharedMessages.en, ...authMessages.en };
  const extra = Object.entries(options.routes ?? {});
  const result = render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={messages}>
        <SlotsProvider slots={options.slots ?? {}}>
          <MemoryRouter
            initialEntries={[options.at ?? '/']}
            future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
          >
            <NavigatorBridge onLocation={(location) => (current = location)} />
            <Routes>
              <Route path={options.path ?? (options.at ?? '/').split('?')[0]} element={ui} />
              {extra.map(([path, element]) => (
                <Route key={path} path={path} element={element} />
              ))}
              <Route path="*" element={<div data-testid="elsewhere" />} />
            </Routes>
          </MemoryRouter>
        </SlotsProvider>
      </IntlProvider>
    </Provider>,
  );
  return {
    ...result,
    store,
    location: (): Location => {
      if (!current) throw new Error('router not mounted');
      return current;
    },
  };
}
