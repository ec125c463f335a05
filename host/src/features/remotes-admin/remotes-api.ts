import { api } from '@phonesheet/shared';

/** A version in the store with its build metadata (scripts/remotes/store.mjs, build/build-metadata.js). */
export interface PublishedVersion {
  version: string;
  contract?: string;
  commit?: string;
  builtAt?: string;
}

export interface RegistryRow {
  remote: string;
  live: string | null;
  last: { action: string; by: string; at: string; from: string | null; to: string | null } | null;
  versions: PublishedVersion[];
}

export interface LoadFailureCount {
  remote: string;
  version: string;
  kind: string;
  lastReason: string;
  failures: number;
  lastAt: string;
}

export interface RemotesStatus {
  environment: string | null;
  remotes: RegistryRow[];
  loadFailures: LoadFailureCount[];
}

// The operator routes of the remotes registry (docs/platform.md "Remote registry").
export const remotesApi = {
  status: async () => (await api.get<{ data: RemotesStatus }>('operators/remotes')).data.data,
  promote: (remote: string, version: string) => api.post(`operators/remotes/${remote}/promote`, { version }),
  rollback: (remote: string) => api.post(`operators/remotes/${remote}/rollback`),
};
