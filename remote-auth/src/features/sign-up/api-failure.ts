import { errorMessage } from '@phonesheet/shared';

export function failureStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

function failureBody(error: unknown): unknown {
  return (error as { body?: unknown } | null)?.body;
}

/** A refused registration's toast: first entry of the error list, else the server message, else the fallback. */
export function firstErrorText(error: unknown): string {
  const errors = (failureBody(error) as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const first: unknown = errors[0];
    if (typeof first === 'string' && first) return first;
    const nested = (first as { msg?: unknown; message?: unknown } | null) ?? {};
    if (typeof nested.msg === 'string' && nested.msg) return nested.msg;
    if (typeof nested.message === 'string' && nested.message) return nested.message;
  }
  return errorMessage(error);
}
