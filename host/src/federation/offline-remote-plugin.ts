import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordLoadError } from './load-errors';
import { takeManifest } from './read-manifests';

type LoadSnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadSnapshot']>>[0];

/**
 * The runtime remembers the first address each remote was loaded from (the host snapshot's
 * `remotesInfo[name].matchedVersion`) and answers a remote registered again at another address
 * (a promotion, a rollback, a version written into remotes.json by hand) with the snapshot of
 * that first address: the old build's files, and never the new manifest, so the contract check
 * below never saw it (a remote of another contract mounted in Chromium). Here the remembered
 * address follows the registered one, and a snapshot of another address is dropped, so the
 * runtime reads the manifest at the registered address and the check runs on it.
 */
function followRegisteredEntry(args: LoadSnapshotArgs): LoadSnapshotArgs {
  const entry = 'entry' in args.moduleInfo ? args.moduleInfo.entry : undefined;
  const host = args.hostGlobalSnapshot;
  const remembered = host && 'remotesInfo' in host ? host.remotesInfo[args.moduleInfo.name] : undefined;
  if (!entry || !remembered || remembered.matchedVersion === entry) return args;
  remembered.matchedVersion = entry;
  return { ...args, remoteSnapshot: undefined };
}

/**
 * Module Federation runtime plugin:
 * - the manifest the registry has just read is answered from memory (read-manifests.ts);
 * - a remote registered at a new address is read from that address's manifest (above);
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
    loadSnapshot: followRegisteredEntry,
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
