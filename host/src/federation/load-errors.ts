// The last load error of each remote, kept apart from the registry so the runtime plugin
// (bundled into the federation runtime) stays tiny.
const errors = new Map<string, string>();

/** Starts every refusal (contract-check.ts), so a refused remote can be told from a failed load. */
export const REFUSED = 'refused: ';

/** The refusal in a load error's message (the federation runtime may wrap it), if it is one. */
export function refusalIn(message: string): string | undefined {
  const at = message.indexOf(REFUSED);
  return at < 0 ? undefined : message.slice(at);
}

export function recordLoadError(remote: string, error: unknown): void {
  errors.set(remote, error instanceof Error ? error.message : String(error));
}

export function takeLoadError(remote: string): string | undefined {
  const message = errors.get(remote);
  errors.delete(remote);
  return message;
}
