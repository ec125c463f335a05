import type { Kysely, Selectable } from 'kysely';
import {
  planLimitMessage,
  UPGRADE_PATH,
  type LimitKind,
  type SubscriptionPlan,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { billingDb, type PlansTable } from './schema';
import { dbNow } from '../../db/clock';
import { findCurrentPlan } from '../../repositories/subscriptions-repository';
import { countActiveUsers } from '../../repositories/users-repository';

export type PlanRow = Selectable<PlansTable>;

export const toPlanDto = (p: {
  id: string;
  name: string;
  unit_amount: number;
  currency: string;
  billing_interval: string;
  seat_limit: number | null;
  desk_limit: number | null;
  history_days: number | null;
  csv_export: boolean;
}): SubscriptionPlan => ({
  _id: p.id,
  planName: p.name,
  unitAmount: p.unit_amount,
  currency: p.currency,
  interval: p.billing_interval,
  seatLimit: p.seat_limit,
  deskLimit: p.desk_limit,
  historyDays: p.history_days,
  csvExport: p.csv_export,
});

/** 402 Payment Required: the plan, not the user, stops this; the client offers the upgrade. */
export class PlanLimitError extends HttpError {
  constructor(kind: LimitKind, plan: { id: string; name: string }, limit: number | null) {
    // planName and allowed let the client say the same in the user's language.
    super(402, planLimitMessage(kind, plan.name, limit), {
      limit: kind,
      planId: plan.id,
      planName: plan.name,
      allowed: limit,
      upgrade: UPGRADE_PATH,
    });
  }
}

/**
 * The limits of each company's current plan (seats, desks, history depth, CSV export).
 * A company that has not chosen a plan, or whose paid plan ended, has Basic's limits.
 * Other features call these before they add a user, a desk, read history or export.
 */
export function createPlanLimits(appDb: Kysely<DB>) {
  async function planFor(companyId: string, q: Kysely<DB> = appDb): Promise<PlanRow> {
    const row = await findCurrentPlan(billingDb(q), companyId);
    if (row) return row;
    return billingDb(q).selectFrom('plans').selectAll().where('id', '=', 'basic').executeTakeFirstOrThrow();
  }

  // A deactivated user cannot sign in and frees the seat; reactivating one takes a seat again.
  const seatsUsed = (companyId: string, q: Kysely<DB> = appDb) => countActiveUsers(q, companyId);

  return {
    planFor,
    seatsUsed,
    /** The plan that applies now and the seats it has taken (GET /subscription/myPlan). */
    usage: async (companyId: string) => {
      const [plan, seats] = await Promise.all([planFor(companyId), seatsUsed(companyId)]);
      return { plan, seatsUsed: seats };
    },

    /**
     * Throws 402 unless one more user fits; `pending` counts seats promised but not yet taken
     * (open invitations). `q`: the caller's transaction, when it holds the company's seat lock.
     */
    async assertSeatAvailable(companyId: string, pending = 0, q: Kysely<DB> = appDb): Promise<void> {
      const plan = await planFor(companyId, q);
      if (plan.seat_limit === null) return;
      if ((await seatsUsed(companyId, q)) + pending >= plan.seat_limit)
        throw new PlanLimitError('seats', plan, plan.seat_limit);
    },

    /** Throws 402 unless one more desk fits beside the `used` ones. */
    async assertDeskAvailable(companyId: string, used: number): Promise<void> {
      const plan = await planFor(companyId);
      if (plan.desk_limit !== null && used >= plan.desk_limit)
        throw new PlanLimitError('desks', plan, plan.desk_limit);
    },

    async assertCsvExport(companyId: string): Promise<void> {
      const plan = await planFor(companyId);
      if (!plan.csv_export) throw new PlanLimitError('export', plan, null);
    },

    /** The oldest instant the company may read history from (null: no limit). */
    async historyCutoff(companyId: string, now = dbNow()): Promise<Date | null> {
      const plan = await planFor(companyId);
      return plan.history_days === null
        ? null
        : new Date(now.getTime() - plan.history_days * 24 * 60 * 60 * 1000);
    },

    /** Throws 402 when `from` lies before the plan's history window. */
    async assertHistoryWithin(companyId: string, from: Date, now = dbNow()): Promise<void> {
      const plan = await planFor(companyId);
      if (plan.history_days === null) return;
      if (from.getTime() < now.getTime() - plan.history_days * 24 * 60 * 60 * 1000)
        throw new PlanLimitError('history', plan, plan.history_days);
    },
  };
}

export type PlanLimits = ReturnType<typeof createPlanLimits>;
