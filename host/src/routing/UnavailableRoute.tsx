import { lazy, useEffect } from 'react';
import { HostAntdFrame } from '../app/HostAntd';
import { useRemotes } from '../app/RemotesContext';
import { PageLoader } from './PageLoader';

const RemoteUnavailable = lazy(async () => ({
  default: (await import('./RemoteUnavailable')).RemoteUnavailable,
}));

/**
 * A route of a remote that is not loaded. A deferred remote (idle) starts loading here, the
 * first time one of its routes is opened; loading shows a spinner; a failure the retry panel.
 * Loading replaces the remote's state, which rebuilds the route table with its real routes.
 */
export function UnavailableRoute({ remote }: { remote: string }) {
  const { retry, remotes } = useRemotes();
  const status = remotes.find((r) => r.name === remote)?.status;
  useEffect(() => {
    if (status === 'idle') void retry(remote);
  }, [status, remote, retry]);
  // Still loading: a spinner, never a redirect or the unavailable panel.
  if (status === 'loading' || status === 'idle') return <PageLoader />;
  return (
    <HostAntdFrame>
      <RemoteUnavailable
        name={remote}
        onRetry={async () => {
          const next = await retry(remote);
          if (next?.status !== 'loaded') throw new Error(next?.error ?? 'still unavailable');
        }}
      />
    </HostAntdFrame>
  );
}
