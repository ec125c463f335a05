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

  /** The answer's body: every 400 lists its problems in `errors`, a single one included. */
  body(): Record<string, unknown> {
    const errors = this.statusCode === 400 && !this.extra.errors ? { errors: [this.message] } : {};
    return { msg: this.message, ...errors, ...this.extra };
  }
}

export class ValidationFailed extends HttpError {
  constructor(public readonly errors: string[]) {
    super(400, errors[0] ?? 'Please try again', { errors });
  }
}
