import { createECDH, createPublicKey, hkdfSync, randomBytes, verify, createDecipheriv } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A browser's side of Web Push, in the test: its subscription keys, and a local HTTP server
// that plays the push service, keeping what the API sends. decrypt() opens a push as the
// browser would (RFC 8291 aes128gcm over RFC 8188), checkVapid() checks its signed JWT
// (RFC 8292). Nothing here comes from web-push: a wrong encryption there fails here.

/** A browser's subscription keys (p256dh: P-256 public key; auth: 16-byte secret). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

/** The plaintext of an aes128gcm push body, decrypted with the subscription's keys. */
export function decrypt(body: Buffer, keys: BrowserKeys): string {
  // Header (RFC 8188 §2.1): salt(16) | record size(4) | idlen(1) | keyid = the sender's public key.
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  // RFC 8291 §3.4: the input keying material from the ECDH secret and the auth secret.
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  // One record (the payload is far below the record size): ciphertext then the 16-byte tag.
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record: no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The VAPID claims of a push's Authorization header (`vapid t=<JWT>, k=<public key>`), once
 * its ES256 signature verifies with `publicKey` (the key the browser subscribed with).
 */
export function checkVapid(
  authorization: string,
  publicKey: string,
): { aud: string; exp: number; sub: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!m) throw new Error(`not a VAPID header: ${authorization}`);
  const [jwt, k] = [m[1] as string, m[2] as string];
  if (k !== publicKey) throw new Error('signed with another key');
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1: each endpoint (a path) keeps what it receives and answers
 * 201, or the status set with `answer`, after `delayMs` when set.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  let delayMs = 0;
  const waiters: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      waiters.splice(0).forEach((w) => w());
      setTimeout(() => {
        res.statusCode = answers.get(path) ?? 201;
        res.end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let n = 0;
  return {
    received,
    /** A new endpoint of this push service, as a browser's subscription has it. */
    endpoint: () => `${base}/push/${++n}-${randomBytes(4).toString('hex')}`,
    /** What reached one endpoint. */
    to: (endpoint: string) => received.filter((r) => base + r.path === endpoint),
    answer: (endpoint: string, status: number) => answers.set(new URL(endpoint).pathname, status),
    delay: (ms: number) => {
      delayMs = ms;
    },
    /** Resolves at the next push received (or after `timeoutMs`). */
    next: (timeoutMs = 5000) =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, timeoutMs).unref();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
