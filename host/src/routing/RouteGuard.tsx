import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import {
  SUBSCRIPTION_PATH,
  selectIsSubscribed,
  selectRole,
  selectSessionStatus,
  useAppSelector,
  type Access,
} from '@phonesheet/shared';
import { roleAllows } from './access';
import { PageLoader } from './PageLoader';
import { DEFAULT_SIGNED_IN_PATH, PUBLIC_PATH } from './paths';

// Error pages (antd Result) are fetched when shown, not with every page.
const Error403 = lazy(async () => ({ default: (await import('../pages/errors/Error403')).Error403 }));

/** Who may see a route (public, signed-out only, payment, or a role), and where the others go. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const role = useAppSelector(selectRole);
  const subscribed = useAppSelector(selectIsSubscribed);

  if (access === 'public') return <>{children}</>;
  // Never redirect on a guess: wait until the stored token has been checked.
  if (status === 'loading') return <PageLoader />;

  const signedIn = status === 'authenticated';
  if (access === 'public-only') {
    // A company without a subscription is sent where sign-in sends it (/subscription), so this
    // redirect and the session saga's never pull in two directions.
    if (!signedIn) return <>{children}</>;
    return <Navigate to={subscribed ? DEFAULT_SIGNED_IN_PATH : SUBSCRIPTION_PATH} replace />;
  }
  if (!signedIn) return <Navigate to={PUBLIC_PATH} replace />;
  if (access === 'payment') return <>{children}</>;
  return roleAllows(role, access.role) ? (
    <>{children}</>
  ) : (
    <Suspense fallback={<PageLoader />}>
      <Error403 />
    </Suspense>
  );
}
