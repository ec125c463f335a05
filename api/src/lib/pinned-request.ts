import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './public-address';

// An HTTP(S) request to a URL whose host was checked (lib/public-address.ts): the socket goes to
// the address that was checked, never to one a second DNS answer gives (DNS rebinding). TLS
// still names the host (SNI) and checks its certificate for it; Host is the URL's.

/** A lookup that answers every question with the one checked address. */
function pinnedLookup(to: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [to]);
    else callback(null, to.address, to.family);
  };
}

export interface PinnedRequest {
  method: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  timeoutMs: number;
}

/**
 * Sends the request to `address` and resolves with the answer's status once its body is read.
 * One connection per request (no pool: a pooled socket could be one made for another address);
 * no redirect is followed.
 */
export function pinnedRequest(url: URL, address: ResolvedAddress, req: PinnedRequest): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: req.method,
        headers: req.headers,
        lookup: pinnedLookup(address),
        agent: false,
        signal: AbortSignal.timeout(req.timeoutMs),
      },
      (res) => {
        res.on('error', reject);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.resume();
      },
    );
    request.on('error', reject);
    request.end(req.body);
  });
}
