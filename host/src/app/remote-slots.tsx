import { useEffect, type ComponentType } from 'react';
import { KNOWN_REMOTE_SLOTS, type KnownRemoteName } from '../federation/known-routes';
import { PageLoader } from '../routing/PageLoader';
import { framed } from './remote-frame';
import type { RemoteState } from './remote-state';
import { useRemotes } from './RemotesContext';

// One component per (remote, slot), so handing out the slots again never remounts one.
const pending = new Map<string, ComponentType>();

/**
 * A slot of a remote that is not loaded yet: drawing it loads the remote (a spinner meanwhile),
 * then the remote's own component takes its place. Nothing is fetched for a slot never drawn
 * (My Account's tabs are drawn when opened).
 */
function pendingSlot(remote: KnownRemoteName, name: string): ComponentType {
  const key = `${remote}:${name}`;
  const cached = pending.get(key);
  if (cached) return cached;
  function RemoteSlot() {
    const { remotes, retry } = useRemotes();
    const state = remotes.find((r) => r.name === remote);
    const status = state?.status;
    useEffect(() => {
      if (status === 'idle') void retry(remote);
    }, [status, retry]);
    const Offered = status === 'loaded' ? state?.module?.slots?.[name] : undefined;
    if (Offered) {
      const Framed = framed(state?.module?.Frame, Offered);
      return <Framed />;
    }
    return status === 'idle' || status === 'loading' ? <PageLoader /> : null;
  }
  RemoteSlot.displayName = `RemoteSlot(${key})`;
  pending.set(key, RemoteSlot);
  return RemoteSlot;
}

/**
 * Every slot the remotes offer: a loaded remote's own components (in its antd frame), and for a
 * remote not loaded yet the slots it is known to offer (`KNOWN_REMOTE_SLOTS`), which load it
 * when drawn. A failed remote offers none.
 */
export function remoteSlots(remotes: RemoteState[]): Record<string, ComponentType> {
  const slots: Record<string, ComponentType> = {};
  for (const remote of remotes) {
    if (remote.status === 'loaded' && remote.module) {
      const { Frame } = remote.module;
      for (const [name, Component] of Object.entries(remote.module.slots ?? {})) {
        slots[name] = framed(Frame, Component);
      }
    } else if (remote.status === 'idle' || remote.status === 'loading') {
      for (const name of KNOWN_REMOTE_SLOTS[remote.name] ?? []) slots[name] = pendingSlot(remote.name, name);
    }
  }
  return slots;
}
