import { isApiError } from '@phonesheet/shared';
import {
  planLimitMessage,
  planLimitOf,
  UPGRADE_PATH,
  type PlanLimitReply,
  type SubscriptionPlan,
} from '@phonesheet/shared/contracts';

/** The 402 details of a failed request when a plan limit refused it, else null. */
export const planLimitOfError = (error: unknown): PlanLimitReply | null =>
  isApiError(error) ? planLimitOf(error.body) : null;

/**
 * What the server answers an export on a plan without CSV. The download is a plain link (the
 * browser cannot show a 402 body), so the page says it before the click leaves.
 */
export const exportLimit = (plan: SubscriptionPlan): PlanLimitReply => ({
  msg: planLimitMessage('export', plan.planName, null),
  limit: 'export',
  planId: plan._id,
  planName: plan.planName,
  allowed: null,
  upgrade: UPGRADE_PATH,
});
