-- Billing: plans, each company's subscription, idempotent purchases, processed gateway events,
-- and the sandbox gateway's own records (a local stand-in for Stripe's test mode).
-- Card numbers are never stored anywhere: payment methods keep brand and last 4 digits only.

-- Plans are rows, not code: change prices and limits with an UPDATE (docs/billing.md).
-- NULL limit = unlimited. unit_amount in cents. stripe_price_id is filled on first use.
create table plans (
  id text primary key,
  name text not null,
  unit_amount integer not null check (unit_amount >= 0),
  currency text not null default 'usd',
  billing_interval text not null default 'month' check (billing_interval in ('month', 'year')),
  seat_limit integer check (seat_limit is null or seat_limit > 0),
  desk_limit integer check (desk_limit is null or desk_limit > 0),
  history_days integer check (history_days is null or history_days > 0),
  csv_export boolean not null default false,
  sort_order integer not null default 0,
  active boolean not null default true,
  stripe_price_id text
);

insert into plans (id, name, unit_amount, billing_interval, seat_limit, desk_limit, history_days, csv_export, sort_order) values
  ('basic', 'Basic', 0, 'month', 1, 1, 7, false, 1),
  ('standard', 'Standard', 1900, 'month', 5, 3, 365, true, 2),
  ('premium', 'Premium', 4900, 'month', 25, 10, null, true, 3);

-- One row per company once it has chosen a plan (Basic included); none = not subscribed.
create table company_subscriptions (
  company_id uuid primary key references companies(id) on delete cascade,
  plan_id text not null references plans(id),
  status text not null check (status in ('active', 'past_due', 'canceled')),
  gateway text check (gateway in ('sandbox', 'stripe')),
  customer_id text,
  gateway_subscription_id text unique,
  card_brand text,
  card_last4 text,
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  cancelled_at timestamptz,
  past_due_since timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index company_subscriptions_customer on company_subscriptions (customer_id);

-- The gateway customer survives a fall back to Basic, so buying again reuses it.
create table billing_customers (
  company_id uuid primary key references companies(id) on delete cascade,
  gateway text not null,
  customer_id text not null
);

-- Purchase requests by idempotency key: a repeat answers the stored result.
create table billing_requests (
  key text primary key,
  company_id uuid not null references companies(id) on delete cascade,
  request_hash text not null,
  state text not null check (state in ('pending', 'done')),
  status_code integer,
  response jsonb,
  created_at timestamptz not null default now()
);

-- Gateway events already applied (webhook replays and retries are ignored).
create table billing_events (
  id text primary key,
  type text not null,
  company_id uuid references companies(id) on delete set null,
  received_at timestamptz not null default now()
);

-- ── Sandbox gateway ───────────────────────────────────────────────────────────
create table sandbox_customers (
  id text primary key,
  company_id uuid not null references companies(id) on delete cascade,
  email text not null,
  name text not null,
  default_payment_method text,
  created_at timestamptz not null default now()
);

create table sandbox_setup_intents (
  id text primary key,
  customer_id text not null references sandbox_customers(id) on delete cascade,
  client_secret_hash text not null unique,
  status text not null check (status in ('requires_payment_method', 'succeeded')),
  payment_method_id text,
  created_at timestamptz not null default now()
);

-- behaviour: what charges on this card do (Stripe's test cards), never the number itself.
create table sandbox_payment_methods (
  id text primary key,
  customer_id text not null references sandbox_customers(id) on delete cascade,
  brand text not null,
  last4 text not null,
  exp_month integer not null,
  exp_year integer not null,
  behaviour text not null check (behaviour in ('succeed', 'insufficient_funds', 'decline_charges')),
  created_at timestamptz not null default now()
);

create table sandbox_subscriptions (
  id text primary key,
  customer_id text not null references sandbox_customers(id) on delete cascade,
  plan_id text not null,
  nickname text not null,
  amount integer not null,
  billing_interval text not null,
  status text not null check (status in ('active', 'past_due', 'canceled')),
  default_payment_method text not null,
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  canceled_at timestamptz,
  failed_attempts integer not null default 0,
  next_retry_at timestamptz,
  created_at timestamptz not null default now()
);

create table sandbox_charges (
  id text primary key,
  customer_id text not null references sandbox_customers(id) on delete cascade,
  subscription_id text,
  amount integer not null,
  payment_method_id text not null,
  status text not null check (status in ('succeeded', 'failed')),
  failure_code text,
  created_at timestamptz not null default now()
);

-- Like Stripe: a request repeated with the same key gets the first answer, not a second effect.
create table sandbox_idempotency (
  key text primary key,
  result jsonb not null,
  created_at timestamptz not null default now()
);
