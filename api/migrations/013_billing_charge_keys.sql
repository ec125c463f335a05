-- Every sandbox charge carries an idempotency key (like Stripe's): a renewal is keyed by its
-- subscription, the period it pays and the attempt, so a second try of the same charge (another
-- API instance, a retried tick) finds the first one instead of charging the card again.
alter table sandbox_charges add column idempotency_key text;
create unique index sandbox_charges_idempotency_key on sandbox_charges (idempotency_key);
