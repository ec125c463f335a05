import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { DB } from '../../db/schema';

/** The server's VAPID key pair, base64url (RFC 8292): browsers subscribe with the public key. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

type KeysDB = DB & {
  push_vapid_keys: { id: number; public_key: string; private_key: string };
};

/**
 * The configured key pair, or else the one stored in the database, made by the first instance
 * that asks: every instance inserts a fresh pair "on conflict do nothing" and then reads the
 * one row, so instances starting together end with the same pair (a browser's subscription is
 * bound to one public key).
 */
export async function vapidKeys(db: Kysely<DB>, configured: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return configured;
  const q = db as unknown as Kysely<KeysDB>;
  const fresh = webpush.generateVAPIDKeys();
  await q
    .insertInto('push_vapid_keys')
    .values({ id: 1, public_key: fresh.publicKey, private_key: fresh.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await q
    .selectFrom('push_vapid_keys')
    .select(['public_key', 'private_key'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}
