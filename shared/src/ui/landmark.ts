import { useLayoutEffect, useRef, useState } from 'react';

/**
 * For a page drawn both inside the shell (whose content is the page's `<main>`) and alone (an
 * error page signed out, an invitation): `role="main"` only when no landmark encloses it, so the
 * page has exactly one main landmark either way.
 */
export function useMainLandmark<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [alone, setAlone] = useState(false);
  useLayoutEffect(() => {
    setAlone(!ref.current?.parentElement?.closest('main, [role="main"]'));
  }, []);
  return { ref, role: alone ? ('main' as const) : undefined };
}
