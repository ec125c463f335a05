declare global {
  interface Window {
    /** Runtime configuration written by the host's index.html / config script. */
    __PHONESHEET_CONFIG__?: { apiBaseUrl?: string; [key: string]: unknown };
  }
}

export const DEFAULT_API_BASE_URL = '/api/v1';

let explicitBaseUrl: string | null = null;

/** Overrides the base URL (pass null to go back to the configured default). */
export function setApiBaseUrl(url: string | null): void {
  explicitBaseUrl = url;
}

export function getApiBaseUrl(): string {
  if (explicitBaseUrl) return explicitBaseUrl;
  const configured = typeof window === 'undefined' ? undefined : window.__PHONESHEET_CONFIG__?.apiBaseUrl;
  return configured ?? DEFAULT_API_BASE_URL;
}

/** Joins base and path with exactly one slash; absolute URLs are kept as they are. */
export function buildUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${getApiBaseUrl().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
