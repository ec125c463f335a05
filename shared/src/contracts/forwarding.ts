import { Type, type Static } from '@sinclair/typebox';
import { Instant, Uuid } from './schema-kit';
import { PushQuietHours } from './push';

// Covering a desk, and "X called for you" wherever the person is: e-mail per call and chat
// (docs/phone-sheet.md, "Covering a desk"; docs/integrations.md, "E-mail per call" and "Chat").

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** "Sam covers Alex's desk" from `startsAt` until `endsAt` (null: until further notice). */
export const Covering = Type.Object({
  id: Uuid(),
  /** who covers (Sam) */
  coverUserId: Uuid(),
  coverName: Type.String(),
  /** whose desk (Alex) */
  deskUserId: Uuid(),
  deskName: Type.String(),
  startsAt: Instant(),
  endsAt: Nullable(Instant()),
  /** The window holds now (the database's clock). */
  current: Type.Boolean(),
});
export type Covering = Static<typeof Covering>;

export const CoveringBody = Type.Object({
  coverUserId: Uuid(),
  deskUserId: Uuid(),
  /** From now when left out. */
  startsAt: Type.Optional(Nullable(Instant())),
  /** Until further notice when left out or null. */
  endsAt: Type.Optional(Nullable(Instant())),
});
export type CoveringBody = Static<typeof CoveringBody>;

/** E-mail per call: "e-mail me each call logged for me", quiet in the company's time zone. */
export const CallMailSettings = Type.Object({
  enabled: Type.Boolean(),
  /** No e-mail from start until end (local times of the company's time zone), or null. */
  quietHours: Nullable(PushQuietHours),
  /** The company's IANA time zone the quiet hours are in (company settings). */
  timeZone: Type.String(),
});
export type CallMailSettings = Static<typeof CallMailSettings>;

export const CallMailBody = Type.Object({
  enabled: Type.Boolean(),
  quietHours: Nullable(PushQuietHours),
});
export type CallMailBody = Static<typeof CallMailBody>;

export const CHAT_KINDS = ['slack', 'teams'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** A Slack or Microsoft Teams incoming webhook: the company's (deskUserId null) or one desk's. */
export const ChatWebhook = Type.Object({
  id: Uuid(),
  kind: Type.Union(CHAT_KINDS.map((k) => Type.Literal(k))),
  deskUserId: Nullable(Uuid()),
  deskName: Nullable(Type.String()),
  /** The webhook's address with its secret part hidden (only its host and the path's start). */
  urlHint: Type.String(),
  lastSentAt: Nullable(Instant()),
  /** The last delivery that failed, and why (cleared by the next success). */
  lastFailureAt: Nullable(Instant()),
  lastFailure: Nullable(Type.String()),
  /** Posts still waiting for a retry. */
  pending: Type.Integer({ minimum: 0 }),
});
export type ChatWebhook = Static<typeof ChatWebhook>;

export const ChatWebhookBody = Type.Object({
  kind: Type.Union(CHAT_KINDS.map((k) => Type.Literal(k))),
  url: Type.String({ maxLength: 1000 }),
  /** One desk's calls; the company's every call when left out or null. */
  deskUserId: Type.Optional(Nullable(Uuid())),
});
export type ChatWebhookBody = Static<typeof ChatWebhookBody>;

export const CompanyForwarding = Type.Object({
  /** The company's IANA time zone (quiet hours of e-mail per call). */
  timeZone: Type.String(),
  webhooks: Type.Array(ChatWebhook),
});
export type CompanyForwarding = Static<typeof CompanyForwarding>;

export const CompanyTimeZoneBody = Type.Object({ timeZone: Type.String({ maxLength: 64 }) });
export type CompanyTimeZoneBody = Static<typeof CompanyTimeZoneBody>;

// Answer texts of the covering and forwarding routes.
export const FORWARDING_MESSAGES = {
  coveringDesk: 'Only an administrator, or the desk’s own user, may set who covers it',
  coveringUsers: 'The coverer and the desk must be two active users of the company',
  coveringWindow: 'The covering must end after it starts, and not in the past',
  coveringNotFound: 'Covering not found',
  quietTime: 'Quiet hours must be times of day like 19:00, and not the same',
  timeZone: 'Unknown time zone',
  webhookUrl: 'The webhook must be an https address of Slack or Microsoft Teams on the public internet',
  webhookDesk: 'Unknown desk',
  webhookNotFound: 'Webhook not found',
} as const;
