-- Web Push to the person a call is for (docs/integrations.md, "Push notifications").

-- The VAPID key pair when none is configured: made by the first instance that starts, one row
-- for every instance (the insert is "on conflict do nothing", then each reads the row).
create table push_vapid_keys (
  id smallint primary key default 1 check (id = 1),
  public_key text not null,
  private_key text not null,
  created_at timestamptz not null default now()
);

-- One browser's push channel, opted in from My Account in one session: it ends with the
-- session (logout, expiry, a password change elsewhere, deactivation), and a push service's
-- 404 or 410 removes it. A browser has one endpoint, so a later sign-in there takes it over.
create table push_subscriptions (
  id uuid primary key,
  endpoint text not null,
  -- the browser's keys (RFC 8291): P-256 public key and authentication secret, base64url
  p256dh text not null,
  auth text not null,
  session_id uuid not null references sessions (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  -- the language of the notifications: the app's on that device when it opted in
  locale text not null default 'en',
  muted boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index push_subscriptions_endpoint on push_subscriptions (endpoint);
create index push_subscriptions_user on push_subscriptions (user_id);
create index push_subscriptions_session on push_subscriptions (session_id);

-- A user's quiet hours: no push from quiet_start until quiet_end (local times in time_zone;
-- past midnight when the end is earlier). No row, or null times: no quiet hours.
create table push_settings (
  user_id uuid primary key references users (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  quiet_start text,
  quiet_end text,
  time_zone text not null default 'UTC',
  updated_at timestamptz not null default now()
);

-- A push owed to a call's desk (the transactional outbox, as mail_outbox): written by the
-- statement that stores the call, so it exists exactly when the call committed. The instance
-- that saved the call sends it after the commit; any instance's sweep sends what a stopped one
-- left. An instance claims a row by moving next_attempt_at past now (a lease), so two never
-- send it at once. Which devices get it (mute, quiet hours, live sessions) is decided when it
-- is sent. Done, expired or given up, the row is deleted.
create table push_outbox (
  id bigserial primary key,
  company_id uuid not null references companies (id) on delete cascade,
  call_id uuid not null references calls (id) on delete cascade,
  desk_user_id uuid not null references users (id) on delete cascade,
  -- the call as the API's JSON (with phoneDisplay) when it was logged: what the push shows
  call jsonb not null,
  -- the subscriptions it has reached: a retry goes to the others only
  sent_to uuid[] not null default '{}',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- the push's TTL: past it, no push service would deliver it, so it is dropped, never sent late
  expires_at timestamptz not null,
  last_error text,
  created_at timestamptz not null default now()
);
create index push_outbox_due on push_outbox (next_attempt_at);
