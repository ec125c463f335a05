// The signatures of the phone system's callbacks, and the sealed Twilio Auth Token.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { validateRequest } from 'twilio/lib/webhooks/webhooks';
import { PHONE_SYSTEM_MAX_AGE_SECONDS } from '@phonesheet/shared/contracts';
import { safeEqual } from '../../lib/crypto';

/**
 * The generic webhook's signature: hex HMAC-SHA256 of "<timestamp>.<raw body>" under the
 * connection's secret, sent as `X-Phonesheet-Signature: v1=<hex>`.
 */
export const genericSignature = (secret: string, timestamp: string, body: Buffer): string =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** Whether `header` holds the body's signature (constant time). */
export function genericSignatureMatches(
  secret: string,
  timestamp: string,
  body: Buffer,
  header: string | undefined,
): boolean {
  const sent = /^v1=([0-9a-f]{64})$/.exec((header ?? '').trim())?.[1];
  return !!sent && safeEqual(sent, genericSignature(secret, timestamp, body));
}

/** Whether a Unix time (seconds, as text) is within PHONE_SYSTEM_MAX_AGE_SECONDS of now, either way. */
export function freshUnixSeconds(timestamp: string | undefined, now: Date): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= PHONE_SYSTEM_MAX_AGE_SECONDS;
}

/**
 * Whether Twilio's `Timestamp` parameter (RFC 2822, "Sat, 28 Nov 2026 10:00:00 +0000") is
 * within PHONE_SYSTEM_MAX_AGE_SECONDS of now. It is one of the signed parameters, so a callback
 * replayed later cannot carry a newer one.
 */
export function freshTwilioTimestamp(timestamp: string | undefined, now: Date): boolean {
  const at = timestamp ? Date.parse(timestamp) : NaN;
  return Number.isFinite(at) && Math.abs(now.getTime() - at) <= PHONE_SYSTEM_MAX_AGE_SECONDS * 1000;
}

/** Twilio's own check of `X-Twilio-Signature` (HMAC-SHA1 of the URL and the sorted parameters). */
export const twilioSignatureMatches = (
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean => !!signature && validateRequest(authToken, signature, url, params);

/**
 * The Auth Token at rest: AES-256-GCM under a key derived from SESSION_SECRET, so a copy of the
 * database alone does not hold it. Changing SESSION_SECRET makes it unreadable (`open` answers
 * null): the admin enters it again (My Account says it is missing).
 */
export function sealer(sessionSecret: string) {
  const key = createHash('sha256').update(`phone-system-seal:${sessionSecret}`).digest();
  return {
    seal(text: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(sealed: string | null): string | null {
      if (!sealed) return null;
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
