import type { Reducer } from 'redux';
import type { SagaIterator } from 'redux-saga';
import type { AppRoute, LocaleKey } from '@phonesheet/shared';

/**
 * One feature of the billing remote, as exposes/module.ts assembles them; adding one is adding
 * it to src/billing-features.ts. Features import the kit, never each other.
 */
export type Messages = Record<LocaleKey, Record<string, string>>;

export interface BillingFeature {
  id: string;
  routes?: AppRoute[];
  /** Its parts of the billing state, injected with the module under BILLING_KEY. */
  reducers?: Record<string, Reducer>;
  saga?: () => SagaIterator;
  /** Its texts; the module merges them over the kit's (src/i18n). */
  messages?: Messages;
}

/** The kit's texts with every feature's, per language. */
export function mergeMessages(base: Messages, features: BillingFeature[]): Messages {
  const merged = { ...base };
  for (const locale of Object.keys(merged) as LocaleKey[]) {
    merged[locale] = Object.assign(
      {},
      base[locale],
      ...features.map((feature) => feature.messages?.[locale]),
    );
  }
  return merged;
}
