import type { NavItem } from '@phonesheet/shared';
import { NAVIGATION as BILLING_NAVIGATION } from '../../../remote-billing/src/navigation';
import { NAVIGATION as PHONESHEET_NAVIGATION } from '../../../remote-phonesheet/src/navigation';
import type { KnownRemoteName } from './known-routes';

/**
 * The sidebar entries of the remotes that have some, known to the host without loading them
 * (each remote's own `src/navigation.ts`, bundled at build time like its route paths): the
 * signed-in navigation is drawn in full on every page, and a remote is fetched only when one
 * of its pages is opened. The template demos' groups are not here: they show on request, and
 * asking for them loads that remote. Their texts: known-navigation-messages.ts.
 */
export const KNOWN_NAVIGATION: Partial<Record<KnownRemoteName, NavItem[]>> = {
  billing: BILLING_NAVIGATION,
  phonesheet: PHONESHEET_NAVIGATION,
};
