/** Listeners told when a call made with a token gets 401 (the session saga subscribes). */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyUnauthorized(): void {
  [...listeners].forEach((listener) => listener());
}
