-- A URL ticket (EventSource, a CSV download link) opens its path once: its first use claims
-- its signature here, on every API instance sharing the database. Rows outlive the ticket's
-- 60 s by nothing: claims past expires_at are pruned as new ones arrive.
create table url_ticket_uses (
  signature text primary key,
  expires_at timestamptz not null
);
create index url_ticket_uses_expires_at on url_ticket_uses (expires_at);
