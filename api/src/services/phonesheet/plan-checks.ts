import { sql, type Kysely } from 'kysely';
import { PHONESHEET_TEXTS as PT } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { sha256 } from '../../lib/crypto';
import { PlanLimitError, type PlanLimits } from '../billing/plan-limits';
import type { CurrentUser } from '../../access/current-user';
import { mayWorkOnDeskRead } from '../../access/desk-rule';
import { withPhonesheet } from './db';
import { isUuid, parseInstant } from './calls/service';
import { dbNow } from '../../db/clock';
import { countDesksWithCalls, findCompanyUser, findDesk } from '../../repositories/users-repository';
import { findCallDesk } from '../../repositories/calls-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PlanChecks = ReturnType<typeof createPlanChecks>;

/** Invitations not yet accepted nor expired (a withdrawn one is deleted); `exceptEmail` is being replaced. */
async function countOpenInvitations(
  within: Kysely<DB>,
  companyId: string,
  exceptEmail?: string,
): Promise<number> {
  let q = withPhonesheet(within)
    .selectFrom('invitations')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', dbNow());
  if (exceptEmail) q = q.where('email', '!=', exceptEmail);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

/**
 * Distinct desks with at least one call: one indexed `exists` per user of the company.
 * `except`: the desk about to get a call, not counted, so that concurrent first calls on one
 * desk (each saw it empty) do not count it against themselves.
 */
const countDesksInUse = (q: Kysely<DB>, companyId: string, except?: string): Promise<number> =>
  countDesksWithCalls(q, companyId, except);

/**
 * The billing plan's limits applied to the phone sheet (docs/billing.md "Limits in the phone
 * sheet"). Route handlers call some before the service does its work (invitations, users,
 * contacts); the calls service and the import jobs are given theirs (history, export, restore,
 * import: `plan` and `beforeStart`, passed in by plugins/app/phonesheet.ts), and creating and
 * editing a call check a new desk from the calls service's own desk query (`newDesk`).
 * Each check answers 402 (PlanLimitError) when the plan stops the action.
 * Invitations are serialised per company (the seat lock in the users service), so two sent at
 * the same instant never share the last seat; the other checks are not (a desk or reactivation
 * racing another may pass one over).
 */
export function createPlanChecks(appDb: Kysely<DB>, limits: PlanLimits) {
  const db = withPhonesheet(appDb);

  const openInvitations = (companyId: string, exceptEmail?: string, within: Kysely<DB> = appDb) =>
    countOpenInvitations(within, companyId, exceptEmail);
  const desksInUse = (companyId: string, q: Kysely<DB> = appDb, except?: string) =>
    countDesksInUse(q, companyId, except);

  /**
   * A call may go onto a desk that already has calls; a desk without any is a new desk and
   * needs room in the plan (restore and CSV import; a new or edited call asks `newDesk` from its
   * own desk query). The common case costs one indexed query. An unknown or deactivated desk is
   * left to the service's 400, a desk the caller may not cover to its 403.
   */
  async function beforeDesk(user: CurrentUser, deskUserId: string | null | undefined): Promise<void> {
    if (!isUuid(deskUserId)) return;
    const desk = await findDesk(db, user, deskUserId);
    // The desk rule (access/desk-rule.ts): a desk the caller may not work on is the 403's.
    if (!desk || desk.deactivated_at || desk.in_use || !mayWorkOnDeskRead(user, deskUserId, desk)) return;
    await newDesk(user.companyId, appDb, deskUserId);
  }

  /** A desk without calls is about to get one: 402 when the plan's other desks are all in use. */
  async function newDesk(companyId: string, q: Kysely<DB> = appDb, deskUserId?: string): Promise<void> {
    const plan = await limits.planFor(companyId, q);
    if (plan.desk_limit === null) return;
    if ((await desksInUse(companyId, q, deskUserId)) >= plan.desk_limit)
      throw new PlanLimitError('desks', plan, plan.desk_limit);
  }

  return {
    openInvitations,
    desksInUse,
    newDesk,

    /**
     * A new invitation needs a seat beside the active users and the other open invitations.
     * Run inside the invitation's transaction (`q`), after the company's seat lock.
     */
    async beforeInvite(companyId: string, email: string, q: Kysely<DB> = appDb): Promise<void> {
      const replaced = (email ?? '').trim().toLowerCase();
      await limits.assertSeatAvailable(companyId, await openInvitations(companyId, replaced, q), q);
    },

    /**
     * Accepting re-checks the seat (the plan may have shrunk since the invitation). The invitee
     * cannot upgrade, so the answer tells them whom to ask and carries no upgrade link.
     */
    async beforeAccept(token: string | undefined): Promise<void> {
      const inv = await db
        .selectFrom('invitations')
        .select('company_id')
        .where('token_hash', '=', sha256(token ?? ''))
        .where('accepted_at', 'is', null)
        .executeTakeFirst();
      if (!inv) return; // the service answers "invalid or expired"
      try {
        await limits.assertSeatAvailable(inv.company_id, 0);
      } catch (err) {
        if (err instanceof PlanLimitError)
          throw new HttpError(402, PT['phonesheet.validation.invitationNoSeat']);
        throw err;
      }
    },

    /** Reactivating a deactivated user takes a seat again. */
    async beforeReactivate(companyId: string, userId: string): Promise<void> {
      if (!isUuid(userId)) return;
      const u = await findCompanyUser(db, companyId, userId);
      if (u?.deactivated_at) await limits.assertSeatAvailable(companyId, await openInvitations(companyId));
    },

    beforeDesk,

    /** Restoring a deleted call puts it back on its desk, which may have emptied meanwhile. */
    async beforeRestore(user: CurrentUser, callId: string): Promise<void> {
      const { companyId } = user;
      if (!isUuid(callId)) return;
      const call = await findCallDesk(db, companyId, callId);
      if (call?.deleted_at) await beforeDesk(user, call.desk_user_id);
    },

    /** The CSV export is the plan's (the calls service's export). */
    beforeExport: (companyId: string): Promise<void> => limits.assertCsvExport(companyId),

    /**
     * History depth: a `from` before the plan's window → 402; without `from` the answer is
     * clipped to the window (the returned instant, up to a minute inside it; null = no limit). An unreadable `from` is
     * left to the service's 400.
     */
    async historyFrom(companyId: string, from: string | undefined, now = dbNow()): Promise<Date | null> {
      const plan = await limits.planFor(companyId);
      if (plan.history_days === null) return null;
      const cutoff = new Date(now.getTime() - plan.history_days * DAY_MS);
      const asked = from ? parseInstant(from) : null;
      if (asked && asked < cutoff) throw new PlanLimitError('history', plan, plan.history_days);
      // The clip moves on by the whole minute (rounded up: never more than the plan allows), so
      // the searches of one minute share a filter and its kept count (search-counts.ts).
      return new Date(Math.ceil(cutoff.getTime() / 60_000) * 60_000);
    },
  };
}
