-- A word search sorted by time walks the company's newest calls and tests each one's words
-- (calls-service.ts, recentWordHits). With the words in the time index the walk reads the index
-- alone (an index-only scan once pages are all-visible: autovacuum on a server, the API's
-- upkeep on PGlite) instead of one heap tuple per call walked: a rare word's walk of 20,000
-- calls went from 24 to 16 ms on PGlite and from 20 to 12 ms on PostgreSQL
-- (docs/performance.md, "Eighth session"). It replaces calls_company_time_id, whose keys it has.
create index calls_company_time_words on calls (company_id, occurred_at desc, id desc)
  include (search_vector)
  where deleted_at is null;
drop index calls_company_time_id;
