-- The Reports route's returns (docs/phone-sheet.md, "Reports"; docs/performance.md, "Reports on a
-- million calls"): for each incoming call of the range, its live call backs' time and status.
-- With these columns in the index the lookup does not visit the table (an index-only scan on
-- all-visible pages): a 30-day report asks it ≈ 18,000 times. calls_callback_of stays for the
-- foreign key's checks, which look at deleted call backs too.
create index calls_callback_cover on calls (callback_of)
  include (company_id, occurred_at, status_id, import_job_id)
  where callback_of is not null and deleted_at is null;
