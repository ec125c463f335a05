import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  PHONESHEET_LIMITS as LIM,
  CROSS_REMOTE_PATHS,
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS as PT,
  VALIDATION_TEXTS as VT,
  emailProblem,
  validateResetPassword,
  type AcceptInvitationBody,
  type InviteBody,
  type Invitation,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto';
import { isWeakPassword } from '../../lib/password-strength';
import { enqueueMail, type Outbox } from '../../mail/mail-queue';
import type { CurrentUser } from '../../access/current-user';
import type { PsDB } from './db';
import { isUuid } from './calls/service';
import type { NotificationsService } from '../notifications/service';
import type { EventBus, Logged } from './events';
import { dbNow, dbNowMs } from '../../db/clock';
import { findUserByEmail, findUserWithCompany, insertUser } from '../../repositories/users-repository';

// Invitations: an admin invites an address by mail (one seat each), and the invitee's link
// makes the account.

export interface InvitationsContext {
  db: Kysely<PsDB>;
  outbox: Outbox;
  appUrl: string;
  /** scrypt cost of new password hashes (config.passwordScryptLogN). */
  passwordLogN: number;
  /** The inviter hears that their invitation was accepted (none: no notification). */
  notices?: { events: EventBus; notifications: NotificationsService };
  /** The plan's seat checks (plan-checks.ts; none: no limits): each throws 402 when full. */
  plan?: UsersPlan;
}

/** What the billing plan allows of the company's users (plan-checks.ts). */
export interface UsersPlan {
  /** Before an invitation is stored, in its transaction (`q`). */
  beforeInvite(companyId: string, email: string, q: Kysely<DB>): Promise<void>;
  /** Before an invitee joins with `token`. */
  beforeAccept(token: string | undefined): Promise<void>;
  /** Before a deactivated user comes back. */
  beforeReactivate(companyId: string, userId: string): Promise<void>;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** `seatCheck` runs in the transaction once the company's invitations are serialised. */
export async function invite(
  ctx: InvitationsContext,
  user: CurrentUser,
  body: InviteBody,
): Promise<Invitation> {
  const { db } = ctx;
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
    // The seat check runs inside the invitation's transaction, after the route's admin check (a
    // non-admin gets 403, not an upgrade offer).
    await ctx.plan?.beforeInvite(user.companyId, body.email ?? '', trx as unknown as Kysely<DB>);
    if (await findUserByEmail(trx, email)) throw new HttpError(409, PM.emailTaken);
    const inviter = await findUserWithCompany(trx, { id: user.id, companyId: user.companyId });
    if (!inviter) throw new Error('the inviting user is gone');
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
    const link = `${ctx.appUrl}${CROSS_REMOTE_PATHS.invitation}?token=${encodeURIComponent(token)}`;
    const who = `${inviter.first_name} ${inviter.last_name}`.trim();
    await enqueueMail(
      trx as unknown as Parameters<typeof enqueueMail>[0],
      {
        to: email,
        subject: `${who} invited you to ${inviter.companyName} on Phone Sheet`,
        text: `Hello,\n\n${who} invited you to join ${inviter.companyName} on Phone Sheet.\n\nChoose your name and password with this link (valid for 7 days):\n${link}\n`,
        html: `<p>Hello,</p><p>${escapeHtml(who)} invited you to join ${escapeHtml(inviter.companyName)} on Phone Sheet.</p><p><a href="${escapeHtml(link)}">Accept the invitation</a> (valid for 7 days).</p>`,
      },
      user.companyId,
    );
    ctx.outbox.kick();
    return {
      id,
      email,
      role: role as 'admin' | 'user',
      expiresAt: expiresAt.toISOString(),
      acceptedAt: null,
    };
  });
}

export async function invitations({ db }: InvitationsContext, user: CurrentUser): Promise<Invitation[]> {
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
}

export async function revokeInvitation(
  { db }: InvitationsContext,
  user: CurrentUser,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw new HttpError(404, PM.invitationInvalid);
  const res = await db
    .deleteFrom('invitations')
    .where('id', '=', id)
    .where('company_id', '=', user.companyId)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) !== 1) throw new HttpError(404, PM.invitationInvalid);
}

/** The invitee sets name and password; the account is verified (the e-mail link proved the address). */
export async function acceptInvitation(ctx: InvitationsContext, body: AcceptInvitationBody): Promise<void> {
  await ctx.plan?.beforeAccept(body.token);
  const { db } = ctx;
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
  const passwordHash = await hashPassword(body.password as string, ctx.passwordLogN);
  // The inviter's notification and its event commit with the new user.
  const write = <T>(change: () => Promise<{ value: T; logged: Logged }>) =>
    ctx.notices && invited
      ? ctx.notices.events.write(invited.company_id, change)
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
      if (await findUserByEmail(trx, inv.email)) throw new HttpError(409, PM.emailTaken);
      await insertUser(trx, {
        id: randomUUID(),
        company_id: inv.company_id,
        email: inv.email,
        first_name: (body.firstName as string).trim(),
        last_name: (body.lastName as string).trim(),
        password_hash: passwordHash,
        user_type: inv.role === 'admin' ? 'Admin' : 'User',
        verified_at: dbNow(),
      });
      await trx.updateTable('invitations').set({ accepted_at: dbNow() }).where('id', '=', inv.id).execute();
      if (!ctx.notices) return { value: undefined, logged: null };
      const name = `${(body.firstName as string).trim()} ${(body.lastName as string).trim()}`;
      const notices = await ctx.notices.notifications.add(
        trx,
        inv.company_id,
        [inv.invited_by],
        'invitation.accepted',
        { name },
      );
      return { value: undefined, logged: await ctx.notices.events.log(trx, inv.company_id, notices) };
    }),
  );
}
