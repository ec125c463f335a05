-- The word walk (filters.ts, recentWordHits) tests the words of up to WALK_BUDGET calls, newest
-- first, on the time index. Read from the table (migration 032), a rare word's walk fetched a
-- heap page per call. The index now carries a bounded copy of each call's words: search_head is
-- search_vector (the same expression as migration 026) when that vector takes at most 1,000
-- bytes, null otherwise. With the index's keys (about 70 bytes) an entry stays far under the
-- third of a page a btree entry may take (2,704 bytes), whatever the text holds; the calls of
-- the 1 M seed have vectors of at most ~180 bytes, and a 300-character note of ordinary words
-- about 750. The walk matches search_head from the index and reads search_vector from the
-- table only for the calls without a head (long notes).
create function phonesheet_words_head(words tsvector) returns tsvector
  language sql immutable parallel safe
  return case when pg_column_size(words) <= 1000 then words end;

-- The time index is dropped first: adding a stored column rewrites the table and would build it
-- once more.
drop index calls_company_time_tag;
alter table calls add column search_head tsvector generated always as (
  phonesheet_words_head(to_tsvector('phonesheet_fold', translate(
    normalize(contact_name || ' ' || contact_company || ' ' || notes, NFC),
    U&'\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670\0640',
    '')))
) stored;
create index calls_company_time_tag on calls (company_id, occurred_at desc, id desc)
  include (search_head, import_job_id)
  where deleted_at is null;
