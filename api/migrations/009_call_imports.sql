-- CSV imports as background jobs (issue 27): one row per import, followed by the client
-- (GET /calls/import/:id). A job stores its calls in small transactions tagged with its id;
-- every read skips calls whose job still hides them (calls-service.ts, VISIBLE), and one
-- update of this row (hides_rows false, status done) shows them all at once. Cancel,
-- failure or a restart deletes the tagged calls in small chunks, then stops hiding.
create table call_imports (
  id uuid primary key,
  company_id uuid not null references companies(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  status text not null check (status in ('queued', 'checking', 'storing', 'done', 'failed', 'cancelled')),
  dry_run boolean not null,
  hides_rows boolean not null default true,
  rows_total integer,
  rows_checked integer not null default 0,
  rows_stored integer not null default 0,
  imported integer not null default 0,
  msg text,
  errors jsonb not null default '[]',
  error_rows jsonb not null default '[]',
  preview jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz
);
create index call_imports_company on call_imports (company_id, created_at desc);
-- one queued or running import per company, on every instance sharing the database
create unique index call_imports_one_running on call_imports (company_id)
  where status in ('queued', 'checking', 'storing');
-- the few jobs whose calls are still hidden: what every read asks
create index call_imports_hiding on call_imports (id) where hides_rows;

alter table calls add column import_job_id uuid;
create index calls_import_job on calls (import_job_id) where import_job_id is not null;
-- A rolled-back import deletes its calls: the cascade to their change log looks rows up by
-- call_id alone, which call_changes_call (company_id first) cannot answer (a scan per call).
create index call_changes_call_id on call_changes (call_id);

-- The covering indexes of the history pages and of the word walk carry the tag too, so the
-- visibility test keeps them index-only (migrations 006 and 007).
create index calls_company_name_cover2 on calls (company_id, lower(contact_name), id)
  include (contact_name, priority, direction, status_id, desk_user_id, logged_by, occurred_at, import_job_id)
  where deleted_at is null;
drop index calls_company_name_cover;
alter index calls_company_name_cover2 rename to calls_company_name_cover;
create index calls_company_time_words2 on calls (company_id, occurred_at desc, id desc)
  include (search_vector, import_job_id)
  where deleted_at is null;
drop index calls_company_time_words;
alter index calls_company_time_words2 rename to calls_company_time_words;
