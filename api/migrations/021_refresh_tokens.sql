-- Refresh tokens (docs/security.md, "Sessions and tokens"). The access token is short-lived
-- and kept in the browser's memory; an HttpOnly cookie renews it. The cookie's token is
-- `<sessionId>.<generation>.<mac>`: rotated on every use (the generation goes up), and only
-- its SHA-256 hash is stored. A generation older than the current one ends the session
-- (reuse detection), except the one just before it within a few seconds of the rotation,
-- which gets the current token again (two tabs, or an answer lost on the way).
alter table sessions add column refresh_generation integer not null default 0;
-- null: no refresh token was handed out (a session of the earlier 12-hour bearer tokens,
-- until its token is exchanged once through POST /auth/exchangeToken).
alter table sessions add column refresh_hash text;
alter table sessions add column refreshed_at timestamptz;
