import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location } from 'react-router-dom';
import { registerNavigator } from '../navigation';
import type { AppStore } from '../store/root-state';
import { renderWithStore } from './render-with-store';

export interface RenderWithRouterOptions {
  store: AppStore;
  messages?: Record<string, string>;
  /** Where the router starts, e.g. '/verify-account?token=abc'. */
  at?: string;
  /** Path pattern of `ui` (default: the path of `at`); other paths render a marker so navigation is visible. */
  path?: string;
  /** More routes, e.g. the sign-in page a flow ends on. */
  routes?: Record<string, ReactElement>;
  /** A package's own providers around the router. */
  wrap?: (router: ReactElement) => ReactElement;
}

/** Wires navigateTo (sagas) to the MemoryRouter and reports where it is. */
function NavigatorBridge({ onLocation }: { onLocation: (location: Location) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => registerNavigator((path, options) => navigate(path, options)), [navigate]);
  useEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return null;
}

/** Mounts `ui` at `at` with the store, texts and a MemoryRouter; `location()` tells where navigation led. */
export function renderWithRouter(ui: ReactElement, options: RenderWithRouterOptions) {
  const { store, messages = {}, at = '/', routes = {}, wrap = (router) => router } = options;
  let current: Location | null = null;
  const router = (
    <MemoryRouter initialEntries={[at]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <NavigatorBridge onLocation={(location) => (current = location)} />
      <Routes>
        <Route path={options.path ?? at.split('?')[0]} element={ui} />
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<div data-testid="elsewhere" />} />
      </Routes>
    </MemoryRouter>
  );
  const result = renderWithStore(wrap(router), store, messages);
  return {
    ...result,
    store,
    location: (): Location => {
      if (!current) throw new Error('router not mounted');
      return current;
    },
  };
}
