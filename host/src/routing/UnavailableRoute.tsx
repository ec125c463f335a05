import { useRemotes } from '../app/RemotesContext';
import { PageLoader } from './PageLoader';
import { RemoteUnavailable } from './RemoteUnavailable';

/** Retrying replaces the remote's state, which rebuilds the route table with its real routes. */
export function UnavailableRoute({ remote }: { remote: string }) {
  const { retry, remotes } = useRemotes();
  // Still loading: a spinner, never a redirect or the unavailable panel.
  if (remotes.find((r) => r.name === remote)?.status === 'loading') return <PageLoader />;
  return (
    <RemoteUnavailable
      name={remote}
      onRetry={async () => {
        const next = await retry(remote);
        if (next?.status !== 'loaded') throw new Error(next?.error ?? 'still unavailable');
      }}
    />
  );
}
