import { createPublicKey } from 'node:crypto';
import {
  ipLiteral,
  isLoopbackAddress,
  isPublicAddress,
  type ResolvedAddress,
  type Resolver,
} from '../../lib/public-address';

// What a browser may register: the API posts to the endpoint, so it must be a push service's
// https address on the public internet (never an address inside the deployment's network:
// docs/security.md, "Push endpoints"); keys as RFC 8291 has them.

/** The names of this machine, allowed outside production for a local push service (tests). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Special-use names that never lead to the public internet (RFC 6761, 6762, 8375; ICANN's .internal). */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'invalid'];

/** The host as DNS knows it: lower case, without the root's trailing dot ("localhost." is localhost). */
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/\.$/, '');

/**
 * The development exception: outside production, a push service on this machine, http or
 * https, named exactly so ("localhost." or "a.localhost" are not it).
 */
const localException = (url: URL, production: boolean) =>
  !production &&
  LOOPBACK.has(url.hostname.toLowerCase()) &&
  (url.protocol === 'https:' || url.protocol === 'http:');

function urlOf(endpoint: string): URL | null {
  try {
    const url = new URL(endpoint);
    return url.username || url.password ? null : url;
  } catch {
    return null;
  }
}

/**
 * What the text alone says: an https URL on a public-looking host name with at least two labels
 * (no IP address, no localhost or *.localhost, no .local, .internal, .home.arpa). Outside
 * production, http(s) on this machine too (the development exception).
 */
export function endpointAllowed(endpoint: string, production: boolean): boolean {
  const url = urlOf(endpoint);
  if (!url) return false;
  if (localException(url, production)) return true;
  const host = hostOf(url);
  return (
    url.protocol === 'https:' &&
    !ipLiteral(url.hostname) &&
    host.includes('.') &&
    !PRIVATE_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`))
  );
}

export type EndpointAddress =
  | { address: ResolvedAddress }
  /** The text, or an address its name has, is not a public one: never to be sent to. */
  | { refused: string }
  /** The name did not resolve now (it may later). */
  | { failed: string };

/**
 * The address to connect to for a push to `endpoint`, checked now: every address DNS gives its
 * host must be public (one private answer among public ones refuses it: a second lookup could
 * pick that one). Under the development exception, every answer must be this machine's.
 * The sender connects to the address returned, never looking the name up again.
 */
export async function endpointAddress(
  endpoint: string,
  production: boolean,
  resolve: Resolver,
): Promise<EndpointAddress> {
  const url = urlOf(endpoint);
  if (!url || !endpointAllowed(endpoint, production)) return { refused: 'not an https push service URL' };
  const allowed = localException(url, production) ? isLoopbackAddress : isPublicAddress;
  const literal = ipLiteral(url.hostname);
  let addresses: ResolvedAddress[];
  try {
    addresses = literal ? [literal] : await resolve(hostOf(url));
  } catch (err) {
    return { failed: `${hostOf(url)} did not resolve: ${(err as { code?: string }).code ?? String(err)}` };
  }
  if (addresses.length === 0) return { failed: `${hostOf(url)} has no address` };
  const inside = addresses.find((a) => !allowed(a.address));
  if (inside) return { refused: `${hostOf(url)} resolves to ${inside.address}, not a public address` };
  return { address: addresses[0]! };
}

const bytesOf = (value: string): Buffer | null =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null;

/** A point on P-256: OpenSSL refuses coordinates that are not on the curve. */
function onP256(key: Buffer): boolean {
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: key.subarray(1, 33).toString('base64url'),
        y: key.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/** An uncompressed P-256 point (65 bytes, 0x04 first, on the curve) and a 16-byte secret, base64url. */
export function keysValid(p256dh: string, auth: string): boolean {
  const key = bytesOf(p256dh);
  const secret = bytesOf(auth);
  return !!key && key.length === 65 && key[0] === 4 && onP256(key) && !!secret && secret.length === 16;
}
