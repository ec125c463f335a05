-- "X called for you" wherever the person is (docs/integrations.md, "E-mail per call" and
-- "Chat"): an e-mail per call, and a post to a Slack or Microsoft Teams incoming webhook.

-- The company's time zone: quiet hours of e-mail per call are in it (company settings).
alter table companies add column if not exists time_zone text not null default 'UTC';

-- "E-mail me each call logged for me", with quiet hours (local times of the company's time
-- zone; past midnight when the end is earlier). No row: off.
create table call_mail_settings (
  user_id uuid primary key references users (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  enabled boolean not null default false,
  quiet_start text,
  quiet_end text,
  updated_at timestamptz not null default now()
);

-- A message queued at most once per key (an e-mail per call and user): the key is unique, so a
-- second instance's insert of the same message does nothing.
alter table mail_outbox add column dedupe_key text;
create unique index mail_outbox_dedupe on mail_outbox (dedupe_key) where dedupe_key is not null;

-- A Slack or Teams incoming webhook: for one desk's calls, or the company's (desk_user_id null),
-- one of each per company. The last delivery's outcome shows in the settings.
create table chat_webhooks (
  id uuid primary key,
  company_id uuid not null references companies (id) on delete cascade,
  desk_user_id uuid references users (id) on delete cascade,
  kind text not null check (kind in ('slack', 'teams')),
  url text not null,
  last_sent_at timestamptz,
  last_failure_at timestamptz,
  last_failure text,
  created_at timestamptz not null default now()
);
create unique index chat_webhooks_target on chat_webhooks
  (company_id, coalesce(desk_user_id, '00000000-0000-0000-0000-000000000000'::uuid));

-- The durable queue of a new call's forwards: one row per call and recipient (a user's e-mail,
-- a webhook's post), written by the statement that stores the call, so it exists exactly when
-- the call committed; unique per call and recipient. Any instance claims due rows by moving
-- next_attempt_at past now (a lease, as push_outbox); done or given up, a row is deleted.
create table call_forwards (
  id bigserial primary key,
  company_id uuid not null references companies (id) on delete cascade,
  call_id uuid not null references calls (id) on delete cascade,
  user_id uuid references users (id) on delete cascade,
  webhook_id uuid references chat_webhooks (id) on delete cascade,
  -- the call as the API's JSON (with phoneDisplay) when it was logged
  call jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  check ((user_id is null) <> (webhook_id is null))
);
create unique index call_forwards_once on call_forwards (call_id, coalesce(user_id, webhook_id));
create index call_forwards_due on call_forwards (next_attempt_at);

-- A push goes to the desk's user and whoever covers the desk when it is sent, except the user
-- who logged the call (null: the phone system logged it, no one's own entry).
alter table push_outbox add column logged_by uuid;
