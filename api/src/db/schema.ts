import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/*.sql. Timestamps come back as Date.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CompaniesTable {
  id: string;
  name: string;
  /** IANA time zone (migration 031): quiet hours of e-mail per call. */
  time_zone: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UsersTable {
  id: string;
  company_id: string;
  email: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  password_hash: string;
  user_type: 'Admin' | 'User';
  verified_at: NullableTimestamp;
  last_sign_in_at: NullableTimestamp;
  /** When the user closed the offer banner (migration 025); it stays closed on every browser. */
  promo_closed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  id: string;
  company_id: string;
  user_id: string;
  /** SHA-256 of the earlier long bearer token's secret; replaced once that token is exchanged. */
  secret_hash: string;
  /** Absolute end of the session (SESSION_TTL after sign-in); refreshing never moves it. */
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  created_at: Generated<Date>;
  /** How many times the refresh token was rotated; the cookie carries it. */
  refresh_generation: Generated<number>;
  /** SHA-256 of the current refresh token (null: none handed out yet, an earlier session). */
  refresh_hash: string | null;
  refreshed_at: NullableTimestamp;
}

/** Wrong lock-screen passwords in a row, per session (services/accounts/sign-in.ts unlock). */
export interface UnlockFailuresTable {
  session_id: string;
  failures: number;
}

export interface CompanyEventCountersTable {
  company_id: string;
  last_id: ColumnType<string, number | string, number | string>;
}

export interface CompanyEventsTable {
  company_id: string;
  /** bigint: read as a string. */
  id: ColumnType<string, number | string, number | string>;
  type: string;
  payload: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
}

export interface UrlTicketUsesTable {
  signature: string;
  expires_at: Timestamp;
}

export interface SignupCodesTable {
  id: Generated<number>;
  company_id: string;
  user_id: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  last_sent_at: Timestamp;
  /** Registered again while pending: mails carry no link, the code needs the password. */
  contested: Generated<boolean>;
}

export interface EmailTokensTable {
  id: Generated<number>;
  company_id: string;
  user_id: string;
  kind: 'verify' | 'reset';
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  company_id: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  sent_at: NullableTimestamp;
  last_error: string | null;
  created_at: Generated<Date>;
  /** Unique when set: a message queued once whichever instance queues it (e-mail per call). */
  dedupe_key?: string | null;
}

export interface DevMailboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: Generated<Date>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  company_id: string | null;
  user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: Generated<Date>;
}

/** Failed loads of a remote as browsers report them (migrations/029). */
export interface RemoteLoadFailuresTable {
  remote: string;
  version: string;
  kind: string;
  last_reason: string;
  failures: Generated<number>;
  first_at: Generated<Date>;
  last_at: Generated<Date>;
}

/** An open event stream on some API instance (PostgreSQL only; migrations/014). */
export interface LiveStreamsTable {
  id: string;
  session_id: string;
  instance_id: string;
  opened_at: Generated<Date>;
  seen_at: Generated<Date>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

/** Shared rate-limit counters (migrations/015_rate_limits.sql). */
export interface RateLimitHitsTable {
  key: string;
  count: number;
  reset_at: Date;
}

/** A browser's Web Push channel, opted in within one session (migrations/018_web_push.sql). */
export interface PushSubscriptionsTable {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  session_id: string;
  user_id: string;
  company_id: string;
  locale: Generated<string>;
  muted: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface PushOutboxTable {
  id: Generated<string>;
  company_id: string;
  call_id: string;
  desk_user_id: string;
  /** The call as the API's JSON when it was logged (contracts' Call). */
  call: unknown;
  sent_to: Generated<string[]>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  expires_at: Timestamp;
  last_error: string | null;
  /** Who logged the call (migration 031): their own entry does not reach them. */
  logged_by?: string | null;
  created_at: Generated<Date>;
}

export interface UserNotificationsTable {
  id: string;
  company_id: string;
  user_id: string;
  kind: string;
  /** What the text names (contracts' Notification `data`). */
  data: unknown;
  read_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface DB {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  url_ticket_uses: UrlTicketUsesTable;
  unlock_failures: UnlockFailuresTable;
  company_event_counters: CompanyEventCountersTable;
  company_events: CompanyEventsTable;
  signup_codes: SignupCodesTable;
  email_tokens: EmailTokensTable;
  mail_outbox: MailOutboxTable;
  dev_mailbox: DevMailboxTable;
  contact_messages: ContactMessagesTable;
  remote_load_failures: RemoteLoadFailuresTable;
  schema_migrations: SchemaMigrationsTable;
  live_streams: LiveStreamsTable;
  rate_limit_hits: RateLimitHitsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  user_notifications: UserNotificationsTable;
}
