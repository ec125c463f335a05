-- Wrong lock-screen passwords in a row, per session (docs/security.md "Unlock"): the tenth ends it.
create table unlock_failures (
  session_id uuid primary key references sessions(id) on delete cascade,
  failures integer not null
);
