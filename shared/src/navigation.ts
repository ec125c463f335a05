/** Navigation from outside React (sagas): the host registers react-router's `navigate`. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Navigator = (path: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

/** Registers the app's navigate function; returns a function that unregisters it. */
export function registerNavigator(fn: Navigator): () => void {
  navigator = fn;
  return () => {
    if (navigator === fn) navigator = null;
  };
}

/**
 * Goes to `path` through the registered navigator. Without one (a shell that has not
 * mounted its router yet) it changes the history and tells the router with a popstate.
 */
export function navigateTo(path: string, options?: NavigateOptions): void {
  if (navigator) {
    navigator(path, options);
    return;
  }
  if (options?.replace) window.history.replaceState(options.state ?? null, '', path);
  else window.history.pushState(options?.state ?? null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: options?.state ?? null }));
}
