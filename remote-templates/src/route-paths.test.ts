import fs from 'node:fs';
import path from 'node:path';
import templatesModule from './exposes/module';
import { ROUTE_PATHS, SLOT_NAMES } from './route-paths';

// The host mounts ROUTE_PATHS for this remote while it is not loaded: they must be its routes.
describe('templates route paths', () => {
  it('are exactly the paths the remote routes', () => {
    expect([...ROUTE_PATHS].sort()).toEqual(templatesModule.routes.map((route) => route.path).sort());
  });

  it('name each path once', () => {
    expect(new Set(ROUTE_PATHS).size).toBe(ROUTE_PATHS.length);
  });

  // The host offers these slots (and loads this remote when one is drawn) without the module.
  it('name exactly the slots the remote offers', () => {
    expect([...SLOT_NAMES].sort()).toEqual(Object.keys(templatesModule.slots ?? {}).sort());
  });
});

// The paths' first segments ('/apps', '/ecommerce', …): a string that starts with one of them
// types an own path again instead of taking it from route-paths.ts (generatePath for a pattern).
const OWN_ROOTS = [...new Set(ROUTE_PATHS.map((p) => p.split('/')[1]))];
const OWN_LITERAL = new RegExp(`['"\`]/(${OWN_ROOTS.join('|')})(?=[/'"\`?#])`);

/** The lines of a source that write an own path as a literal (comments aside), numbered from 1. */
function literalPaths(source: string): string[] {
  return source.split('\n').flatMap((line, i) => {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return [];
    return OWN_LITERAL.test(line) ? [`${i + 1}: ${code}`] : [];
  });
}

/** The remote's source files; tests and their helpers may state the URLs the user sees. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|^testing\.tsx?$|^route-paths\.ts$/.test(entry.name)
      ? [file]
      : [];
  });
}

describe('the own paths', () => {
  it('are recognised when typed as a literal', () => {
    expect(literalPaths("navigate('/apps/scrum-board');\nurl: `/ecommerce/product_detail/${id}`,")).toEqual([
      "1: navigate('/apps/scrum-board');",
      '2: url: `/ecommerce/product_detail/${id}`,',
    ]);
    expect(literalPaths("// the menu opens '/apps/mail'\nconst icon = '/assets/apps.svg';")).toEqual([]);
  });

  it('are taken from route-paths.ts wherever the remote uses them', () => {
    const found = sourceFiles(__dirname).flatMap((file) =>
      literalPaths(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(__dirname, file)}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
