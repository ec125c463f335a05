import {
  PHONE_SYSTEM_TEXTS as PST,
  type PhoneSystemSecret,
  type PhoneSystemSettings,
  type UpdatePhoneSystemBody,
} from '@phonesheet/shared/contracts';
import { randomToken } from '../../lib/crypto';
import { ValidationFailed } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';
import { displayPhone, parsePhone } from '../phonesheet/phone';
import { dbNow } from '../../db/clock';
import {
  activeUsers,
  connection,
  type PhoneSystemContext,
  type PhoneSystemNumbersTable,
  type PhoneSystemsTable,
} from './context';

// What an admin sees and sets of the company's phone system (My Account, "Phone system").

const ACCOUNT_SID_RE = /^AC[0-9a-fA-F]{32}$/;
const AUTH_TOKEN_RE = /^[0-9a-zA-Z]{32}$/;

export async function settings(ctx: PhoneSystemContext, admin: CurrentUser): Promise<PhoneSystemSettings> {
  const row = await connection(ctx, admin);
  const numbers = await ctx.db
    .selectFrom('phone_system_numbers')
    .select(['phone_e164', 'user_id'])
    .where('company_id', '=', admin.companyId)
    .orderBy('phone_e164')
    .execute();
  return {
    twilioPath: `/phone-system/twilio/${row.hook_id}`,
    webhookPath: `/phone-system/webhook/${row.hook_id}`,
    twilioAccountSid: row.twilio_account_sid,
    twilioAuthTokenSet: ctx.tokens.open(row.twilio_auth_token_sealed) !== null,
    fallbackUserId: row.fallback_user_id ?? row.connected_by,
    numbers: numbers.map((n) => ({
      phone: displayPhone(n.phone_e164, ctx.country),
      phoneE164: n.phone_e164,
      userId: n.user_id,
    })),
    rotatedAt: new Date(row.rotated_at).toISOString(),
  };
}

/** The generic webhook's signing secret, shown on demand. */
export async function revealSecret(ctx: PhoneSystemContext, admin: CurrentUser): Promise<PhoneSystemSecret> {
  const row = await connection(ctx, admin);
  return { secret: ctx.signingSecret(row.hook_id, row.nonce) };
}

/** A new signing secret; callbacks signed with the old one get 403 from now on. */
export async function rotateSecret(ctx: PhoneSystemContext, admin: CurrentUser): Promise<PhoneSystemSecret> {
  await connection(ctx, admin);
  const row = await ctx.db
    .updateTable('phone_systems')
    .set({ nonce: randomToken(16), rotated_at: dbNow(), updated_at: dbNow() })
    .where('company_id', '=', admin.companyId)
    .returning(['hook_id', 'nonce'])
    .executeTakeFirstOrThrow();
  return { secret: ctx.signingSecret(row.hook_id, row.nonce) };
}

/** The body read into the columns to set and the numbers to keep, with every problem found. */
async function readUpdate(ctx: PhoneSystemContext, admin: CurrentUser, body: UpdatePhoneSystemBody) {
  const errors: string[] = [];
  const set: Partial<PhoneSystemsTable> = {};
  if (body.twilioAccountSid !== undefined) {
    const sid = body.twilioAccountSid?.trim() ?? '';
    if (sid && !ACCOUNT_SID_RE.test(sid)) errors.push(PST['phoneSystem.validation.accountSid']);
    else set.twilio_account_sid = sid || null;
  }
  if (body.twilioAuthToken !== undefined) {
    const token = body.twilioAuthToken?.trim() ?? '';
    if (token && !AUTH_TOKEN_RE.test(token)) errors.push(PST['phoneSystem.validation.authToken']);
    else set.twilio_auth_token_sealed = token ? ctx.tokens.seal(token) : null;
  }
  const deskIds = [
    ...(body.fallbackUserId ? [body.fallbackUserId] : []),
    ...(body.numbers ?? []).map((n) => n.userId),
  ];
  const active = await activeUsers(ctx, admin.companyId, deskIds);
  if (body.fallbackUserId !== undefined) {
    if (body.fallbackUserId && !active.has(body.fallbackUserId))
      errors.push(PST['phoneSystem.validation.desk']);
    else set.fallback_user_id = body.fallbackUserId;
  }
  let numbers: PhoneSystemNumbersTable[] | null = null;
  if (body.numbers) {
    const seen = new Set<string>();
    let badNumber = false;
    let badDesk = false;
    numbers = [];
    for (const n of body.numbers) {
      const e164 = parsePhone(n.phone, ctx.country)?.e164;
      if (!e164 || seen.has(e164)) badNumber = true;
      else seen.add(e164);
      if (!active.has(n.userId)) badDesk = true;
      if (e164) numbers.push({ company_id: admin.companyId, phone_e164: e164, user_id: n.userId });
    }
    if (badNumber) errors.push(PST['phoneSystem.validation.number']);
    if (badDesk && !errors.includes(PST['phoneSystem.validation.desk']))
      errors.push(PST['phoneSystem.validation.desk']);
  }
  return { errors, set, numbers };
}

/** Saves what the body gives; every problem is listed in one 400 and nothing is saved then. */
export async function update(
  ctx: PhoneSystemContext,
  admin: CurrentUser,
  body: UpdatePhoneSystemBody,
): Promise<PhoneSystemSettings> {
  const { errors, set, numbers } = await readUpdate(ctx, admin, body);
  if (errors.length) throw new ValidationFailed(errors);
  await connection(ctx, admin);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('phone_systems')
      .set({ ...set, updated_at: dbNow() })
      .where('company_id', '=', admin.companyId)
      .execute();
    if (numbers) {
      await trx.deleteFrom('phone_system_numbers').where('company_id', '=', admin.companyId).execute();
      if (numbers.length) await trx.insertInto('phone_system_numbers').values(numbers).execute();
    }
  });
  return settings(ctx, admin);
}
