import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import {
  ACCOUNT_MESSAGES as M,
  VALIDATION_TEXTS,
  waitBeforeResendMessage,
  type RegisterAdminBody,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import { matchesHash, sha256, sixDigitCode } from '../../lib/crypto';
import { enqueueMail } from '../../mail/mail-queue';
import { signupCodeMail } from '../../mail/templates';
import { dbNow, dbNowMs } from '../../db/clock';
import {
  assertStrong,
  consumeEmailToken,
  normaliseEmail,
  VERIFY_LINK_TTL_MS,
  type AccountsContext,
  type Result,
} from './context';
import {
  findUserByEmail,
  findUserWithCompany,
  insertUser,
  updateUserRow,
} from '../../repositories/users-repository';

// Sign-up (docs/security.md "Sign-up"): an admin registers a company, and only proof of the
// mailbox (the mailed code, or the link beside it) finishes it.

export const CODE_TTL_MS = 15 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;

/**
 * New 6-digit code (attempts reset), mailed in the caller's transaction with a verify link,
 * unless the sign-up was ever registered again while pending (`contested`, sticky): then the
 * code alone, which needs the password with it (docs/security.md "Sign-up").
 */
async function sendSignupCode(
  ctx: AccountsContext,
  trx: Transaction<DB>,
  user: { id: string; company_id: string; email: string; first_name: string },
  contest = false,
) {
  const code = sixDigitCode();
  const now = dbNow();
  const fresh = {
    code_hash: sha256(code),
    expires_at: new Date(now.getTime() + CODE_TTL_MS),
    attempts: 0,
    last_sent_at: now,
  };
  const { contested } = await trx
    .insertInto('signup_codes')
    .values({ company_id: user.company_id, user_id: user.id, ...fresh, contested: contest })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        ...fresh,
        contested: sql<boolean>`signup_codes.contested or excluded.contested`,
      }),
    )
    .returning('contested')
    .executeTakeFirstOrThrow();
  const link = contested ? undefined : await ctx.emailLink(trx, user, 'verify', VERIFY_LINK_TTL_MS);
  await enqueueMail(trx, signupCodeMail(user.email, user.first_name, code, link), user.company_id);
}

/**
 * Pending: the latest form wins (the owner may have mistyped), but only the mailbox finishes it:
 * every earlier link is void, and the new code needs the password with it.
 */
async function registerAgain(
  ctx: AccountsContext,
  trx: Transaction<DB>,
  existing: { id: string; company_id: string; email: string },
  form: { firstName: string; lastName: string; companyName: string; passwordHash: string },
) {
  await updateUserRow(
    trx,
    { id: existing.id },
    {
      first_name: form.firstName,
      last_name: form.lastName,
      password_hash: form.passwordHash,
      updated_at: dbNow(),
    },
  );
  await trx
    .updateTable('companies')
    .set({ name: form.companyName, updated_at: dbNow() })
    .where('id', '=', existing.company_id)
    .execute();
  await trx
    .updateTable('email_tokens')
    .set({ used_at: dbNow() })
    .where('user_id', '=', existing.id)
    .where('kind', '=', 'verify')
    .where('used_at', 'is', null)
    .execute();
  await sendSignupCode(ctx, trx, { ...existing, first_name: form.firstName }, true);
}

export async function registerAdmin(ctx: AccountsContext, body: RegisterAdminBody): Promise<Result> {
  const email = normaliseEmail(body.email);
  const firstName = (body.firstName ?? '').trim();
  const lastName = (body.lastName ?? '').trim();
  const companyName = (body.companyName ?? '').trim();
  assertStrong(body.password ?? '', { email, firstName, lastName, companyName });
  const passwordHash = await ctx.hashPassword(body.password ?? '');
  try {
    const result = await ctx.db.transaction().execute(async (trx): Promise<Result> => {
      const existing = await findUserByEmail(trx, email);
      if (existing?.verified_at) throw new HttpError(409, M.emailTaken);
      if (existing) {
        await registerAgain(ctx, trx, existing, { firstName, lastName, companyName, passwordHash });
        return { status: 200, msg: M.signupStarted };
      }
      const companyId = randomUUID();
      const userId = randomUUID();
      await trx.insertInto('companies').values({ id: companyId, name: companyName }).execute();
      await insertUser(trx, {
        id: userId,
        company_id: companyId,
        email,
        first_name: firstName,
        last_name: lastName,
        password_hash: passwordHash,
        user_type: 'Admin',
      });
      await sendSignupCode(ctx, trx, { id: userId, company_id: companyId, email, first_name: firstName });
      return { status: 201, msg: M.codeSent };
    });
    ctx.outbox.kick();
    return result;
  } catch (err) {
    // Two registrations racing for one address: the unique index decides.
    if ((err as { code?: string }).code === '23505') throw new HttpError(409, M.emailTaken);
    throw err;
  }
}

