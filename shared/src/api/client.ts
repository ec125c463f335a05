import { ApiError } from './api-error';
import { buildUrl } from './base-url';
import { FALLBACK_ERROR_MESSAGE } from './error-message';
import { tokenStorage } from './token-storage';
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

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const token = options.auth === false ? null : tokenStorage.get();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = token;
  // GET carries its "body" as query parameters; other methods send JSON, or a Blob as it is
  // (with its own type: a CSV file goes as text/csv, never parsed as one JSON string).
  const isGet = method === 'GET';
  const url = buildUrl(path) + (isGet ? queryString(body) : '');
  const init: RequestInit = { method, headers, signal: options.signal };
  if (!isGet && body instanceof Blob) {
    if (body.type) headers['Content-Type'] = body.type;
    init.body = body;
  } else if (!isGet && body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await window.fetch(url, init);
  } catch (cause) {
    const error = new ApiError(0, null, FALLBACK_ERROR_MESSAGE);
    (error as Error & { cause?: unknown }).cause = cause;
    throw error;
  }

  const data = await parseBody(response);
  if (hasTokenNotValid(data)) {
    // This message is only logged, as a sign the session needs a log out; the 401 handling acts.
    console.warn(`[api] ${TOKEN_NOT_VALID}: the session needs a log out (${method} ${path})`);
  }
  if (!response.ok) {
    if (response.status === 401 && token) notifyUnauthorized();
    throw new ApiError(response.status, data);
  }
  return { status: response.status, data: data as T };
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
