-- A company's phone system: calls that log themselves (docs/integrations.md, "Phone system").
-- One connection per company. `hook_id` is the public part of its webhook URLs (never the
-- company's id, which would tell whose URL it is). The generic webhook's signing secret is an
-- HMAC of the hook id and `nonce` under SESSION_SECRET: the row keeps the nonce, never the
-- secret, and rotating draws a new nonce. Twilio signs with the account's Auth Token, which the
-- API must hold to check a signature: it is kept sealed (AES-256-GCM under a key derived from
-- SESSION_SECRET), and never sent back to a browser.
create table phone_systems (
  company_id uuid primary key references companies (id) on delete cascade,
  hook_id uuid not null,
  nonce text not null,
  twilio_account_sid text,
  twilio_auth_token_sealed text,
  -- the desk of calls whose company number is not in phone_system_numbers (null: the admin
  -- who connected the phone system, while they are active)
  fallback_user_id uuid references users (id) on delete set null,
  connected_by uuid references users (id) on delete set null,
  rotated_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index phone_systems_hook on phone_systems (hook_id);

-- The company's numbers (E.164), each the line of one user's desk: a call to (or from) it goes
-- on that desk.
create table phone_system_numbers (
  company_id uuid not null references phone_systems (company_id) on delete cascade,
  phone_e164 text not null,
  user_id uuid not null references users (id) on delete cascade,
  primary key (company_id, phone_e164)
);

-- The phone system's id of the call a row was logged from (Twilio's CallSid, the generic
-- webhook's callId); null for a typed call. Unique per company in the database, so the same
-- call sent twice, to any instance, stores one row.
alter table calls add column phone_call_id text;
create unique index calls_phone_call on calls (company_id, phone_call_id) where phone_call_id is not null;
