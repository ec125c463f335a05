import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, useAppSelector } from '@phonesheet/shared';
import { HostAntdFrame } from '../app/HostAntd';
import { PageLoader } from '../routing/PageLoader';
import { isShellFree } from '../routing/paths';

// The layout (menus, drawers, customiser) is fetched when someone signs in, not by visitors.
const AppLayout = lazy(async () => ({ default: (await import('./AppLayout')).AppLayout }));

/** The shell only for signed-in users, never on /subscription or /payment. */
export function AppShell() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const { pathname } = useLocation();
  if (!authenticated || isShellFree(pathname)) return <Outlet />;
  return (
    <HostAntdFrame>
      <Suspense fallback={<PageLoader />}>
        <AppLayout>
          <Outlet />
        </AppLayout>
      </Suspense>
    </HostAntdFrame>
  );
}
