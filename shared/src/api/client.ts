import { ApiError } from './api-error';
import { buildUrl } from './base-url';
import { FALLBACK_ERROR_MESSAGE } from './error-message';
import { currentAccess } from './access-token';
import { refreshAccessToken } from './refresh';
import { notifyUnauthorized } from './unauthorized';

/** The server's answer to a token it no longer accepts (docs/accounts.md). */
export const TOKEN_NOT_VALID = 'Token is not valid';

export interface RequestOptions {
  /** false: send no Authorization header (login, verifyUser, public forms). */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  status: number;
  /** The parsed JSON body (null when the body is empty). */
  data: T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function queryString(params: unknown): string {
  if (!params || typeof params !== 'object') return '';
  const search = new URLSearchParams();
  Object.entries(params as Record<string, unknown>).forEach(([key, value]) => {
    if (value !== undefined && value !== null) search.append(key, String(value));
  });
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function hasTokenNotValid(body: unknown): boolean {
  return !!body && typeof body === 'object' && (body as { msg?: unknown }).msg === TOKEN_NOT_VALID;
}

/** An access token this close to its end is renewed before a call rather than after its 401. */
export const RENEW_BEFORE_MS = 60_000;

/**
 * The access token to send: the one in memory, renewed first when it is about to expire or
 * missing while signed in (an app started offline, now back online: its queued writes go with
 * a fresh token). A refused refresh means the session is over.
 */
async function tokenForCall(): Promise<string | null> {
  const { token, expiresAt, signedIn } = currentAccess();
  const stale = token && expiresAt !== null && expiresAt - Date.now() < RENEW_BEFORE_MS;
  if (!stale && (token || !signedIn)) return token;
  const outcome = await refreshAccessToken();
  if (outcome.kind === 'ok') return outcome.token;
  if (outcome.kind === 'refused') notifyUnauthorized();
  return currentAccess().token;
}

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const withAuth = options.auth !== false;
  const token = withAuth ? await tokenForCall() : null;
  const response = await send(method, path, body, options, token);
  // A 401 to a call made with a token: renewed once (one refresh for every call that meets
  // it), then the call goes again; a second 401, or a refused refresh, ends the session.
  if (response.status === 401 && withAuth && token) {
    const latest = currentAccess().token;
    const retryWith =
      latest && latest !== token
        ? latest
        : await refreshAccessToken().then((o) => (o.kind === 'ok' ? o.token : null));
    if (retryWith) return finish<T>(method, path, await send(method, path, body, options, retryWith), true);
  }
  return finish<T>(method, path, response, !!token);
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = token;
  // GET carries its "body" as query parameters; other methods send JSON, or a Blob as it is
  // (with its own type: a CSV file goes as text/csv, never parsed as one JSON string).
  const isGet = method === 'GET';
  const url = buildUrl(path) + (isGet ? queryString(body) : '');
  // 'include': a front end on another origin of CORS_ORIGINS (development) still gets and sends
  // the refresh cookie on the auth routes (sign-in, profile save, logout); the browser sends it
  // nowhere else (Path=/api/v1/auth).
  const init: RequestInit = { method, headers, signal: options.signal, credentials: 'include' };
  if (!isGet && body instanceof Blob) {
    if (body.type) headers['Content-Type'] = body.type;
    init.body = body;
  } else if (!isGet && body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  try {
    return await window.fetch(url, init);
  } catch (cause) {
    const error = new ApiError(0, null, FALLBACK_ERROR_MESSAGE);
    (error as Error & { cause?: unknown }).cause = cause;
    throw error;
  }
}

async function finish<T>(method: Method, path: string, response: Response, withToken: boolean) {
  const data = await parseBody(response);
  if (hasTokenNotValid(data)) {
    // This message is only logged, as a sign the session needs a log out; the 401 handling acts.
    console.warn(`[api] ${TOKEN_NOT_VALID}: the session needs a log out (${method} ${path})`);
  }
  if (!response.ok) {
    if (response.status === 401 && withToken) notifyUnauthorized();
    throw new ApiError(response.status, data);
  }
  return { status: response.status, data: data as T } as ApiResponse<T>;
}

export const api = {
  get: <T = unknown>(path: string, params?: unknown, options?: RequestOptions) =>
    request<T>('GET', path, params, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, body, options),
};

export type ApiClient = typeof api;
