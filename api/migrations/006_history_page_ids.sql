-- History sorted by name, filtered by columns (direction, priority, status, desk, logger, time):
-- the page's ids come from this index alone (an index-only scan, once the pages are all-visible:
-- autovacuum on a server, the API's upkeep on PGlite), instead of one heap page per call
-- walked. `contact_name` is in it because the sort key is the expression lower(contact_name).
-- It replaces calls_company_name, whose keys it has.
create index calls_company_name_cover on calls (company_id, lower(contact_name), id)
  include (contact_name, priority, direction, status_id, desk_user_id, logged_by, occurred_at)
  where deleted_at is null;
drop index calls_company_name;
