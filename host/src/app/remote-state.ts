import type { RemoteModule } from '@phonesheet/shared';
import type { RemoteState } from '../federation/remote-registry';

export type { RemoteState };

export type RetryRemote = (name: string) => Promise<RemoteState | undefined>;

export function loadedModules(remotes: RemoteState[]): RemoteModule[] {
  return remotes.flatMap((r) => (r.status === 'loaded' && r.module ? [r.module] : []));
}
