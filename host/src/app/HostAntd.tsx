import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  selectLoaderCount,
  selectSessionStatus,
  selectToasts,
  mayHaveSession,
  useAppSelector,
} from '@phonesheet/shared';
import { PageLoader } from '../routing/PageLoader';
import { PUBLIC_PATH } from '../routing/paths';

// The host's antd is fetched with the first thing the host draws with it (docs/shell.md "First
// load"): a host page other than the landing page, the signed-in layout, a toast or the loader.
const AntdProviders = lazy(() => import('./AntdProviders'));
const Overlays = lazy(async () => ({ default: (await import('./AntdProviders')).AntdOverlays }));

/** Host pages drawn without antd: the landing page and its redirect. */
export const ANTD_FREE_PATHS: ReadonlySet<string> = new Set(['/', PUBLIC_PATH]);

/** The host's antd providers around `children` (a host page, the signed-in layout). */
export function HostAntdFrame({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}

/**
 * The toasts and the full-page loader, beside the routes: fetched the first time a toast, a
 * loader or a stored session being checked needs them, and kept. Beside, not around, the page:
 * a toast on the sign-in page must not remount the form someone is typing in.
 */
export function AntdOverlays() {
  const toasts = useAppSelector(selectToasts).length;
  const loaders = useAppSelector(selectLoaderCount);
  // A session is being restored (the full-page loader shows); a visitor has none to restore.
  const restoring = useAppSelector(selectSessionStatus) === 'loading' && mayHaveSession();
  const needed = toasts > 0 || loaders > 0 || restoring;
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={restoring ? <PageLoader /> : null}>
      <Overlays />
    </Suspense>
  );
}
