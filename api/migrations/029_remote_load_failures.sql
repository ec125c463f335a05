-- Remote load health (docs/platform.md "Remote registry"): browsers beacon each failed load of a
-- remote (POST /api/v1/remotes/load-failures) and the operator page shows the counts. One row per
-- remote, version and kind of failure, counted up; the last reason of that kind is kept.
create table remote_load_failures (
  remote text not null,
  version text not null,
  kind text not null,
  last_reason text not null,
  failures integer not null default 1,
  first_at timestamptz not null default now(),
  last_at timestamptz not null default now(),
  primary key (remote, version, kind)
);
