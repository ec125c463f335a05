import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  PHONESHEET_LIMITS as LIM,
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS as PT,
  VALIDATION_TEXTS as VT,
  emailProblem,
  validateResetPassword,
  type AcceptInvitationBody,
  type CompanyUser,
  type InviteBody,
  type Invitation,
  type UpdateUserBody,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto';
import { isWeakPassword } from '../../lib/password-strength';
import { enqueueMail, type Outbox } from '../../mail/outbox';
import type { CurrentUser } from '../../access/current-user';
import { withPhonesheet, type PsQ } from './db';
import { isUuid } from './calls/service';
import { coverUntilFurtherNotice } from './covering';
import { holdsNow } from '../../access/desk-rule';
import type { AuthService } from '../accounts/auth';
import type { NotificationsService } from '../notifications/service';
import type { EventBus, Logged } from './events';
import { dbNow, dbNowMs } from '../../db/clock';

// A deactivated user's password hash gets this prefix: verifyPassword() only accepts the
// "scrypt$" scheme, so sign-in fails until the prefix is removed again (reactivation).
const DEACTIVATED_PREFIX = 'deactivated$';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(deps: {
  db: Kysely<DB>;
  outbox: Outbox;
  appUrl: string;
  /** scrypt cost of new password hashes (config.passwordScryptLogN). */
  passwordLogN: number;
  /** Ends a user's sessions and closes their event streams on every instance (accounts/auth.ts). */
  endSessions: AuthService['end'];
  /** The inviter hears that their invitation was accepted (none: no notification). */
  notices?: { events: EventBus; notifications: NotificationsService };
}) {
  const db = withPhonesheet(deps.db);

  async function list(q: PsQ, companyId: string): Promise<CompanyUser[]> {
    const rows = await q
      .selectFrom('users')
      .select([
        'id',
        'first_name',
        'last_name',
        'email',
        'user_type',
        'verified_at',
        'last_sign_in_at',
        'deactivated_at',
      ])
      .where('company_id', '=', companyId)
      .orderBy(sql`lower(first_name || ' ' || last_name)`)
      .execute();
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
  async function otherActiveAdmins(q: PsQ, companyId: string, userId: string): Promise<number> {
    const row = await q
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('company_id', '=', companyId)
      .where('user_type', '=', 'Admin')
      .where('deactivated_at', 'is', null)
      .where('id', '!=', userId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async function target(q: PsQ, companyId: string, id: string) {
    const row = isUuid(id)
      ? await q
          .selectFrom('users')
          .select(['id', 'user_type', 'deactivated_at', 'password_hash'])
          .where('id', '=', id)
          .where('company_id', '=', companyId)
          .executeTakeFirst()
      : undefined;
    if (!row) throw new HttpError(404, PM.userNotFound);
    return row;
  }

  // update, remove, invite, invitations and revokeInvitation are an administrator's: their routes
  // check the role first (requireAdmin), so nothing here tests it.
  return {
    list: (user: CurrentUser) => list(db, user.companyId),

    async update(user: CurrentUser, id: string, body: UpdateUserBody): Promise<CompanyUser> {
      const tell = await db.transaction().execute(async (trx) => {
        let ended: () => void = () => undefined;
        const t = await target(trx, user.companyId, id);
        const errors: string[] = [];
        if (body.role !== undefined && body.role !== 'admin' && body.role !== 'user')
          errors.push(PT['phonesheet.validation.role']);
        const covers = body.covers ?? [];
        if (body.covers !== undefined) {
          const known = await trx
            .selectFrom('users')
            .select('id')
            .where('company_id', '=', user.companyId)
            .where(
              'id',
              'in',
              covers.filter(isUuid).length ? covers.filter(isUuid) : ['00000000-0000-0000-0000-000000000000'],
            )
            .execute();
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
          ended = await deps.endSessions(asDb, { userId: id }, 'deactivated');
        } else if (body.deactivated === false && t.deactivated_at) {
          set.deactivated_at = null;
          set.password_hash = t.password_hash.startsWith(DEACTIVATED_PREFIX)
            ? t.password_hash.slice(DEACTIVATED_PREFIX.length)
            : t.password_hash;
        }
        // What a session may do follows the role: the user signs in again with the new one.
        if (set.user_type !== undefined && set.user_type !== t.user_type && !set.deactivated_at)
          ended = await deps.endSessions(asDb, { userId: id }, 'role-changed');
        if (Object.keys(set).length) {
          await trx
            .updateTable('users')
            .set({ ...set, updated_at: dbNow() })
            .where('id', '=', id)
            .where('company_id', '=', user.companyId)
            .execute();
        }
        if (body.covers !== undefined)
          await coverUntilFurtherNotice(trx, user.companyId, id, covers, user.id);
        return ended;
      });
      tell();
      return (await list(db, user.companyId)).find((u) => u._id === id) as CompanyUser;
    },

    /**
     * Removes a user. Calls they logged or that sit on their desk keep pointing at them, so a
     * user with calls cannot be removed (409): deactivate them instead.
     */
    async remove(user: CurrentUser, id: string): Promise<void> {
      const tell = await db.transaction().execute(async (trx) => {
        const t = await target(trx, user.companyId, id);
        if (t.user_type === 'Admin' && (await otherActiveAdmins(trx, user.companyId, id)) === 0)
          throw new HttpError(409, PM.lastAdmin);
        const used = await trx
          .selectFrom('calls')
          .select('id')
          .where('company_id', '=', user.companyId)
          .where((eb) => eb.or([eb('desk_user_id', '=', id), eb('logged_by', '=', id)]))
          .limit(1)
          .executeTakeFirst();
        const changed = used
          ? true
          : !!(await trx
              .selectFrom('call_changes')
              .select('id')
              .where('company_id', '=', user.companyId)
              .where('user_id', '=', id)
              .limit(1)
              .executeTakeFirst());
        if (changed) throw new HttpError(409, PM.userHasCalls);
        await trx
          .deleteFrom('invitations')
          .where('company_id', '=', user.companyId)
          .where('invited_by', '=', id)
          .execute();
        // Revoked first, so the streams hear why before the sessions go with the user.
        const ended = await deps.endSessions(trx as unknown as Kysely<DB>, { userId: id }, 'deleted');
        await trx.deleteFrom('users').where('id', '=', id).where('company_id', '=', user.companyId).execute();
        return ended;
      });
      tell();
    },

    /** `seatCheck` runs in the transaction once the company's invitations are serialised. */
    async invite(
      user: CurrentUser,
      body: InviteBody,
      seatCheck?: (trx: Kysely<DB>) => Promise<void>,
    ): Promise<Invitation> {
      return db.transaction().execute(async (trx) => {
        const errors: string[] = [];
        const email = (body.email ?? '').trim().toLowerCase();
        const p = emailProblem(email);
        if (p) errors.push(p);
        const role = body.role ?? 'user';
        if (role !== 'admin' && role !== 'user') errors.push(PT['phonesheet.validation.role']);
        if (errors.length) throw new ValidationFailed(errors);
        // One invitation of a company at a time, so two never count the same free seat.
        await sql`select pg_advisory_xact_lock(hashtext(${`seats:${user.companyId}`}))`.execute(trx);
        if (seatCheck) await seatCheck(trx as unknown as Kysely<DB>);
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where(sql<string>`lower(email)`, '=', email)
          .executeTakeFirst();
        if (taken) throw new HttpError(409, PM.emailTaken);
        const inviter = await trx
          .selectFrom('users')
          .innerJoin('companies', 'companies.id', 'users.company_id')
          .select(['users.first_name', 'users.last_name', 'companies.name'])
          .where('users.id', '=', user.id)
          .executeTakeFirstOrThrow();
        const token = randomToken();
        const id = randomUUID();
        const expiresAt = new Date(dbNowMs() + LIM.invitationDays * 24 * 60 * 60 * 1000);
        // A new invitation replaces an earlier unanswered one to the same address.
        await trx
          .deleteFrom('invitations')
          .where('company_id', '=', user.companyId)
          .where('email', '=', email)
          .where('accepted_at', 'is', null)
          .execute();
        await trx
          .insertInto('invitations')
          .values({
            id,
            company_id: user.companyId,
            email,
            role: role as 'admin' | 'user',
            token_hash: sha256(token),
            invited_by: user.id,
            expires_at: expiresAt,
          })
          .execute();
        const link = `${deps.appUrl}/invitation?token=${encodeURIComponent(token)}`;
        const who = `${inviter.first_name} ${inviter.last_name}`.trim();
        await enqueueMail(
          trx as unknown as Parameters<typeof enqueueMail>[0],
          {
            to: email,
            subject: `${who} invited you to ${inviter.name} on Phone Sheet`,
            text: `Hello,\n\n${who} invited you to join ${inviter.name} on Phone Sheet.\n\nChoose your name and password with this link (valid for 7 days):\n${link}\n`,
            html: `<p>Hello,</p><p>${escapeHtml(who)} invited you to join ${escapeHtml(inviter.name)} on Phone Sheet.</p><p><a href="${escapeHtml(link)}">Accept the invitation</a> (valid for 7 days).</p>`,
          },
          user.companyId,
        );
        deps.outbox.kick();
        return {
          id,
          email,
          role: role as 'admin' | 'user',
          expiresAt: expiresAt.toISOString(),
          acceptedAt: null,
        };
      });
    },

    async invitations(user: CurrentUser): Promise<Invitation[]> {
      const rows = await db
        .selectFrom('invitations')
        .selectAll()
        .where('company_id', '=', user.companyId)
        .where('accepted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        role: r.role,
        expiresAt: new Date(r.expires_at).toISOString(),
        acceptedAt: null,
      }));
    },

    async revokeInvitation(user: CurrentUser, id: string): Promise<void> {
      if (!isUuid(id)) throw new HttpError(404, PM.invitationInvalid);
      const res = await db
        .deleteFrom('invitations')
        .where('id', '=', id)
        .where('company_id', '=', user.companyId)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) !== 1) throw new HttpError(404, PM.invitationInvalid);
    },

    /** The invitee sets name and password; the account is verified (the e-mail link proved the address). */
    async accept(body: AcceptInvitationBody): Promise<void> {
      const errors: string[] = [];
      if (!(body.firstName ?? '').trim()) errors.push(VT['validation.firstName.required']);
      if (!(body.lastName ?? '').trim()) errors.push(VT['validation.lastName.required']);
      if ((body.firstName ?? '').trim().length > 100 || (body.lastName ?? '').trim().length > 100)
        errors.push(VT['validation.tryAgain']);
      errors.push(...validateResetPassword(body));
      if (errors.length) throw new ValidationFailed(errors);
      const invited = await db
        .selectFrom('invitations')
        .select(['email', 'company_id'])
        .where('token_hash', '=', sha256(body.token ?? ''))
        .executeTakeFirst();
      const owner = { email: invited?.email, firstName: body.firstName, lastName: body.lastName };
      if (isWeakPassword(body.password as string, owner))
        throw new ValidationFailed([VT['validation.password.weak']]);
      const passwordHash = await hashPassword(body.password as string, deps.passwordLogN);
      // The inviter's notification and its event commit with the new user.
      const write = <T>(change: () => Promise<{ value: T; logged: Logged }>) =>
        deps.notices && invited
          ? deps.notices.events.write(invited.company_id, change)
          : change().then((r) => r.value);
      await write(() =>
        db.transaction().execute(async (trx) => {
          const inv = await trx
            .selectFrom('invitations')
            .selectAll()
            .where('token_hash', '=', sha256(body.token ?? ''))
            .executeTakeFirst();
          if (!inv || inv.accepted_at || new Date(inv.expires_at).getTime() <= dbNowMs())
            throw new HttpError(400, PM.invitationInvalid);
          const taken = await trx
            .selectFrom('users')
            .select('id')
            .where(sql<string>`lower(email)`, '=', inv.email)
            .executeTakeFirst();
          if (taken) throw new HttpError(409, PM.emailTaken);
          await trx
            .insertInto('users')
            .values({
              id: randomUUID(),
              company_id: inv.company_id,
              email: inv.email,
              first_name: (body.firstName as string).trim(),
              last_name: (body.lastName as string).trim(),
              password_hash: passwordHash,
              user_type: inv.role === 'admin' ? 'Admin' : 'User',
              verified_at: dbNow(),
            })
            .execute();
          await trx
            .updateTable('invitations')
            .set({ accepted_at: dbNow() })
            .where('id', '=', inv.id)
            .execute();
          if (!deps.notices) return { value: undefined, logged: null };
          const name = `${(body.firstName as string).trim()} ${(body.lastName as string).trim()}`;
          const notices = await deps.notices.notifications.add(
            trx,
            inv.company_id,
            [inv.invited_by],
            'invitation.accepted',
            { name },
          );
          return { value: undefined, logged: await deps.notices.events.log(trx, inv.company_id, notices) };
        }),
      );
    },
  };
}
