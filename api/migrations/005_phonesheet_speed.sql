-- Calls in time order with the id as tie-break, the order of history, word-search walks and
-- the CSV export's keyset: the index hands rows over already sorted (no incremental sort).
-- It replaces calls_company_time, whose rows it covers.
create index calls_company_time_id on calls (company_id, occurred_at desc, id desc) where deleted_at is null;
drop index calls_company_time;
-- Deleting a call (a company's account deletion cascades to every call) checks that no call
-- back points at it: without an index each deleted row scanned the whole table.
create index calls_callback_of on calls (callback_of) where callback_of is not null;
