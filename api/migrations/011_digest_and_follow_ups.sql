-- The morning digest (docs/phone-sheet.md, "Morning digest") and follow-up reminders.
-- A user's digest settings: a row exists once the user's browser told the API its time zone
-- and language (the first opening of the phone sheet) or the user saved them in My Account.
create table digest_settings (
  user_id uuid primary key references users (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  enabled boolean not null default true,
  send_at time not null default '08:00',
  time_zone text not null,
  locale text not null check (locale in ('en', 'zh', 'ar', 'it', 'es', 'fr')),
  updated_at timestamptz not null default now()
);

-- One row per user and local working day the digest was decided for (sent or nothing owed):
-- the primary key lets only one API instance claim a day, in the transaction that queues the mail.
create table digest_sends (
  user_id uuid not null references users (id) on delete cascade,
  local_date date not null,
  company_id uuid not null references companies (id) on delete cascade,
  calls integer not null,
  created_at timestamptz not null default now(),
  primary key (user_id, local_date)
);

-- Follow-ups of a desk by time (the reminders' list): only calls that have one.
create index calls_follow_ups on calls (company_id, desk_user_id, follow_up_at)
  where follow_up_at is not null and deleted_at is null;
