import type { ComponentType } from 'react';
import type { RemoteFeature } from '@phonesheet/shared';

/**
 * One feature of the phone-sheet remote, as exposes/module.ts assembles them; adding one is
 * adding it to src/phonesheet-features.ts. Features import the kit, never each other. Its
 * slices are injected at the store's top level under the keys it names.
 */
export interface PhonesheetFeature extends Omit<RemoteFeature, 'messages'> {
  /** Its texts in English; the other languages are fetched when chosen (src/i18n). */
  messages?: Record<string, string>;
  /** Components it lends the host's slots. */
  slots?: Record<string, ComponentType>;
}
