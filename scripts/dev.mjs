#!/usr/bin/env node
// `npm run dev`: webpack-dev-server for each app on its production port, the API in watch mode.
import { APPS, install, startChild } from './lib.mjs';

install();
const children = [
  startChild('api', 'corepack', ['pnpm', '--filter', '@phonesheet/api', 'dev']),
  ...APPS.map((app) => startChild(app.name, 'corepack', ['pnpm', '--filter', `./${app.dir}`, 'dev'])),
];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
