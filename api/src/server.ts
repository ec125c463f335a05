import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { standbyServer } from './lib/standby';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The port answers from the start: 503 `starting` while the app waits for its database
  // (issue 44: an instance that could not reach it at start exited), then the app itself.
  const standby = standbyServer(config);
  await standby.listen(config.port, config.host);
  const started: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
  // SIGTERM/SIGINT (docs/platform.md, "Shutdown"): the port is closed at once and idle
  // keep-alive connections end (FIN); app.close() then tells every event stream to reconnect
  // and ends it (preClose), waits for requests in flight, whose answers say Connection: close,
  // and closes the database. 10 s is only the hard limit; without an import it takes < 3 s.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    const { app } = started;
    if (!app) {
      console.error(err ?? `${signal}: shutting down while starting`);
      await standby.close();
      return;
    }
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    app.server.close();
    await app.close();
  });
  const app = await buildApp(config);
  await app.ready();
  await standby.close();
  started.app = app;
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
