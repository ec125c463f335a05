import { Type, type Static } from '@sinclair/typebox';
import { Instant, QueryInteger, StringEnum, Uuid } from './schema-kit';

// A user's own notifications (docs/phone-sheet.md "Notifications"): kept per user on the server,
// each made in the transaction of the change it reports, and sent live on the company's event
// stream to that user's streams only (`notification.created`).

export const NOTIFICATION_KINDS = [
  /** Someone else logged a call on your desk. */
  'call.logged',
  /** A call on your desk was marked returned by someone else. */
  'call.returned',
  /** Someone you invited joined the company. */
  'invitation.accepted',
  /** The company's card was refused for a renewal (admins). */
  'payment.failed',
  /** The company's plan refused something (admins). */
  'plan.limit',
] as const;
export const NotificationKind = StringEnum(NOTIFICATION_KINDS);
export type NotificationKind = Static<typeof NotificationKind>;

/** How many notifications a page lists at most, and how long they are kept. */
export const NOTIFICATION_LIMITS = { pageSizeMax: 100, keepDays: 90 } as const;

export const Notification = Type.Object({
  id: Uuid(),
  kind: NotificationKind,
  /**
   * What the text names: `name` (the caller, or who joined), `by` (who did it), `desk` (the
   * covered desk's owner), `callId` (opens
   * the call), `limit` (seats, desks, history, export) or `plan`.
   */
  data: Type.Object({
    name: Type.Optional(Type.String()),
    by: Type.Optional(Type.String()),
    /** Whose desk the call is on, when the reader covers that desk (call.logged). */
    desk: Type.Optional(Type.String()),
    callId: Type.Optional(Uuid()),
    limit: Type.Optional(Type.String()),
    plan: Type.Optional(Type.String()),
  }),
  read: Type.Boolean(),
  createdAt: Instant(),
});
export type Notification = Static<typeof Notification>;

export const NotificationQuery = Type.Object({
  page: Type.Optional(QueryInteger('page', 1, 100_000, 1)),
  pageSize: Type.Optional(QueryInteger('pageSize', 1, NOTIFICATION_LIMITS.pageSizeMax, 20)),
});
export type NotificationQuery = Static<typeof NotificationQuery>;

export const NotificationPage = Type.Object({
  items: Type.Array(Notification),
  /** All of this user's notifications, and how many of them are unread. */
  total: Type.Integer(),
  unread: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type NotificationPage = Static<typeof NotificationPage>;

export const NotificationsRead = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type NotificationsRead = Static<typeof NotificationsRead>;

/** A call on the user's own desk still owed a call back (the top bar's messages). */
export const OwedCall = Type.Object({
  id: Uuid(),
  contactName: Type.String(),
  contactCompany: Type.String(),
  /** E.164. */
  phone: Type.String(),
  priority: StringEnum(['asap', 'today', 'whenever'] as const),
  occurredAt: Instant(),
});
export type OwedCall = Static<typeof OwedCall>;

/** The newest owed calls (up to OWED_CALLS_SHOWN) and how many are owed in all. */
export const OwedCalls = Type.Object({ items: Type.Array(OwedCall), total: Type.Integer() });
export type OwedCalls = Static<typeof OwedCalls>;
export const OWED_CALLS_SHOWN = 20;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
} as const;

/** The live event of a new notification: only the streams of `userId` get it. */
export interface NotificationEvent {
  type: 'notification.created';
  userId: string;
  notification: Notification;
}
