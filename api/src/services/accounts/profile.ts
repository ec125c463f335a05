import { ACCOUNT_MESSAGES as M, validateUpdateProfile, type User } from '@phonesheet/shared/contracts';
import { ValidationFailed } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';
import type { IssuedTokens } from './auth';
import { companyBillingStatus } from '../billing/status';
import { dbNow } from '../../db/clock';
import type { AccountsContext } from './context';
import { updateUserRow } from '../../repositories/users-repository';

// The signed-in user's own account: what the app shows of it, and the names they change.

export async function getMe(ctx: AccountsContext, current: CurrentUser): Promise<User> {
  const u = await ctx.loadUser(current);
  const billing = await companyBillingStatus(ctx.db, current.companyId);
  return {
    _id: u.id,
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    fullName: `${u.first_name} ${u.last_name}`.trim(),
    avatar: u.avatar,
    userType: u.user_type,
    // docs/billing.md: subscribed once a plan is chosen (Basic too); paid while a paid plan is current.
    subscribed: billing.subscribed,
    companySubscription: [{ paid: billing.paid }],
    planId: billing.planId,
    promoClosed: !!u.promo_closed_at,
    company: { _id: u.companyId, name: u.companyName },
  };
}

/** The offer banner closed for good: kept on the user, so every browser knows. */
export async function closePromo(ctx: AccountsContext, current: CurrentUser): Promise<void> {
  await updateUserRow(
    ctx.db,
    { id: current.id, companyId: current.companyId, promoOpen: true },
    { promo_closed_at: new Date() },
  );
}

export async function updateProfile(
  ctx: AccountsContext,
  current: CurrentUser,
  body: { firstName?: string; lastName?: string },
): Promise<{ msg: string; tokens: IssuedTokens }> {
  const { auth } = ctx;
  const u = await ctx.loadUser(current);
  const errors = validateUpdateProfile(body, { firstName: u.first_name, lastName: u.last_name });
  if (errors.length) throw new ValidationFailed(errors);
  // The client swaps in a fresh token after a save; the old session ends with it, and its
  // streams are told to reconnect with the new one.
  const { tokens, tell } = await ctx.db.transaction().execute(async (trx) => {
    await updateUserRow(
      trx,
      { id: u.id, companyId: current.companyId },
      {
        first_name: (body.firstName ?? '').trim(),
        last_name: (body.lastName ?? '').trim(),
        updated_at: dbNow(),
      },
    );
    const issued = await auth.issue(trx, { id: u.id, companyId: current.companyId });
    // Same device, new token: its push subscription goes on with the new session.
    await trx
      .updateTable('push_subscriptions')
      .set({ session_id: issued.accessToken.split('.')[0] as string })
      .where('session_id', '=', current.sessionId)
      .execute();
    return {
      tokens: issued,
      tell: await auth.end(trx, { sessionId: current.sessionId }, 'token-renewed'),
    };
  });
  tell();
  return { msg: M.updated, tokens };
}
