import { useId, useLayoutEffect, useState } from 'react';

/*
 * One loader at a time (issue 32). While a signed-in page loads, several suspense fallbacks
 * (the overlays' chunk, the route guard waiting for the session, the page's code) and antd's
 * full-page loader can be up together: two spinners. Each page loader takes a turn here; only
 * the first draws, and none while the full-page loader shows. Claims and turns are settled in
 * layout effects, so the switch happens before the browser paints.
 */
const pageLoaders: string[] = [];
let fullPageLoaders = 0;
const listeners = new Set<() => void>();

function changed() {
  listeners.forEach((listener) => listener());
}

/**
 * Whether this page loader is the one that draws its spinner. Decided in a layout effect, not
 * during render: loaders mounted in the same commit would each see none before them and both
 * draw for a frame (a store subscription only starts after the paint).
 */
export function usePageLoaderTurn(): boolean {
  const id = useId();
  const [drawn, setDrawn] = useState(false);
  useLayoutEffect(() => {
    const update = () => setDrawn(fullPageLoaders === 0 && pageLoaders[0] === id);
    pageLoaders.push(id);
    listeners.add(update);
    changed();
    return () => {
      listeners.delete(update);
      pageLoaders.splice(pageLoaders.indexOf(id), 1);
      changed();
    };
  }, [id]);
  return drawn;
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
