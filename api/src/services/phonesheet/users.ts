import type { Kysely } from 'kysely';
import {
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS as PT,
  type CompanyUser,
  type UpdateUserBody,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';
import { withPhonesheet, type PsDB, type PsQ } from './db';
import { isUuid } from './calls/service';
import { coverUntilFurtherNotice, coversChangeInMs, logCoversChanged } from './covering';
import { holdsNow } from '../../access/desk-rule';
import type { AuthService } from '../accounts/auth';
import { dbNow } from '../../db/clock';
import {
  acceptInvitation,
  invitations,
  invite,
  revokeInvitation,
  type InvitationsContext,
} from './invitations';
import {
  companyUserIds,
  countOtherActiveAdmins,
  deleteUser,
  findCompanyUser,
  listCompanyUsers,
  updateUserRow,
} from '../../repositories/users-repository';
import { userHasCalls } from '../../repositories/calls-repository';

// The company's users: the list, an admin's changes (role, deactivation, covers) and removal;
// invitations add them (invitations.ts).

// A deactivated user's password hash gets this prefix: verifyPassword() only accepts the
// "scrypt$" scheme, so sign-in fails until the prefix is removed again (reactivation).
const DEACTIVATED_PREFIX = 'deactivated$';

export type UsersService = ReturnType<typeof createUsersService>;

type UsersContext = Pick<InvitationsContext, 'notices' | 'plan'> & {
  db: Kysely<PsDB>;
  endSessions: AuthService['end'];
};

async function list(q: PsQ, companyId: string): Promise<CompanyUser[]> {
  const rows = await listCompanyUsers(q, companyId);
  const covers = await q
    .selectFrom('desk_covers as k')
    .select(['k.user_id', 'k.desk_user_id'])
    .where('k.company_id', '=', companyId)
    .where(holdsNow('k'))
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    fullName: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    role: r.user_type === 'Admin' ? 'admin' : 'user',
    userType: r.user_type,
    status: r.deactivated_at ? 'deactivated' : r.verified_at ? 'active' : 'pending',
    lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at).toISOString() : null,
    covers: covers.filter((c) => c.user_id === r.id).map((c) => c.desk_user_id),
  }));
}

/** Admins still active once `userId` is demoted, deactivated or removed. */
const otherActiveAdmins = countOtherActiveAdmins;

async function target(q: PsQ, companyId: string, id: string) {
  const row = isUuid(id) ? await findCompanyUser(q, companyId, id) : undefined;
  if (!row) throw new HttpError(404, PM.userNotFound);
  return row;
}

