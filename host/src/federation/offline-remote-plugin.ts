import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordLoadError } from './load-errors';

/**
 * Module Federation runtime plugin: when a remote's manifest, entry or module cannot be loaded,
 * answer a module without a default export instead of throwing, so the rest of the app keeps
 * working; the registry turns that into a "this section is unavailable" state.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'phonesheet-offline-remote',
    async errorLoadRemote({ id, error, lifecycle }) {
      const remoteName = id.split('/')[0];
      recordLoadError(remoteName, error);
      console.warn(`[federation] remote "${remoteName}" failed at ${lifecycle}`, error);
      return { default: null, __offline: true };
    },
  };
}
