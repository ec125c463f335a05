import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordLoadError } from './load-errors';
import { takeManifest } from './read-manifests';

/**
 * Module Federation runtime plugin: when a remote's manifest, entry or module cannot be loaded,
 * answer a module without a default export instead of throwing, so the rest of the app keeps
 * working; the registry turns that into a "this section is unavailable" state. The manifest the
 * registry has just read is answered from memory (read-manifests.ts).
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'phonesheet-offline-remote',
    fetch(url) {
      const text = takeManifest(url);
      if (text === undefined) return;
      return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      const remoteName = id.split('/')[0];
      recordLoadError(remoteName, error);
      console.warn(`[federation] remote "${remoteName}" failed at ${lifecycle}`, error);
      return { default: null, __offline: true };
    },
  };
}
