import type { RemoteFeature } from '@phonesheet/shared';

/**
 * One feature of the billing remote, as exposes/module.ts assembles them; adding one is adding
 * it to src/billing-features.ts. Features import the kit, never each other. Its slices are
 * injected with the module under BILLING_KEY.
 */
export type BillingFeature = RemoteFeature;
