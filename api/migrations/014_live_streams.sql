-- The open event streams of every API instance on a PostgreSQL server: one session may hold 5
-- however many instances serve it (the newest 5 stay; an older one is told to close). Each
-- instance refreshes seen_at of its rows every 30 s; rows of an instance that died stop being
-- refreshed and are removed after 90 s. Unused on PGlite (one instance counts in memory).
create table live_streams (
  id uuid primary key,
  session_id uuid not null references sessions(id) on delete cascade,
  instance_id uuid not null,
  opened_at timestamptz not null default clock_timestamp(),
  seen_at timestamptz not null default now()
);
create index live_streams_session on live_streams (session_id, opened_at);
create index live_streams_instance on live_streams (instance_id);
create index live_streams_seen_at on live_streams (seen_at);
