-- The phone sheet: statuses, calls, their change log, desk covering and invitations.
-- Every row carries company_id; every index starts with it (queries are always scoped).

create table call_statuses (
  id uuid primary key,
  company_id uuid not null references companies(id) on delete cascade,
  -- seed key (toReturn, returned, …) so clients translate default names; null for added ones
  key text,
  name text not null,
  is_open boolean not null,
  color text not null,
  sort_order integer not null,
  retired_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index call_statuses_seed on call_statuses (company_id, key);
create unique index call_statuses_name on call_statuses (company_id, lower(name)) where retired_at is null;

create table calls (
  id uuid primary key,
  company_id uuid not null references companies(id) on delete cascade,
  direction text not null check (direction in ('in', 'out')),
  contact_name text not null default '',
  contact_company text not null default '',
  phone_raw text not null,
  phone_e164 text not null,
  -- E.164 digits reversed: "ends with these digits" becomes an indexable prefix match,
  -- so a number typed in any format (with or without country code) finds the call
  phone_digits_rev text not null,
  extension text,
  desk_user_id uuid not null references users(id),
  status_id uuid not null references call_statuses(id),
  priority text not null check (priority in ('asap', 'today', 'whenever')),
  notes text not null default '' check (length(notes) <= 5000),
  occurred_at timestamptz not null,
  follow_up_at timestamptz,
  logged_by uuid not null references users(id),
  callback_of uuid references calls(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz,
  -- pg_trgm is not bundled with PGlite by default: full-text with prefix queries instead
  search_vector tsvector generated always as (
    to_tsvector('simple', contact_name || ' ' || contact_company || ' ' || notes)
  ) stored
);
-- today's sheet and history by day
create index calls_company_time on calls (company_id, occurred_at desc) where deleted_at is null;
-- roll-over: open statuses before today
create index calls_company_status_time on calls (company_id, status_id, occurred_at) where deleted_at is null;
create index calls_company_desk_time on calls (company_id, desk_user_id, occurred_at desc) where deleted_at is null;
-- number search (suffix) and duplicate check / timeline (exact)
create index calls_company_digits on calls (company_id, phone_digits_rev text_pattern_ops) where deleted_at is null;
create index calls_company_e164 on calls (company_id, phone_e164, occurred_at desc) where deleted_at is null;
create index calls_company_e164_prefix on calls (company_id, phone_e164 text_pattern_ops) where deleted_at is null;
create index calls_search on calls using gin (search_vector);
-- history sorted by name (a page of a large filter without sorting every match)
create index calls_company_name on calls (company_id, lower(contact_name), id) where deleted_at is null;

create table call_changes (
  id bigserial primary key,
  company_id uuid not null references companies(id) on delete cascade,
  call_id uuid not null references calls(id) on delete cascade,
  user_id uuid not null references users(id),
  -- the call version this change produced (409 answers list what changed after yours)
  version integer not null,
  field text not null,
  from_value text,
  to_value text,
  changed_at timestamptz not null default now()
);
create index call_changes_call on call_changes (company_id, call_id, version);

-- Who may log calls on whose desk besides their own (admins may on every desk).
create table desk_covers (
  company_id uuid not null references companies(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  desk_user_id uuid not null references users(id) on delete cascade,
  primary key (company_id, user_id, desk_user_id)
);

create table invitations (
  id uuid primary key,
  company_id uuid not null references companies(id) on delete cascade,
  email text not null,
  role text not null check (role in ('admin', 'user')),
  token_hash text not null unique,
  invited_by uuid not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  created_at timestamptz not null default now()
);
create index invitations_company on invitations (company_id);

alter table users add column deactivated_at timestamptz;
