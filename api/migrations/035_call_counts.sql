-- The Reports route's counts (docs/phone-sheet.md, "Reports"; docs/performance.md, "Reports on a
-- million calls"), kept by the database in the writing transaction so a report reads a few
-- rows per quarter hour and per day instead of every call of its range:
-- * call_counts_slot: live calls per company, UTC quarter hour, direction and import job. Any
--   time zone's local midnights and hours fall on quarter hours (every offset in use is a
--   multiple of 15 minutes), so the days and hours of any zone are sums of these rows.
-- * call_counts_desk_day: live calls per company, UTC day, desk, direction and import job. A
--   range's desks are the sums of its whole UTC days plus its calls before the first and after
--   the last one (under a day each), read from the calls.
-- The import job is kept so that a running import's hidden calls (migration 009) are left out
-- the same way as its rows are, without rewriting the counts when the import ends.
create table call_counts_slot (
  company_id uuid not null references companies(id) on delete cascade,
  slot timestamptz not null,
  direction text not null,
  import_job_id uuid,
  n bigint not null,
  unique nulls not distinct (company_id, slot, direction, import_job_id)
);

create table call_counts_desk_day (
  company_id uuid not null references companies(id) on delete cascade,
  day date not null,
  desk_user_id uuid not null,
  direction text not null,
  import_job_id uuid,
  n bigint not null,
  unique nulls not distinct (company_id, day, desk_user_id, direction, import_job_id)
);

create function call_counts_slot_of(t timestamptz) returns timestamptz
  language sql immutable parallel safe
  return date_bin('15 minutes', t, timestamptz '2000-01-01 00:00:00+00');

create function call_counts_day_of(t timestamptz) returns date
  language sql immutable parallel safe
  return (t at time zone 'UTC')::date;

-- Adds the live calls of a statement's rows (`sign` 1 inserted, -1 deleted) to the counts, in
-- key order (two writers touching the same rows take their locks in one order). Inserts and
-- deletes run it once per statement, over its transition table (an import writes thousands).
create function call_counts_statement() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into call_counts_slot as t (company_id, slot, direction, import_job_id, n)
    select company_id, call_counts_slot_of(occurred_at), direction, import_job_id, count(*)
    from new_calls where deleted_at is null
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (company_id, slot, direction, import_job_id) do update set n = t.n + excluded.n;
    insert into call_counts_desk_day as t (company_id, day, desk_user_id, direction, import_job_id, n)
    select company_id, call_counts_day_of(occurred_at), desk_user_id, direction, import_job_id, count(*)
    from new_calls where deleted_at is null
    group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
    on conflict (company_id, day, desk_user_id, direction, import_job_id) do update set n = t.n + excluded.n;
  else
    -- The rows are there (they count these calls): gone only with their company.
    update call_counts_slot t set n = t.n - o.n
    from (select company_id, call_counts_slot_of(occurred_at) as slot, direction, import_job_id,
                 count(*) as n
          from old_calls where deleted_at is null
          group by 1, 2, 3, 4 order by 1, 2, 3, 4) o
    where t.company_id = o.company_id and t.slot = o.slot and t.direction = o.direction
      and t.import_job_id is not distinct from o.import_job_id;
    update call_counts_desk_day t set n = t.n - o.n
    from (select company_id, call_counts_day_of(occurred_at) as day, desk_user_id, direction,
                 import_job_id, count(*) as n
          from old_calls where deleted_at is null
          group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5) o
    where t.company_id = o.company_id and t.day = o.day and t.desk_user_id = o.desk_user_id
      and t.direction = o.direction and t.import_job_id is not distinct from o.import_job_id;
  end if;
  return null;
end $$;

-- Updates: per row, only when a counted column changes (an edit of a status or a note does not
-- come here): the old row out, the new row in.
create function call_counts_row() returns trigger language plpgsql as $$
begin
  insert into call_counts_slot as t (company_id, slot, direction, import_job_id, n)
  select company_id, slot, direction, import_job_id, sum(n)
  from (values (old.company_id, call_counts_slot_of(old.occurred_at), old.direction, old.import_job_id,
                case when old.deleted_at is null then -1 else 0 end),
               (new.company_id, call_counts_slot_of(new.occurred_at), new.direction, new.import_job_id,
                case when new.deleted_at is null then 1 else 0 end)) v(company_id, slot, direction, import_job_id, n)
  group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4
  on conflict (company_id, slot, direction, import_job_id) do update set n = t.n + excluded.n;
  insert into call_counts_desk_day as t (company_id, day, desk_user_id, direction, import_job_id, n)
  select company_id, day, desk_user_id, direction, import_job_id, sum(n)
  from (values (old.company_id, call_counts_day_of(old.occurred_at), old.desk_user_id, old.direction,
                old.import_job_id, case when old.deleted_at is null then -1 else 0 end),
               (new.company_id, call_counts_day_of(new.occurred_at), new.desk_user_id, new.direction,
                new.import_job_id, case when new.deleted_at is null then 1 else 0 end))
         v(company_id, day, desk_user_id, direction, import_job_id, n)
  group by 1, 2, 3, 4, 5 having sum(n) <> 0 order by 1, 2, 3, 4, 5
  on conflict (company_id, day, desk_user_id, direction, import_job_id) do update set n = t.n + excluded.n;
  return null;
end $$;

create trigger call_counts_inserted after insert on calls
  referencing new table as new_calls
  for each statement execute function call_counts_statement();
create trigger call_counts_deleted after delete on calls
  referencing old table as old_calls
  for each statement execute function call_counts_statement();
create trigger call_counts_updated
  after update of company_id, occurred_at, direction, desk_user_id, import_job_id, deleted_at on calls
  for each row
  when (old.company_id is distinct from new.company_id or old.occurred_at is distinct from new.occurred_at
        or old.direction is distinct from new.direction or old.desk_user_id is distinct from new.desk_user_id
        or old.import_job_id is distinct from new.import_job_id or old.deleted_at is distinct from new.deleted_at)
  execute function call_counts_row();

-- The calls stored before this migration.
insert into call_counts_slot (company_id, slot, direction, import_job_id, n)
select company_id, call_counts_slot_of(occurred_at), direction, import_job_id, count(*)
from calls where deleted_at is null group by 1, 2, 3, 4;
insert into call_counts_desk_day (company_id, day, desk_user_id, direction, import_job_id, n)
select company_id, call_counts_day_of(occurred_at), desk_user_id, direction, import_job_id, count(*)
from calls where deleted_at is null group by 1, 2, 3, 4, 5;

-- A range's incoming calls with what the report reads of them (number, company, desk, import
-- job), so every-desk reports read only those, from the index alone.
create index calls_incoming_time on calls (company_id, occurred_at)
  include (id, desk_user_id, phone_e164, contact_company, import_job_id)
  where direction = 'in' and deleted_at is null;
