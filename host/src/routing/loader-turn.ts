import { useId, useLayoutEffect, useSyncExternalStore } from 'react';

/*
 * One loader at a time (issue 32). While a signed-in page loads, several suspense fallbacks
 * (the overlays' chunk, the route guard waiting for the session, the page's code) and antd's
 * full-page loader can be up together: two spinners. Each page loader takes a turn here; only
 * the first draws, and none while the full-page loader shows. Claims are made in layout
 * effects, so the switch happens before the browser paints.
 */
const pageLoaders: string[] = [];
let fullPageLoaders = 0;
const listeners = new Set<() => void>();

function changed() {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether this page loader is the one that draws its spinner. */
export function usePageLoaderTurn(): boolean {
  const id = useId();
  useLayoutEffect(() => {
    pageLoaders.push(id);
    changed();
    return () => {
      pageLoaders.splice(pageLoaders.indexOf(id), 1);
      changed();
    };
  }, [id]);
  return useSyncExternalStore(
    subscribe,
    () => fullPageLoaders === 0 && (pageLoaders.length === 0 || pageLoaders[0] === id),
    () => true,
  );
}

/** The full-page loader is shown: page loaders step back while it is. */
export function useFullPageLoaderClaim(shown: boolean): void {
  useLayoutEffect(() => {
    if (!shown) return undefined;
    fullPageLoaders += 1;
    changed();
    return () => {
      fullPageLoaders -= 1;
      changed();
    };
  }, [shown]);
}
