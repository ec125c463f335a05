import { bodyMessage, FALLBACK_ERROR_MESSAGE } from './error-message';

/** A non-2xx answer (status > 0) or a request that never got one (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? bodyMessage(body) ?? FALLBACK_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
