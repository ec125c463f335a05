-- Each user's private iCalendar feed (docs/integrations.md, "Calendar feed").
-- The link's token is an HMAC of the user id and `nonce` under SESSION_SECRET: the row keeps the
-- nonce (so My Account can show the link again) and the token's SHA-256, which the feed looks
-- up; the token itself is never stored. Rotating draws a new nonce, so the old link answers 404.
create table calendar_feeds (
  user_id uuid primary key references users (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  nonce text not null,
  token_hash text not null,
  rotated_at timestamptz not null default now()
);
create unique index calendar_feeds_token on calendar_feeds (token_hash);

-- The events a feed has shown, one per call: when a call stops being owed or followed up
-- (returned, deleted, moved to another desk) its event stays in the feed as cancelled for
-- 30 days, with a SEQUENCE above the last one shown, so subscribed calendars drop it.
create table calendar_feed_events (
  user_id uuid not null references calendar_feeds (user_id) on delete cascade,
  call_id uuid not null references calls (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  sequence integer not null,
  -- the call's version the event last showed: a new version bumps the sequence
  call_version integer not null,
  starts_at timestamptz not null,
  cancelled_at timestamptz,
  primary key (user_id, call_id)
);
