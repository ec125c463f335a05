/** Where signed-in and signed-out visitors land, and the not-found page. */
export const DEFAULT_SIGNED_IN_PATH = '/dashboards/PhoneSheet';
export const PUBLIC_PATH = '/home';
export const NOT_FOUND_PATH = '/error-pages/error-404';

/** The application shell (sidebar, top bar) is never shown on these paths. */
export const SHELL_FREE_PREFIXES = ['/subscription', '/payment'];

export function isShellFree(pathname: string): boolean {
  return SHELL_FREE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
