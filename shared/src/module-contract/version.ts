import contract from './contract-version.json';

/**
 * The version of the module contract (types.ts): what a remote's `./module` gives the host. Each
 * remote's build declares the one it was built against in its manifest (build/build-metadata.js),
 * and the host mounts a remote only when the major versions match (docs/platform.md
 * "Contracts"). Raise the minor version for an addition the host may ignore, the major version
 * for a change an older host or remote would misread.
 */
export const MODULE_CONTRACT_VERSION: string = contract.version;
