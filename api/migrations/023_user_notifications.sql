-- Each user's own notifications (docs/phone-sheet.md "Notifications"): a call logged on their
-- desk, their call marked returned, an invitation of theirs accepted, a failed payment, a plan
-- limit. A row is written in the transaction of the change it reports; its live event goes to
-- the company's event log with it. Kept NOTIFICATION_LIMITS.keepDays (pruned with the log).
create table user_notifications (
  id uuid primary key,
  company_id uuid not null references companies (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('call.logged', 'call.returned', 'invitation.accepted', 'payment.failed', 'plan.limit')),
  data json not null,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
-- A user's page, newest first; their unread count.
create index user_notifications_user on user_notifications (user_id, created_at desc, id);
create index user_notifications_unread on user_notifications (user_id) where read_at is null;
-- Pruning deletes by age.
create index user_notifications_created_at on user_notifications (created_at);
