-- A user's own preferences of the app, kept on the server so they follow the user from device
-- to device (docs/phone-sheet.md, "Density"). A row exists once the user changed one; until
-- then every preference has its default.
create table user_preferences (
  user_id uuid primary key references users (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  sheet_density text not null default 'comfortable' check (sheet_density in ('comfortable', 'compact')),
  updated_at timestamptz not null default now()
);
