import { DIGEST_DEFAULT_TIME, type DigestSettingsBody } from '@phonesheet/shared/contracts';
import type { LocaleKey } from '@phonesheet/shared';

/** This browser's IANA time zone (UTC when it does not say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zones a user may pick: every one this browser knows, and the current one in any case. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** The settings a user's first visit stores: on, 08:00, this browser's zone and the app's language. */
export const firstSettings = (locale: LocaleKey): DigestSettingsBody => ({
  enabled: true,
  sendAt: DIGEST_DEFAULT_TIME,
  timeZone: browserTimeZone(),
  locale,
});
