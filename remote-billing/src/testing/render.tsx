import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
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
  Toasts,
  type AppStore,
  type User,
} from '@phonesheet/shared';
import { messages } from '../i18n';
import { billingReducer } from '../store/billing-reducer';
import { billingSaga } from '../store/billing-saga';
import { BILLING_KEY } from '../store/selectors';

export const testUser: User = {
  _id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  avatar: null,
  userType: 'Admin',
  subscribed: false,
  companySubscription: [{ paid: false }],
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

/** Mounts `ui` with the real shared store (billing injected), English texts, toasts and a router. */
export function renderBilling(ui: ReactElement, options: { at?: string; user?: Partial<User> | null } = {}) {
  const store: AppStore = createAppStore();
  injectReducer(BILLING_KEY, billingReducer);
  injectSaga(BILLING_KEY, billingSaga);
  if (options.user !== null) store.dispatch(sessionActions.profileLoaded({ ...testUser, ...options.user }));
  let current: Location | null = null;
  const at = options.at ?? '/subscription';
  const result = render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={{ ...sharedMessages.en, ...messages.en }}>
        <Toasts />
        <MemoryRouter initialEntries={[at]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <NavigatorBridge onLocation={(location) => (current = location)} />
          <Routes>
            <Route path={at} element={ui} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
        </MemoryRouter>
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
