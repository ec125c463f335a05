-- Accounts: companies, users, sessions, sign-up codes, e-mailed tokens, mail outbox,
-- development mailbox and contact messages. Every business row carries company_id.
create table companies (
  id uuid primary key,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table users (
  id uuid primary key,
  company_id uuid not null references companies(id) on delete cascade,
  email text not null,
  first_name text not null,
  last_name text not null,
  avatar text,
  password_hash text not null,
  user_type text not null check (user_type in ('Admin', 'User')),
  verified_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_ci on users (lower(email));
create index users_company on users (company_id);

create table sessions (
  id uuid primary key,
  company_id uuid not null references companies(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  secret_hash text not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index sessions_user on sessions (user_id);

create table signup_codes (
  id serial primary key,
  company_id uuid not null references companies(id) on delete cascade,
  user_id uuid not null unique references users(id) on delete cascade,
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  last_sent_at timestamptz not null
);

create table email_tokens (
  id serial primary key,
  company_id uuid not null references companies(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  kind text not null check (kind in ('verify', 'reset')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_tokens_user on email_tokens (user_id, kind);

create table mail_outbox (
  id serial primary key,
  company_id uuid references companies(id) on delete set null,
  "to" text not null,
  subject text not null,
  text text not null,
  html text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null;

create table dev_mailbox (
  id serial primary key,
  "to" text not null,
  subject text not null,
  text text not null,
  html text not null,
  created_at timestamptz not null default now()
);

-- company_id is set when a signed-in user writes; public visitors have none.
create table contact_messages (
  id serial primary key,
  company_id uuid references companies(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  name text not null,
  email text not null,
  phone text,
  message text not null,
  created_at timestamptz not null default now()
);
create index contact_messages_company on contact_messages (company_id);
