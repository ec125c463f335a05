#!/usr/bin/env node
// `npm start`: install, build, migrate the embedded database (on the API's start) and serve
// the production build — host on :3000, remotes on :3001–:3004, API on :4000.
import { build, install, startStack, step, writeRemotesJson } from './lib.mjs';

install();
if (!process.argv.includes('--no-build')) await build();
await writeRemotesJson();
step('Starting the API and the five apps');
const stack = await startStack({ apiPort: Number(process.env.API_PORT ?? 4000) });
console.log(`
Phone Sheet is running:
  app          http://localhost:3000
  API          ${stack.apiUrl}/api/v1   (OpenAPI: ${stack.apiUrl}/api/docs)
  dev mailbox  http://localhost:3000/dev/mailbox
Press Ctrl+C to stop.`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stack.stop();
    process.exit(0);
  });
}
for (const child of stack.children) {
  child.on('exit', async (code) => {
    if (code) {
      console.error('A server stopped unexpectedly; stopping the others.');
      await stack.stop();
      process.exit(1);
    }
  });
}
