-- A pending sign-up registered again (docs/security.md "Sign-up"): its mails carry a code only,
-- and the code needs the password with it, so no one but the mailbox owner names the password.
alter table signup_codes add column contested boolean not null default false;
