import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * At every route change, has the registry read remotes.json again (`refreshRemotes`): a remote
 * promoted or rolled back since (`pnpm remotes`) is loaded from its new address the next time
 * one of its routes or slots shows, without a reload (docs/deployment.md "How fast users get it").
 */
export function RemotesRefresher({ refresh }: { refresh?: () => Promise<void> }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first route is the page load, which has just read remotes.json.
    if (first.current) {
      first.current = false;
      return;
    }
    void refresh?.();
  }, [pathname, refresh]);
  return null;
}
