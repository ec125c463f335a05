import { accessRenewed } from './access-token';
import { buildUrl } from './base-url';

/**
 * Renewing the in-memory access token with the HttpOnly refresh cookie (POST /auth/refresh;
 * docs/security.md, "Sessions and tokens").
 *
 * The server rotates the cookie on every use and ends the session when an old one comes back,
 * so two refreshes must never send the same cookie: within a tab one refresh runs at a time
 * (single flight), and across the tabs of a browser the Web Locks API runs them one after the
 * other, each with the cookie the previous one left. (Without Web Locks, the server's grace
 * for the token just replaced covers two tabs that meet.)
 */
export type RefreshOutcome =
  | { kind: 'ok'; token: string }
  /** The cookie is missing, expired, or its session ended: signed out. */
  | { kind: 'refused' }
  /** No answer (offline, or the API down behind its proxy): the session may well be fine. */
  | { kind: 'unreachable' };

export const REFRESH_LOCK = 'phonesheet.refresh';

interface TokenAnswer {
  data?: { accessToken?: string; expiresIn?: number };
}

async function post(path: string, headers: Record<string, string> = {}): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await window.fetch(buildUrl(path), {
      method: 'POST',
      // The cookie goes with it; a front end on another origin (development) needs 'include'.
      credentials: 'include',
      headers: { Accept: 'application/json', ...headers },
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if ([0, 502, 503, 504].includes(response.status)) return { kind: 'unreachable' };
  if (!response.ok) return { kind: 'refused' };
  let body: TokenAnswer | null = null;
  try {
    body = JSON.parse(await response.text()) as TokenAnswer;
  } catch {
    body = null;
  }
  const token = body?.data?.accessToken;
  if (!token) return { kind: 'refused' };
  accessRenewed(token, body?.data?.expiresIn ?? 0);
  return { kind: 'ok', token };
}

/** Runs `work` holding the browser-wide refresh lock when the browser has Web Locks. */
function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return work();
  return locks.request(REFRESH_LOCK, work) as Promise<T>;
}

let inFlight: Promise<RefreshOutcome> | null = null;

/** One refresh at a time in this tab; callers that come meanwhile share its outcome. */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  if (!inFlight) {
    inFlight = acrossTabs(() => post('auth/refresh')).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/**
 * Trades an earlier version's 12-hour token (found in localStorage) once for the refresh cookie
 * and a short access token (POST /auth/exchangeToken); the server voids the old token.
 */
export function exchangeLegacyToken(legacyToken: string): Promise<RefreshOutcome> {
  return acrossTabs(() => post('auth/exchangeToken', { Authorization: legacyToken }));
}
