/** An expected failure: becomes { msg, errors?, ...extra } with this status. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class ValidationFailed extends HttpError {
  constructor(public readonly errors: string[]) {
    super(400, errors[0] ?? 'Please try again', { errors });
  }
}
