export declare const CHECKED_SINGLETONS: readonly string[];
export interface HostRuntime {
  /** The module contract version the host was built with (MODULE_CONTRACT_VERSION). */
  contract: string;
  /** The version of each checked singleton the host provides. */
  singletons: Record<string, string>;
}
export declare function incompatibilities(manifest: unknown, host: HostRuntime): string[];
