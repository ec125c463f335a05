#!/usr/bin/env node
// No import circle in any package, type-only imports included (ESLint's import/no-cycle skips
// `import type`, and a type circle still ties modules together for a reader and the compiler).
import path from 'node:path';
import madge from 'madge';

const ROOT = path.resolve(import.meta.dirname, '..');
const PACKAGES = [
  'shared',
  'host',
  'remote-auth',
  'remote-billing',
  'remote-phonesheet',
  'remote-templates',
  'api',
];

let circles = 0;
for (const pkg of PACKAGES) {
  const dir = path.join(ROOT, pkg, 'src');
  const graph = await madge(dir, {
    baseDir: path.join(ROOT, pkg),
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(ROOT, pkg, 'tsconfig.json'),
    excludeRegExp: [/\.test\.tsx?$/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  const found = graph.circular();
  for (const circle of found) console.error(`${pkg}: ${[...circle, circle[0]].join(' → ')}`);
  circles += found.length;
  console.log(`${pkg}: ${Object.keys(graph.obj()).length} modules, ${found.length} circle(s)`);
}
if (circles) {
  console.error(`${circles} import circle(s): move what both sides need into a module of its own.`);
  process.exit(1);
}
