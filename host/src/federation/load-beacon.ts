import { buildUrl } from '@phonesheet/shared';

export interface LoadFailure {
  remote: string;
  version?: string;
  manifestUrl: string;
  reason: string;
}

/**
 * Tells the API that a remote failed to load in this browser (the operator page's load health,
 * docs/platform.md "Remote registry"): a beacon, which outlives the page and never delays it.
 * Nothing is retried; a beacon that cannot leave (offline) is simply lost.
 */
export function reportLoadFailure(failure: LoadFailure): void {
  const body = JSON.stringify({ ...failure, reason: failure.reason.slice(0, 300) });
  const url = buildUrl('remotes/load-failures');
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => undefined);
  } catch {
    // a beacon must never break the page
  }
}
