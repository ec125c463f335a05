import { TEST_DATABASE_URL } from './helpers/test-app';
import {
  request,
  serverData,
  signUp,
  startServer,
  type ServerData,
  type ServerProcess,
} from './helpers/server-process';

// The database blinks, the API stays (issue 44): the real server (src/server.ts) on its own
// PostgreSQL schema while the test breaks its connections. PostgreSQL only: PGlite has no
// connections to lose.
const maybe = TEST_DATABASE_URL ? describe : describe.skip;

/** The server's own backends (application_name = its schema), except its LISTEN connection. */
const poolBackends = (data: ServerData) =>
  data.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where application_name = $1 and state = 'idle' and query not ilike 'listen%'`,
    [data.schema],
  );

maybe('PostgreSQL connection faults', () => {
  test('PostgreSQL ending an idle pool connection: the server logs it and serves on', async () => {
    const data = await serverData('idle_kill');
    const lines: string[] = [];
    let server: ServerProcess | undefined;
    try {
      const url = new URL(data.databaseUrl);
      url.searchParams.set('application_name', data.schema as string);
      server = await startServer({
        data: { ...data, databaseUrl: url.toString() },
        env: { LOG_LEVEL: 'info' },
        onLine: (line) => lines.push(line),
      });
      const token = await signUp(server.base, 'Idle Kill');
      const before = await poolBackends(data);
      expect(before.length).toBeGreaterThan(0);
      // What a failover, idle_session_timeout or a DBA's pg_terminate_backend does.
      await data.query(`select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1)`, [
        before.map((b) => b.pid),
      ]);
      let exited = false;
      void server.exited.then(() => (exited = true));
      await new Promise((r) => setTimeout(r, 1000));
      expect(exited).toBe(false);
      expect((await request(server.base, 'GET', '/health')).status).toBe(200);
      expect((await request(server.base, 'GET', '/statuses', undefined, token)).status).toBe(200);
      expect(lines.some((l) => l.includes('database connection lost'))).toBe(true);
    } finally {
      server?.kill('SIGKILL');
      await server?.exited;
      await data.remove();
    }
  }, 120_000);
});
