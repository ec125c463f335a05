-- Replayable writes (docs/phone-sheet.md, "Offline"): a client that sends the same change again
-- with its Idempotency-Key (a queued change whose answer was lost) gets the stored answer, not a
-- second call. One row per company and key; kept 24 h, pruned as new keys arrive.
create table idempotency_keys (
  company_id uuid not null references companies (id) on delete cascade,
  key text not null,
  request_hash text not null,
  -- null while the first request is still running.
  status_code integer,
  response text,
  created_at timestamptz not null default now(),
  primary key (company_id, key)
);
create index idempotency_keys_created_at on idempotency_keys (created_at);
