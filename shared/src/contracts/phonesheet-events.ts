import type { SessionEndReason } from './phonesheet-values';
import type { NotificationEvent } from './notifications';
import type { Call } from './phonesheet-calls';

/** Server-sent events on GET /api/v1/events. */
export type PhonesheetEvent =
  | { type: 'call.created' | 'call.updated' | 'call.deleted' | 'call.restored'; call: Call; by: string }
  | { type: 'statuses.changed'; by: string }
  | { type: 'calls.imported'; count: number; by: string }
  /** A covering window was set or ended: whose desks each user works on now may have changed. */
  | { type: 'covers.changed'; by: string }
  | NotificationEvent;

/**
 * The last event of a stream the server closes (docs/phone-sheet.md "Live events"):
 * 'restart' — reconnect now; 'too-many-streams' — a newer stream of the session took its place;
 * 'token-renewed' — the session was swapped for a new token: reconnect with it; a session end.
 */
export type StreamClosedReason = 'too-many-streams' | 'restart' | 'token-renewed' | SessionEndReason;
