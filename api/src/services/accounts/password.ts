import { sql } from 'kysely';
import { ACCOUNT_MESSAGES as M, type ChangePasswordBody } from '@phonesheet/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { sha256, verifyPassword } from '../../lib/crypto';
import { enqueueMail } from '../../mail/mail-queue';
import { resetPasswordMail } from '../../mail/templates';
import type { CurrentUser } from '../../access/current-user';
import { dbNow } from '../../db/clock';
import {
  assertStrong,
  consumeEmailToken,
  RESET_LINK_TTL_MS,
  type AccountsContext,
  type Result,
} from './context';
import { findUserByEmail, findUserWithCompany, updateUserRow } from '../../repositories/users-repository';

// A password changed by its owner, or set again through a mailed link (docs/security.md).

export async function changePassword(
  ctx: AccountsContext,
  current: CurrentUser,
  body: ChangePasswordBody,
): Promise<Result> {
  const u = await ctx.loadUser(current);
  if (!(await verifyPassword(body.oldPassword ?? '', u.password_hash)))
    throw new HttpError(400, M.oldPasswordIncorrect);
  const owner = {
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    companyName: u.companyName,
  };
  assertStrong(body.password ?? '', owner);
  const hash = await ctx.hashPassword(body.password ?? '');
  const tell = await ctx.db.transaction().execute(async (trx) => {
    await updateUserRow(
      trx,
      { id: u.id, companyId: current.companyId },
      { password_hash: hash, updated_at: dbNow() },
    );
    return ctx.auth.end(trx, { userId: u.id, except: current.sessionId }, 'password-changed');
  });
  tell();
  return { status: 200, msg: M.updated };
}

export async function forgotPassword(ctx: AccountsContext, emailRaw: string): Promise<Result> {
  const queued = await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, emailRaw);
    if (!user) return false;
    const link = await ctx.emailLink(trx, user, 'reset', RESET_LINK_TTL_MS);
    await enqueueMail(trx, resetPasswordMail(user.email, user.first_name, link), user.company_id);
    return true;
  });
  if (queued) ctx.outbox.kick();
  // Same answer either way: the endpoint must not reveal who is registered.
  return { status: 200, msg: M.resetLinkSent };
}

export async function resetPassword(
  ctx: AccountsContext,
  token: string | undefined,
  password: string,
): Promise<Result> {
  const { db } = ctx;
  if (!token) throw new HttpError(400, M.resetLinkInvalid);
  // The link's owner, read first so a weak password is refused before the link is used up.
  const link = await db
    .selectFrom('email_tokens')
    .select(['user_id', 'company_id'])
    .where('token_hash', '=', sha256(token))
    .where('kind', '=', 'reset')
    .executeTakeFirst();
  const owner = link && (await findUserWithCompany(db, { id: link.user_id, companyId: link.company_id }));
  if (!owner) throw new HttpError(400, M.resetLinkInvalid);
  assertStrong(password, {
    email: owner.email,
    firstName: owner.first_name,
    lastName: owner.last_name,
    companyName: owner.companyName,
  });
  const hash = await ctx.hashPassword(password);
  const tell = await db.transaction().execute(async (trx) => {
    const row = await consumeEmailToken(trx, token, 'reset');
    if (!row) return null;
    // The link proves the address, so an unverified account becomes verified too.
    await updateUserRow(
      trx,
      { id: row.user_id },
      { password_hash: hash, verified_at: sql`coalesce(verified_at, now())`, updated_at: dbNow() },
    );
    await trx.deleteFrom('signup_codes').where('user_id', '=', row.user_id).execute();
    return ctx.auth.end(trx, { userId: row.user_id }, 'password-reset');
  });
  if (!tell) throw new HttpError(400, M.resetLinkInvalid);
  tell();
  return { status: 200, msg: M.passwordSet };
}
