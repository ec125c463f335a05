import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  selectLoaderCount,
  selectSessionStatus,
  selectToasts,
  tokenStorage,
  useAppSelector,
} from '@phonesheet/shared';
import { PUBLIC_PATH } from '../routing/paths';

const AntdProviders = lazy(() => import('./AntdProviders'));

/** Pages drawn without antd (docs/shell.md "First load"): the landing page and its redirect. */
export const ANTD_FREE_PATHS: ReadonlySet<string> = new Set(['/', PUBLIC_PATH]);

/**
 * Renders its children inside antd's providers once anything needs antd: a page other than the
 * landing page, a toast, a loader or a session being restored. Until then (a visitor on the landing
 * page) antd is never downloaded. Once loaded it stays, so later pages are not remounted again.
 */
export function AntdGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const toasts = useAppSelector(selectToasts).length;
  const loaders = useAppSelector(selectLoaderCount);
  // A stored token is being checked (the full-page loader shows); a visitor has none to check.
  const restoring = useAppSelector(selectSessionStatus) === 'loading' && !!tokenStorage.get();
  const needed = !ANTD_FREE_PATHS.has(pathname) || toasts > 0 || loaders > 0 || restoring;
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  if (!wanted) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}
