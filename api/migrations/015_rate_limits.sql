-- Rate limits shared by every instance on a PostgreSQL server (api/src/lib/postgres-rate-limit-store.ts):
-- one row per limiter key (route and IP, or route and e-mail), counting hits until reset_at.
-- Rows whose window has passed are pruned about once a minute; PGlite (one instance) counts in memory.
create table rate_limit_hits (
  key text primary key,
  count integer not null,
  reset_at timestamptz not null
);
create index rate_limit_hits_reset_at on rate_limit_hits (reset_at);
