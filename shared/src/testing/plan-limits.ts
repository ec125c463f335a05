import { planLimitMessage, UPGRADE_PATH, type LimitKind, type PlanLimitReply } from '../contracts/billing';

// The Basic plan's numbers (migrations 002 and 004): 2 users, 1 desk, 7 days, no CSV export.
const BASIC_ALLOWED: Record<LimitKind, number | null> = { seats: 2, desks: 1, history: 7, export: null };

/** The 402 body the API sends when the Basic plan stops an action of this kind. */
export function basicPlanLimit(limit: LimitKind): PlanLimitReply {
  const allowed = BASIC_ALLOWED[limit];
  return {
    msg: planLimitMessage(limit, 'Basic', allowed),
    limit,
    planId: 'basic',
    planName: 'Basic',
    allowed,
    upgrade: UPGRADE_PATH,
  };
}
