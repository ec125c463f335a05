import type { PsDB } from '../phonesheet/db';
import { OWED_CALL_COLUMNS } from '../digest/owed';

// What the calendar feed is made of: its tables, the calls it reads, and its bounds.

// Row types of migrations/016_calendar_feeds.sql.
export interface CalendarFeedsTable {
  user_id: string;
  company_id: string;
  nonce: string;
  token_hash: string;
  rotated_at: Date | string;
}
export interface CalendarFeedEventsTable {
  user_id: string;
  call_id: string;
  company_id: string;
  sequence: number;
  /** The call's version the event last showed. */
  call_version: number;
  starts_at: Date | string;
  cancelled_at: Date | string | null;
}
export type FeedDB = PsDB & {
  calendar_feeds: CalendarFeedsTable;
  calendar_feed_events: CalendarFeedEventsTable;
  digest_settings: { user_id: string; locale: string; time_zone: string };
};

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
/** Each event's length: calendars need an end, a callback is short. */
export const EVENT_MINUTES = 15;
/** How long an event that left the feed stays in it as cancelled (and how far back follow-ups go). */
export const CANCELLED_KEEP_DAYS = 30;
/** At most this many owed calls and this many follow-ups (newest first) per feed. */
export const FEED_MAX = 500;
/** What calendars are asked to wait between two fetches (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const REFRESH_SECONDS = 30 * 60;
/** The tokens `randomToken`/`hmac` give: 43 base64url characters. */
export const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export interface FeedCall {
  id: string;
  contact_name: string;
  contact_company: string;
  phone_e164: string;
  extension: string | null;
  notes: string;
  priority: 'asap' | 'today' | 'whenever';
  occurred_at: Date | string;
  follow_up_at: Date | string | null;
  updated_at: Date | string;
  version: number;
  desk_user_id: string;
  first_name: string;
  last_name: string;
}

/** The digest's columns, and what an event's SEQUENCE and follow-up need. */
export const CALL_COLUMNS = [...OWED_CALL_COLUMNS, 'c.follow_up_at', 'c.updated_at', 'c.version'] as const;

export const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
