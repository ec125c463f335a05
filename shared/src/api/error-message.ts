export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

function firstError(errors: unknown): string | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first: unknown = errors[0];
  if (typeof first === 'string') return first || undefined;
  if (first && typeof first === 'object') {
    const entry = first as { msg?: unknown; message?: unknown };
    if (typeof entry.msg === 'string' && entry.msg) return entry.msg;
    if (typeof entry.message === 'string' && entry.message) return entry.message;
  }
  return undefined;
}

/** The message of an answer body: `msg`, else `message`, else the first of `errors`. */
export function bodyMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body || undefined;
  if (!body || typeof body !== 'object') return undefined;
  const { msg, message, errors } = body as { msg?: unknown; message?: unknown; errors?: unknown };
  if (typeof msg === 'string' && msg) return msg;
  if (typeof message === 'string' && message) return message;
  return firstError(errors);
}

/**
 * The one normaliser of error texts for toasts and forms: an ApiError already carries its body's message; any
 * other error or body gives msg | message | errors[0], else "Something went wrong".
 */
export function errorMessage(error: unknown): string {
  return bodyMessage(error) ?? FALLBACK_ERROR_MESSAGE;
}
