import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

// docs/security.md "Passwords": scrypt at OWASP's parameters (N=2^17, r=8, p=1), 64-byte key,
// 16-byte salt. The parameters are stored with each hash, so hashes of another cost still verify
// and are re-hashed at the next sign-in (needsRehash).
/** OWASP Password Storage Cheat Sheet: N=2^17; PASSWORD_SCRYPT_LOG_N lowers it for test stacks. */
export const SCRYPT_DEFAULT_LOG_N = 17;
export const SCRYPT_MIN_LOG_N = 14;
const R = 8;
const P = 1;
const KEY_LEN = 64;
/** Hashes before issue 42: "scrypt$<salt>$<key>" at N=2^14. */
const LEGACY_LOG_N = 14;

interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

function scryptAsync(password: string, salt: Buffer, { logN, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** logN;
  // node refuses unless maxmem exceeds 128·N·r bytes (128 MiB at N=2^17): room for twice that.
  const maxmem = 2 * 128 * N * r;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LEN, { N, r, p, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** "scrypt$ln=17,r=8,p=1$<salt b64>$<key b64>" */
export async function hashPassword(password: string, logN: number = SCRYPT_DEFAULT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, { logN, r: R, p: P });
  return `scrypt$ln=${logN},r=${R},p=${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** The parameters, salt and key of a stored hash (either format), or undefined. */
function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  if (parts.length === 3 && parts[1] && parts[2]) {
    const params = { logN: LEGACY_LOG_N, r: R, p: P };
    return { params, salt: Buffer.from(parts[1], 'base64'), key: Buffer.from(parts[2], 'base64') };
  }
  const m = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/.exec(parts[1] ?? '');
  if (parts.length !== 4 || !m || !parts[2] || !parts[3]) return undefined;
  const params = { logN: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  // Only costs this code could have written: a stored row cannot make a sign-in allocate gigabytes.
  if (params.logN < SCRYPT_MIN_LOG_N || params.logN > 20 || params.r !== R || params.p !== P)
    return undefined;
  return { params, salt: Buffer.from(parts[2], 'base64'), key: Buffer.from(parts[3], 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scryptAsync(password, parsed.salt, parsed.params);
  return safeEqual(key, parsed.key);
}

/** True when a stored hash is of the old format or another cost than today's (`logN`): re-hash it. */
export function needsRehash(stored: string, logN: number): boolean {
  const parsed = parseHash(stored);
  return !!parsed && (stored.split('$').length === 3 || parsed.params.logN !== logN);
}

export function safeEqual(a: Buffer | string, b: Buffer | string): boolean {
  const x = Buffer.isBuffer(a) ? a : Buffer.from(a);
  const y = Buffer.isBuffer(b) ? b : Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares a presented secret with its stored SHA-256 hash in constant time. */
export function matchesHash(value: string, hash: string): boolean {
  return safeEqual(sha256(value), hash);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** A fixed hash so unknown e-mails cost one scrypt like known ones (no timing oracle), at `logN`. */
export const dummyPasswordHash = (logN: number) =>
  `scrypt$ln=${logN},r=${R},p=${P}$AAAAAAAAAAAAAAAAAAAAAA==$` + Buffer.alloc(KEY_LEN).toString('base64');