export async function updateUser(
  ctx: UsersContext,
  user: CurrentUser,
  id: string,
  body: UpdateUserBody,
): Promise<CompanyUser> {
  if (body.deactivated === false) await ctx.plan?.beforeReactivate(user.companyId, id);
  const { db } = ctx;
  // A change of covers commits with its covers.changed event (open sheets reload their desks).
  const change = () =>
    db.transaction().execute(async (trx) => {
      let ended: () => void = () => undefined;
      const t = await target(trx, user.companyId, id);
      const errors: string[] = [];
      if (body.role !== undefined && body.role !== 'admin' && body.role !== 'user')
        errors.push(PT['phonesheet.validation.role']);
      const covers = body.covers ?? [];
      if (body.covers !== undefined) {
        const known = await companyUserIds(
          trx,
          user.companyId,
          covers.filter(isUuid).length ? covers.filter(isUuid) : ['00000000-0000-0000-0000-000000000000'],
          { active: false },
        );
        if (known.length !== new Set(covers).size || covers.includes(id))
          errors.push(PT['phonesheet.validation.desk']);
      }
      if (errors.length) throw new ValidationFailed(errors);
      const demoting = body.role === 'user' && t.user_type === 'Admin';
      const deactivating = body.deactivated === true && !t.deactivated_at && t.user_type === 'Admin';
      if ((demoting || deactivating) && (await otherActiveAdmins(trx, user.companyId, id)) === 0)
        throw new HttpError(409, PM.lastAdmin);
      const set: Record<string, unknown> = {};
      if (body.role !== undefined) set.user_type = body.role === 'admin' ? 'Admin' : 'User';
      const asDb = trx as unknown as Kysely<DB>;
      if (body.deactivated === true && !t.deactivated_at) {
        set.deactivated_at = dbNow();
        set.password_hash = DEACTIVATED_PREFIX + t.password_hash;
        ended = await ctx.endSessions(asDb, { userId: id }, 'deactivated');
      } else if (body.deactivated === false && t.deactivated_at) {
        set.deactivated_at = null;
        set.password_hash = t.password_hash.startsWith(DEACTIVATED_PREFIX)
          ? t.password_hash.slice(DEACTIVATED_PREFIX.length)
          : t.password_hash;
      }
      // What a session may do follows the role: the user signs in again with the new one.
      if (set.user_type !== undefined && set.user_type !== t.user_type && !set.deactivated_at)
        ended = await ctx.endSessions(asDb, { userId: id }, 'role-changed');
      if (Object.keys(set).length) {
        await updateUserRow(trx, { id, companyId: user.companyId }, { ...set, updated_at: dbNow() });
      }
      if (body.covers === undefined) return { value: ended, logged: null };
      await coverUntilFurtherNotice(trx, user.companyId, id, covers, user.id);
      const logged = ctx.notices ? await logCoversChanged(ctx.notices.events, trx, user) : null;
      return { value: ended, logged };
    });
  const tell = ctx.notices ? await ctx.notices.events.write(user.companyId, change) : (await change()).value;
  tell();
  return (await list(db, user.companyId)).find((u) => u._id === id) as CompanyUser;
}

/**
 * Removes a user. Calls they logged or that sit on their desk keep pointing at them, so a
 * user with calls cannot be removed (409): deactivate them instead.
 */
export async function removeUser(ctx: UsersContext, user: CurrentUser, id: string): Promise<void> {
  const { db } = ctx;
  const tell = await db.transaction().execute(async (trx) => {
    const t = await target(trx, user.companyId, id);
    if (t.user_type === 'Admin' && (await otherActiveAdmins(trx, user.companyId, id)) === 0)
      throw new HttpError(409, PM.lastAdmin);
    if (await userHasCalls(trx, user.companyId, id)) throw new HttpError(409, PM.userHasCalls);
    await trx
      .deleteFrom('invitations')
      .where('company_id', '=', user.companyId)
      .where('invited_by', '=', id)
      .execute();
    // Revoked first, so the streams hear why before the sessions go with the user.
    const ended = await ctx.endSessions(trx as unknown as Kysely<DB>, { userId: id }, 'deleted');
    await deleteUser(trx, user.companyId, id);
    return ended;
  });
  tell();
}

export interface UsersDeps extends Omit<InvitationsContext, 'db'> {
  db: Kysely<DB>;
  /** Ends a user's sessions and closes their event streams on every instance (accounts/auth.ts). */
  endSessions: AuthService['end'];
}

export function createUsersService(deps: UsersDeps) {
  const ctx = { ...deps, db: withPhonesheet(deps.db) };
  // update, remove, invite, invitations and revokeInvitation are an administrator's: their routes
  // check the role first (requireAdmin), so nothing here tests it.
  return {
    list: (user: CurrentUser) => list(ctx.db, user.companyId),
    /** The list as GET /user/list answers it: with when the covers next change by the clock. */
    listWithCoverChange: async (user: CurrentUser) => ({
      data: await list(ctx.db, user.companyId),
      coversChangeInMs: await coversChangeInMs(ctx.db, user.companyId),
    }),
    update: updateUser.bind(null, ctx),
    remove: removeUser.bind(null, ctx),
    invite: invite.bind(null, ctx),
    invitations: invitations.bind(null, ctx),
    revokeInvitation: revokeInvitation.bind(null, ctx),
    accept: acceptInvitation.bind(null, ctx),
  };
}
