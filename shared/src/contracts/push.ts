import { Type, type Static } from '@sinclair/typebox';
import { LOCALE_KEYS } from './digest';

// Web Push to the person a call is for (docs/integrations.md, "Push notifications"). A device
// is one browser opted in within the caller's session: a session has at most one.

/** The start of the notes a notification shows, in characters. */
export const PUSH_NOTES_MAX = 120;

export const PushQuietHours = Type.Object({
  /** Local time of day, 24-hour `HH:MM`: no push from here… */
  start: Type.String({ maxLength: 5, example: '19:00' }),
  /** …until here (past midnight when earlier than the start). */
  end: Type.String({ maxLength: 5, example: '08:00' }),
});
export type PushQuietHours = Static<typeof PushQuietHours>;

export const PushDevice = Type.Object({
  muted: Type.Boolean(),
  /** When this device opted in. */
  since: Type.String({ format: 'date-time' }),
});
export type PushDevice = Static<typeof PushDevice>;

export const PushSettings = Type.Object({
  /** The VAPID public key, base64url: the browser's `applicationServerKey`. */
  publicKey: Type.String(),
  /** This session's device, or null when it has not opted in (or opted out). */
  device: Type.Union([PushDevice, Type.Null()]),
  /** The user's quiet hours (every device), or null for none. */
  quietHours: Type.Union([PushQuietHours, Type.Null()]),
  /** The IANA zone of the quiet hours; UTC until saved. */
  timeZone: Type.String(),
});
export type PushSettings = Static<typeof PushSettings>;

/** A browser's PushSubscription (its toJSON()) and the app's language there. */
export const PushDeviceBody = Type.Object({
  endpoint: Type.String({ maxLength: 1000 }),
  keys: Type.Object({
    p256dh: Type.String({ maxLength: 200 }),
    auth: Type.String({ maxLength: 100 }),
  }),
  locale: Type.Union(LOCALE_KEYS.map((key) => Type.Literal(key))),
});
export type PushDeviceBody = Static<typeof PushDeviceBody>;

export const PushMuteBody = Type.Object({ muted: Type.Boolean() });
export type PushMuteBody = Static<typeof PushMuteBody>;

export const PushQuietHoursBody = Type.Object({
  quietHours: Type.Union([PushQuietHours, Type.Null()]),
  timeZone: Type.String({ maxLength: 64 }),
});
export type PushQuietHoursBody = Static<typeof PushQuietHoursBody>;

/** What a push carries (JSON, encrypted for the device): the service worker shows it. */
export interface PushPayload {
  /** "Call from Ada Lovelace (Acme)". */
  title: string;
  /** The number, then the start of the notes. */
  body: string;
  /** The app's path that opens the call's row. */
  url: string;
  callId: string;
  /** The caller, the number as the company writes it, and the start of the notes, as such. */
  caller: string;
  number: string;
  notes: string;
}

// Answer texts of the push routes (docs/integrations.md).
export const PUSH_MESSAGES = {
  endpoint: 'The push endpoint must be an https address of a push service',
  keys: "The subscription's keys are not a P-256 public key and a 16-byte secret (base64url)",
  quietTime: 'Quiet hours must be times of day like 19:00, and not the same',
  timeZone: 'Unknown time zone',
  noDevice: 'This device has not turned on notifications',
} as const;
