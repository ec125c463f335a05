import type { ComponentType } from 'react';
import type { RemoteFeature } from '@phonesheet/shared';

/**
 * One feature of the phone-sheet remote, as exposes/module.ts assembles them; adding one is
 * adding it to src/phonesheet-features.ts. Features import the kit, never each other. Its
 * slices are injected at the store's top level under the keys it names. Its texts are the
 * remote's (src/i18n: one catalogue per language, fetched when chosen), so it has no `messages`.
 */
export interface PhonesheetFeature extends Omit<RemoteFeature, 'messages'> {
  /** Components it lends the host's slots. */
  slots?: Record<string, ComponentType>;
}