/** `password`, when given, becomes the account's: the one the mailbox owner typed. */
export async function verifyCode(
  ctx: AccountsContext,
  emailRaw: string,
  codeRaw: string,
  password?: string,
): Promise<Result> {
  const { db } = ctx;
  const email = normaliseEmail(emailRaw);
  const code = codeRaw.trim();
  const user = await findUserWithCompany(db, { email }, ['users.verified_at'] as const);
  const row =
    user &&
    (await db
      .selectFrom('signup_codes')
      .select(['code_hash', 'expires_at', 'attempts', 'contested'])
      .where('user_id', '=', user.id)
      .executeTakeFirst());
  if (!user || !row || user.verified_at) throw new HttpError(404, M.noRecord);
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw new HttpError(423, M.codeLocked);
  if (row.expires_at.getTime() <= dbNowMs()) throw new HttpError(410, M.codeExpired);
  if (!matchesHash(code, row.code_hash)) {
    const updated = await db
      .updateTable('signup_codes')
      .set({ attempts: sql`attempts + 1` })
      .where('user_id', '=', user.id)
      .returning('attempts')
      .executeTakeFirstOrThrow();
    if (updated.attempts >= CODE_MAX_ATTEMPTS) throw new HttpError(423, M.codeLocked);
    throw new HttpError(400, M.invalidCode, { triesLeft: CODE_MAX_ATTEMPTS - updated.attempts });
  }
  // Registered again while pending: the stored password may be anyone's, so the code's owner names it.
  if (row.contested && password === undefined)
    throw new ValidationFailed([VALIDATION_TEXTS['validation.password.required']]);
  if (password !== undefined)
    assertStrong(password, {
      email,
      firstName: user.first_name,
      lastName: user.last_name,
      companyName: user.companyName,
    });
  const passwordHash = password === undefined ? undefined : await ctx.hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await updateUserRow(
      trx,
      { id: user.id },
      { verified_at: dbNow(), updated_at: dbNow(), ...(passwordHash ? { password_hash: passwordHash } : {}) },
    );
    await trx.deleteFrom('signup_codes').where('user_id', '=', user.id).execute();
  });
  return { status: 200, msg: M.signupComplete };
}

export async function resendCode(ctx: AccountsContext, emailRaw: string): Promise<Result> {
  const email = normaliseEmail(emailRaw);
  const result = await ctx.db.transaction().execute(async (trx): Promise<Result> => {
    const user = await findUserByEmail(trx, email);
    if (!user || user.verified_at) throw new HttpError(404, M.noRecord);
    const code = await trx
      .selectFrom('signup_codes')
      .select('last_sent_at')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (code) {
      const waitMs = code.last_sent_at.getTime() + RESEND_COOLDOWN_MS - dbNowMs();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new HttpError(429, waitBeforeResendMessage(seconds), { retryAfterSeconds: seconds });
      }
    }
    await sendSignupCode(ctx, trx, user);
    return { status: 200, msg: M.codeSent };
  });
  ctx.outbox.kick();
  return result;
}

export async function verifyUser(ctx: AccountsContext, token: string): Promise<Result> {
  const ok = await ctx.db.transaction().execute(async (trx) => {
    const row = await consumeEmailToken(trx, token, 'verify');
    if (!row) return false;
    await updateUserRow(
      trx,
      { id: row.user_id },
      { verified_at: sql`coalesce(verified_at, now())`, updated_at: dbNow() },
    );
    await trx.deleteFrom('signup_codes').where('user_id', '=', row.user_id).execute();
    return true;
  });
  if (!ok) throw new HttpError(400, M.verifyLinkInvalid);
  return { status: 200, msg: M.accountVerified };
}
