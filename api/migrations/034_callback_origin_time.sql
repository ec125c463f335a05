-- The Reports route's returns (docs/phone-sheet.md, "Reports"; docs/performance.md, "Reports on a
-- million calls"): each call back keeps the time of the call it returns, so the call backs of a
-- range's incoming calls are one range of one index (company, that time), read without visiting
-- the table, instead of one index descent per incoming call (migration 033's index, dropped here).
alter table calls add column callback_origin_at timestamptz;

-- The database keeps it, for every writer (a call back, an edit, an import, a script), in the
-- writing transaction, so every instance reads the same figure:
-- * a call back takes its call's time when it is stored (or linked to another call). The call is
--   locked for that instant (FOR NO KEY UPDATE, which a foreign-key check does not wait for), so
--   an edit of its time running alongside either waits for the call back or is seen by it;
-- * an edit of a call's time moves the time kept on each of its call backs.
create function calls_callback_origin_take() returns trigger language plpgsql as $$
begin
  select o.occurred_at into new.callback_origin_at from calls o
  where o.id = new.callback_of for no key update;
  return new;
end $$;

create function calls_callback_origin_follow() returns trigger language plpgsql as $$
begin
  update calls set callback_origin_at = new.occurred_at
  where callback_of = new.id and callback_origin_at is distinct from new.occurred_at;
  return null;
end $$;

create trigger calls_callback_origin_take before insert or update of callback_of on calls
  for each row when (new.callback_of is not null) execute function calls_callback_origin_take();
create trigger calls_callback_origin_follow after update of occurred_at on calls
  for each row when (old.occurred_at is distinct from new.occurred_at)
  execute function calls_callback_origin_follow();

-- The call backs stored before this migration.
update calls k set callback_origin_at = o.occurred_at
from calls o
where o.id = k.callback_of and k.callback_of is not null;

-- A range's live call backs with what the report asks of them (time, status, import job).
create index calls_callback_origin on calls (company_id, callback_origin_at)
  include (callback_of, occurred_at, status_id, import_job_id)
  where callback_of is not null and deleted_at is null;
drop index calls_callback_cover;
