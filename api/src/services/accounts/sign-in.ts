import { sql } from 'kysely';
import { ACCOUNT_MESSAGES as M } from '@phonesheet/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { dummyPasswordHash, needsRehash, verifyPassword } from '../../lib/crypto';
import type { CurrentUser } from '../../access/current-user';
import type { IssuedTokens } from './auth';
import { dbNow } from '../../db/clock';
import { type AccountsContext, type Result } from './context';
import { findUserByEmail, updateUserRow } from '../../repositories/users-repository';

// A session's life: sign-in, sign-out, and the lock screen's password (docs/security.md).

/** Wrong lock-screen passwords in a row that end the session (docs/security.md "Unlock"). */
export const UNLOCK_MAX_FAILURES = 10;

/** The tokens of a new session: the route puts the refresh token in its cookie. */
export async function login(ctx: AccountsContext, emailRaw: string, password: string): Promise<IssuedTokens> {
  const { db, passwordLogN } = ctx;
  const user = await findUserByEmail(db, emailRaw);
  const stored = user?.password_hash ?? dummyPasswordHash(passwordLogN);
  const passwordOk = await verifyPassword(password, stored);
  if (!user || !passwordOk) throw new HttpError(401, M.invalidCredentials);
  if (!user.verified_at) throw new HttpError(403, M.notVerified);
  // A hash of older parameters gets today's now that the password is known (docs/security.md).
  if (needsRehash(stored, passwordLogN)) {
    await updateUserRow(
      db,
      { id: user.id, passwordHash: stored },
      { password_hash: await ctx.hashPassword(password) },
    );
  }
  return db.transaction().execute(async (trx) => {
    await updateUserRow(trx, { id: user.id }, { last_sign_in_at: dbNow() });
    return ctx.auth.issue(trx, { id: user.id, companyId: user.company_id });
  });
}

export async function logout(ctx: AccountsContext, current: CurrentUser): Promise<Result> {
  await ctx.auth.revoke(current.sessionId);
  return { status: 200, msg: M.loggedOut };
}

export async function unlock(ctx: AccountsContext, current: CurrentUser, password: string): Promise<Result> {
  const { db } = ctx;
  const u = await ctx.loadUser(current);
  if (await verifyPassword(password, u.password_hash)) {
    await db.deleteFrom('unlock_failures').where('session_id', '=', current.sessionId).execute();
    return { status: 200, msg: M.unlocked };
  }
  const { failures } = await db
    .insertInto('unlock_failures')
    .values({ session_id: current.sessionId, failures: 1 })
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet({ failures: sql<number>`unlock_failures.failures + 1` }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (failures < UNLOCK_MAX_FAILURES) throw new HttpError(400, M.incorrectPassword);
  // Someone is guessing at a locked screen: the session ends, as at logout, on every instance.
  const tell = await ctx.auth.end(db, { sessionId: current.sessionId }, 'logout');
  tell();
  throw new HttpError(401, M.tokenInvalid);
}
