-- Search folds accents and Arabic vowel marks (issue 43): "Bergstrom" finds "Bergström", "zoe"
-- finds "Zoë", "lukasz" finds "Łukasz", "محمد" finds "مُحَمَّد". The words of a call are the
-- text NFC-normalised (a name pasted in decomposed form folds like a typed one), without
-- Arabic harakat and tatweel, through PostgreSQL's unaccent dictionary (contrib; PGlite ships it
-- and the API loads it) and then lower-cased by `simple`. Queries go through the same
-- configuration (filters.ts), so both sides fold alike.
--
-- The extension is one per database: schemas of tests and tenants share it, so it goes to
-- public (never dropped with a schema) once, under a lock of the whole database, and each
-- schema's configuration names it where it is.
select pg_advisory_xact_lock(hashtext('phonesheet.extension.unaccent'));
create extension if not exists unaccent schema public;
do $$
declare
  home text;
begin
  select n.nspname into home
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent';
  create text search configuration phonesheet_fold (copy = pg_catalog.simple);
  execute format(
    'alter text search configuration phonesheet_fold alter mapping for hword, hword_part, word with %I.unaccent, pg_catalog.simple',
    home);
end $$;

-- The column is recomputed for every call (the backfill). Dropping it drops the two indexes
-- that carry it; they are built again as they were (migrations 003 and 009).
alter table calls drop column search_vector;
alter table calls add column search_vector tsvector generated always as (
  to_tsvector('phonesheet_fold', translate(
    normalize(contact_name || ' ' || contact_company || ' ' || notes, NFC),
    U&'\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670\0640',
    ''))
) stored;
create index calls_search on calls using gin (search_vector);
create index calls_company_time_words on calls (company_id, occurred_at desc, id desc)
  include (search_vector, import_job_id)
  where deleted_at is null;
