-- The live events of each company, kept a few minutes so a stream that reconnects (to this
-- instance restarted, or another one) gets what it missed after its Last-Event-ID.
-- Ids count per company: the counter row is locked by the statement that takes the next id
-- until it commits, so a company's ids commit in order and a reader never sees 12 before 11.
create table company_event_counters (
  company_id uuid primary key references companies (id) on delete cascade,
  last_id bigint not null
);
create table company_events (
  company_id uuid not null references companies (id) on delete cascade,
  id bigint not null,
  type text not null,
  payload json not null,
  created_at timestamptz not null default now(),
  primary key (company_id, id)
);
-- Pruning deletes by age.
create index company_events_created_at on company_events (created_at);
