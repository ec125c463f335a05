-- A btree index entry holds at most a third of a page (2,704 bytes). The words of a 5,000-character
-- note (the longest allowed) of ordinary varied text make a tsvector of 5–6 KB, so carrying
-- search_vector in the time index (migration 007) refused such a create with a 500 ("index row
-- size … exceeds btree version 4 maximum") on both engines. The time index keeps its keys and the
-- import tag; the word walk (filters.ts, recentWordHits) reads each walked call's words from the
-- table, and the GIN index (calls_search), which stores words one by one, still answers rare words.
create index calls_company_time_tag on calls (company_id, occurred_at desc, id desc)
  include (import_job_id)
  where deleted_at is null;
drop index calls_company_time_words;
