// The last load error of each remote, kept apart from the registry so the runtime plugin
// (bundled into the federation runtime) stays tiny.
const errors = new Map<string, string>();

export function recordLoadError(remote: string, error: unknown): void {
  errors.set(remote, error instanceof Error ? error.message : String(error));
}

export function takeLoadError(remote: string): string | undefined {
  const message = errors.get(remote);
  errors.delete(remote);
  return message;
}
