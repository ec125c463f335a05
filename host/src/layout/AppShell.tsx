import { Outlet, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, useAppSelector } from '@phonesheet/shared';
import { isShellFree } from '../routing/paths';
import { AppLayout } from './AppLayout';

/** The shell only for signed-in users, never on /subscription or /payment (SPEC.md §2). */
export function AppShell() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const { pathname } = useLocation();
  if (!authenticated || isShellFree(pathname)) return <Outlet />;
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
