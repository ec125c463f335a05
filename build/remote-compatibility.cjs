// Whether a remote's build may be mounted in a host: the one check of the host's federation
// runtime (host/src/federation/contract-check.ts, before the remote's entry runs) and of
// `pnpm remotes promote` (scripts/remotes/), so neither can let through what the other refuses.
const satisfies = require('semver/functions/satisfies');
const valid = require('semver/functions/valid');
const major = require('semver/functions/major');

/** The singletons whose ranges are checked: a second copy of any of them splits the store or the UI. */
const CHECKED_SINGLETONS = ['react', 'react-dom', 'react-redux', 'redux-saga', 'antd', '@phonesheet/shared'];

/**
 * The reasons a remote's manifest (mf-manifest.json, with `metaData.phonesheet` from
 * build/build-metadata.js) cannot run in a host of module contract `host.contract` providing
 * `host.singletons` (name → version); none when it can. Module contracts match when their major
 * versions do; each checked singleton must be shared as a singleton, and the host's version must
 * meet the range the remote was built to require.
 */
function incompatibilities(manifest, host) {
  const reasons = [];
  const declared = manifest?.metaData?.phonesheet?.contract;
  if (!declared || !valid(declared)) reasons.push('it declares no module contract version');
  else if (major(declared) !== major(host.contract))
    reasons.push(`module contract ${declared}, the host runs ${host.contract}`);
  const shared = new Map((manifest?.shared ?? []).map((entry) => [entry.name, entry]));
  for (const name of CHECKED_SINGLETONS) {
    const entry = shared.get(name);
    const provided = host.singletons[name];
    if (!entry?.singleton) reasons.push(`${name} is not shared as a singleton`);
    else if (provided && entry.requiredVersion && !satisfies(provided, entry.requiredVersion))
      reasons.push(`${name} ${entry.requiredVersion} required, the host provides ${provided}`);
  }
  return reasons;
}

module.exports = { CHECKED_SINGLETONS, incompatibilities };
