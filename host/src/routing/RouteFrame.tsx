import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { Access } from '@phonesheet/shared';
import { PageLoader } from './PageLoader';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteGuard } from './RouteGuard';

/** One route: error boundary, then the guard, then the (lazy) screen. */
export function RouteFrame({ access, Component }: { access: Access; Component: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <RouteGuard access={access}>
          <Component />
        </RouteGuard>
      </Suspense>
    </RouteErrorBoundary>
  );
}
