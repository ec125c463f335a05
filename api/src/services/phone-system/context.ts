import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { hmac, randomToken } from '../../lib/crypto';
import type { CurrentUser } from '../../access/current-user';
import { withPhonesheet, type PsDB } from '../phonesheet/db';
import type { CallsService } from '../phonesheet/calls/service';
import { isUuid } from '../phonesheet/calls/rows';
import type { StatusesService } from '../phonesheet/statuses';
import { sealer } from './signatures';
import { dbNow } from '../../db/clock';
import { companyUserIds } from '../../repositories/users-repository';

// What the phone system's parts (settings, webhooks, the call logged) share: the tables, the
// company's connection, and the secrets derived from SESSION_SECRET.

// Row types of migrations/017_phone_system.sql.
export interface PhoneSystemsTable {
  company_id: string;
  hook_id: string;
  nonce: string;
  twilio_account_sid: string | null;
  twilio_auth_token_sealed: string | null;
  fallback_user_id: string | null;
  connected_by: string | null;
  rotated_at: Date | string;
  updated_at: Date | string;
}
export interface PhoneSystemNumbersTable {
  company_id: string;
  phone_e164: string;
  user_id: string;
}
type PhoneDB = PsDB & { phone_systems: PhoneSystemsTable; phone_system_numbers: PhoneSystemNumbersTable };

export interface PhoneSystemDeps {
  db: Kysely<DB>;
  calls: CallsService;
  statuses: StatusesService;
  /** SESSION_SECRET: the key of the signing secrets and of the sealed Auth Token. */
  secret: string;
  country: string;
}

export type PhoneSystemContext = ReturnType<typeof phoneSystemContext>;

export function phoneSystemContext({ db, calls, statuses, secret, country }: PhoneSystemDeps) {
  return {
    db: withPhonesheet(db) as unknown as Kysely<PhoneDB>,
    calls,
    statuses,
    country,
    /** Seals and opens the Twilio Auth Token kept in the table. */
    tokens: sealer(secret),
    /** The generic webhook's signing secret: derived, never stored. */
    signingSecret: (hookId: string, nonce: string) =>
      `whsec_${hmac(secret, `phone-system:${hookId}:${nonce}`)}`,
  };
}

/** The company's connection, made on first use (the admin who opens it is its fallback desk). */
export async function connection({ db }: PhoneSystemContext, admin: CurrentUser) {
  await db
    .insertInto('phone_systems')
    .values({
      company_id: admin.companyId,
      hook_id: randomUUID(),
      nonce: randomToken(16),
      twilio_account_sid: null,
      twilio_auth_token_sealed: null,
      fallback_user_id: null,
      connected_by: admin.id,
      rotated_at: dbNow(),
      updated_at: dbNow(),
    })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
  return db
    .selectFrom('phone_systems')
    .selectAll()
    .where('company_id', '=', admin.companyId)
    .executeTakeFirstOrThrow();
}

/** The active users of the company among `ids`. */
export async function activeUsers(
  { db }: PhoneSystemContext,
  companyId: string,
  ids: string[],
): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return new Set();
  return new Set(await companyUserIds(db, companyId, valid, { active: true }));
}
