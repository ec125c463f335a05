// What a browser may register: the API posts to the endpoint, so it must be a push service's
// https address (never an address inside the deployment's network); keys as RFC 8291 has them.

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * An https URL on a host name. Outside production, http(s) on this machine too: tests and a
 * developer's own push service.
 */
export function endpointAllowed(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (!production && LOOPBACK.has(host)) return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && !LOOPBACK.has(host) && !IP_LITERAL.test(host) && host.includes('.');
}

const bytesOf = (value: string): Buffer | null =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null;

/** An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret, base64url. */
export function keysValid(p256dh: string, auth: string): boolean {
  const key = bytesOf(p256dh);
  const secret = bytesOf(auth);
  return !!key && key.length === 65 && key[0] === 4 && !!secret && secret.length === 16;
}
