import { Type, type Static } from '@sinclair/typebox';
import { DIGEST_DEFAULT_TIME, LOCALE_KEYS } from './digest-values';

// The morning digest's settings and the follow-up reminders' list (docs/phone-sheet.md,
// "Morning digest" and "Follow-up reminders").

export const DigestSettingsBody = Type.Object({
  enabled: Type.Boolean(),
  /** Local time of day, 24-hour `HH:MM`. */
  sendAt: Type.String({ maxLength: 5 }),
  /** An IANA time zone, e.g. Europe/Paris. */
  timeZone: Type.String({ maxLength: 64 }),
  locale: Type.Union(LOCALE_KEYS.map((key) => Type.Literal(key))),
});
export type DigestSettingsBody = Static<typeof DigestSettingsBody>;

export const DigestSettings = Type.Composite([
  DigestSettingsBody,
  Type.Object({
    /** False until the user's browser or the user saved settings (no digest is sent before). */
    saved: Type.Boolean(),
    /** The user owns a desk with calls or covers one: without a desk there is no digest. */
    hasDesk: Type.Boolean(),
  }),
]);
export type DigestSettings = Static<typeof DigestSettings>;

export const FollowUpsQuery = Type.Object({
  /** One desk; omitted: the caller's own desk and the desks they cover. */
  desk: Type.Optional(Type.String({ maxLength: 64 })),
  /** Follow-ups due up to this instant (ISO); at most 7 days ahead. */
  until: Type.String({ maxLength: 40 }),
});
export type FollowUpsQuery = Static<typeof FollowUpsQuery>;

export { DIGEST_DEFAULT_TIME, LOCALE_KEYS };
