import type { LocaleKey } from '@phonesheet/shared';
import { NAVIGATION_MESSAGES as BILLING } from '../../../remote-billing/src/navigation/messages';
import { NAVIGATION_MESSAGES as PHONESHEET } from '../../../remote-phonesheet/src/navigation/messages';

/** The texts of KNOWN_NAVIGATION's entries (in the host's catalogue, so they show before their remote). */
export const KNOWN_NAVIGATION_MESSAGES: Array<Record<LocaleKey, Record<string, string>>> = [
  BILLING,
  PHONESHEET,
];
