import contract from '../../../shared/src/module-contract/contract-version.json';
import { incompatibilities } from '../../../build/remote-compatibility.cjs';
import { REFUSED } from './load-errors';

declare const __HOST_SINGLETONS__: Record<string, string>;

/** What this host runs: its module contract and the singletons it provides (build/webpack.app.js). */
export const HOST_RUNTIME = { contract: contract.version, singletons: __HOST_SINGLETONS__ };

/** Why this host must not mount the remote of `manifest`, or undefined when it may. */
export function refusalOf(manifest: unknown): string | undefined {
  const reasons = incompatibilities(manifest, HOST_RUNTIME);
  return reasons.length ? `${REFUSED}${reasons.join('; ')}` : undefined;
}
