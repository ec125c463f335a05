-- Covering (docs/phone-sheet.md, "Covering a desk"): "Sam covers Alex's desk" for a window of
-- time, from starts_at until ends_at (null: until further notice). While a window holds (by the
-- database's clock, now()) the coverer may log and change calls on the desk, and the desk's
-- calls reach them as they reach its owner (the sheet's "Mine", pushes, e-mail, the digest).
-- The grants that existed before windows hold until further notice from now.
alter table desk_covers drop constraint desk_covers_pkey;
alter table desk_covers add column id uuid;
update desk_covers set id = gen_random_uuid();
alter table desk_covers alter column id set not null;
alter table desk_covers add primary key (id);
alter table desk_covers add column starts_at timestamptz not null default now();
alter table desk_covers add column ends_at timestamptz;
-- who set it (null once that user is removed)
alter table desk_covers add column created_by uuid references users (id) on delete set null;
alter table desk_covers add column created_at timestamptz not null default now();
alter table desk_covers add constraint desk_covers_window check (ends_at is null or ends_at > starts_at);
alter table desk_covers add constraint desk_covers_other_desk check (user_id <> desk_user_id);
-- The rule's two questions: whom does this user cover now, and who covers this desk now.
create index desk_covers_coverer on desk_covers (company_id, user_id, desk_user_id);
create index desk_covers_desk on desk_covers (company_id, desk_user_id);

-- The call's record: logged by someone covering its desk at that moment ("logged by Sam for
-- Alex (covering)"), and the same for each change of it.
alter table calls add column logged_covering boolean not null default false;
alter table call_changes add column covering boolean not null default false;
