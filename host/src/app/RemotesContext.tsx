import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RemoteState, RetryRemote } from './remote-state';

interface RemotesValue {
  remotes: RemoteState[];
  /** Loads the remote again and re-renders everything that depends on it. */
  retry: (name: string) => Promise<RemoteState | undefined>;
}

const RemotesContext = createContext<RemotesValue>({
  remotes: [],
  retry: async () => undefined,
});

export function RemotesProvider({
  initial,
  retryRemote,
  children,
}: {
  initial: RemoteState[];
  retryRemote?: RetryRemote;
  children: ReactNode;
}) {
  const [remotes, setRemotes] = useState(initial);
  // The registry publishes every load, failure and retry; follow it.
  useEffect(() => setRemotes(initial), [initial]);

  const retry = useCallback(
    async (name: string) => {
      if (!retryRemote) return undefined;
      const next = await retryRemote(name);
      if (next) setRemotes((list) => list.map((r) => (r.name === name ? next : r)));
      return next;
    },
    [retryRemote],
  );

  const value = useMemo(() => ({ remotes, retry }), [remotes, retry]);
  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

export function useRemotes(): RemotesValue {
  return useContext(RemotesContext);
}
