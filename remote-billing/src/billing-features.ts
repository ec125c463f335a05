import { mergeCatalogues } from '@phonesheet/shared';
import type { BillingFeature } from './kit/billing-feature';
import { messages } from './i18n';
import { NAVIGATION_MESSAGES } from './navigation/messages';
import { plansCatalogue } from './kit/plans-catalogue/catalogue';
import { plansApp } from './features/plans/app';
import { purchaseApp } from './features/purchase/app';
import { detailsApp } from './features/details/app';
import { contactQueriesApp } from './features/contact-queries/app';

/** Every feature of the billing remote, and the kit's plans catalogue they read. */
export const BILLING_FEATURES: BillingFeature[] = [
  plansCatalogue,
  plansApp,
  purchaseApp,
  detailsApp,
  contactQueriesApp,
];

/** Every text of the remote: the kit's and the composing pages' (src/i18n) and each feature's. */
export const BILLING_MESSAGES = mergeCatalogues(
  messages,
  NAVIGATION_MESSAGES,
  ...BILLING_FEATURES.map((feature) => feature.messages),
);
