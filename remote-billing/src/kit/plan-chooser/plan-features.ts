import type { SubscriptionPlan } from '@phonesheet/shared/contracts';

/** One line of what a plan gives: a message id with its values, and whether it is included. */
export interface PlanFeature {
  key: string;
  id: string;
  values?: Record<string, string | number>;
  included: boolean;
}

/**
 * What a plan gives, from the plan table the API's limits read (GET getSubscriptionPlans):
 * users, history, CSV import and export, the phone system and push notifications. Import,
 * the phone system and push come with every plan; export only where `csvExport` says so.
 */
export function planFeatures(plan: SubscriptionPlan): PlanFeature[] {
  const limit = (key: string, value: number | null): PlanFeature =>
    value === null
      ? { key, id: `billing.plans.${key}.unlimited`, included: true }
      : { key, id: `billing.plans.${key}`, values: { count: value }, included: true };
  return [
    limit('seats', plan.seatLimit),
    limit('desks', plan.deskLimit),
    limit('history', plan.historyDays),
    { key: 'csvImport', id: 'billing.plans.csvImport', included: true },
    { key: 'csvExport', id: 'billing.plans.csvExport', included: plan.csvExport },
    { key: 'phoneSystem', id: 'billing.plans.phoneSystem', included: true },
    { key: 'push', id: 'billing.plans.push', included: true },
  ];
}
