import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordLoadError } from './load-errors';
import { takeManifest } from './read-manifests';

/**
 * Module Federation runtime plugin:
 * - the manifest the registry has just read is answered from memory (read-manifests.ts);
 * - a remote whose manifest declares another module contract or singleton ranges this host does
 *   not meet is refused before its entry script runs (contract-check.ts, fetched with the first
 *   remote), so it never runs against the wrong store;
 * - when a remote's manifest, entry or module cannot be loaded, or was refused, a module without
 *   a default export is answered instead of throwing, so the rest of the app keeps working; the
 *   registry turns that into a "this section is unavailable" state.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'phonesheet-offline-remote',
    fetch(url) {
      const text = takeManifest(url);
      if (text === undefined) return;
      return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
    },
    async loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const { refusalOf } = await import(/* webpackChunkName: "contract-check" */ './contract-check');
      const refusal = refusalOf(args.manifestJson);
      if (refusal) throw new Error(refusal);
      return args;
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      const remoteName = id.split('/')[0];
      recordLoadError(remoteName, error);
      console.warn(`[federation] remote "${remoteName}" failed at ${lifecycle}`, error);
      return { default: null, __offline: true };
    },
  };
}
