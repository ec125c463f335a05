-- Plan changes (docs/billing.md "Changing plans") and the offer banner.
-- The sandbox keeps a customer's credit like Stripe's customer balance: a downgrade's unused
-- time is credited and taken off the next renewal. In cents, never negative.
alter table sandbox_customers add column credit_balance integer not null default 0 check (credit_balance >= 0);

-- The offer banner, once closed, stays closed for that user on every browser.
alter table users add column promo_closed_at timestamptz;
