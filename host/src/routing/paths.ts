/** SPEC.md §9 defaults. */
export const DEFAULT_SIGNED_IN_PATH = '/dashboards/PhoneSheet';
export const PUBLIC_PATH = '/home';
export const NOT_FOUND_PATH = '/error-pages/error-404';

/** SPEC.md §2: the application shell is never shown on these paths. */
export const SHELL_FREE_PREFIXES = ['/subscription', '/payment'];

export function isShellFree(pathname: string): boolean {
  return SHELL_FREE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
