// The feature walls (eslint.config.mjs) hold wherever ESLint runs: from inside each package, as
// a team linting only its own remote would, as from the repository's root (npm test's lint).
// Before the zones were given their base path, ESLint run inside a package reported nothing.
// Every folder of a package's src is in a zone (eslint.config.mjs, ZONES and API_ZONES), and
// each package's own `pnpm lint` (eslint .) runs the root's walls. The API's repository wall has
// no exception: no folder outside api/src/repositories may query a repository's table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { ZONES, API_ZONES, REPOSITORY_TABLES } = await import(path.join(root, 'eslint.config.mjs'));
const PACKAGES = ['host', 'remote-auth', 'remote-billing', 'remote-phonesheet', 'remote-templates'];
const folders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

/** Two features of the package: the first imports the second, which the walls forbid. */
function crossing(pkg) {
  const features = fs
    .readdirSync(path.join(root, pkg, 'src', 'features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  assert.ok(features.length >= 2, `${pkg} has two features`);
  // A module that exists: the rule judges the path an import resolves to.
  const target = fs
    .readdirSync(path.join(root, pkg, 'src', 'features', features[1]), { recursive: true })
    .find((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
  return {
    filePath: path.join(root, pkg, 'src', 'features', features[0], 'wall-probe.ts'),
    code: `import * as x from '../${features[1]}/${target.replace(/\.tsx?$/, '')}';\nexport default x;\n`,
  };
}

/** A module that exists under `dir` (the rule judges the path an import resolves to). */
const moduleIn = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.') && !f.endsWith('.d.ts'))
    .sort()[0];

/** A probe in `src/<from>` of `pkg` importing a module of `src/<to>`. */
function probe(pkg, from, to) {
  const src = path.join(root, pkg, 'src');
  const target = path.join(src, to, moduleIn(path.join(src, to)));
  const filePath = path.join(src, from, 'wall-probe.ts');
  const spec = path.relative(path.dirname(filePath), target).replace(/\.tsx?$/, '');
  return {
    filePath,
    code: `import * as x from '${spec.startsWith('.') ? spec : `./${spec}`}';\nexport default x;\n`,
  };
}

const eslintBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('eslint/package.json')),
  'bin',
  'eslint.js',
);

/**
 * ESLint's CLI run in `cwd` (the rule reads its zones from the process's folder), on `code` as
 * `filePath`: the messages of `ruleId` (the walls' rule unless given).
 */
const wallErrors = async (cwd, { filePath, code }, ruleId = 'import/no-restricted-paths') => {
  const run = promisify(execFile)(
    process.execPath,
    [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', filePath],
    { cwd, maxBuffer: 1 << 24 },
  );
  run.child.stdin.end(code);
  // Exit status 1 means problems were found: the report is on stdout either way.
  const { stdout } = await run.catch((err) => err);
  const [result] = JSON.parse(stdout);
  return result.messages.filter((m) => m.ruleId === ruleId);
};

for (const pkg of PACKAGES) {
  test(`${pkg}: a feature importing another is refused by ESLint run inside ${pkg}`, async () => {
    const fromPackage = await wallErrors(path.join(root, pkg), crossing(pkg));
    assert.equal(fromPackage.length, 1, `from inside ${pkg}`);
    assert.match(fromPackage[0].message, /A feature does not import another/);
  });
}

for (const [pkg, zones] of Object.entries(ZONES)) {
  test(`${pkg}: every folder of src is in a zone`, () => {
    const zoned = ['features', ...zones.kit, ...zones.shell, ...zones.testing];
    assert.deepEqual(
      folders(path.join(root, pkg, 'src')).filter((d) => !zoned.includes(d)),
      [],
      `folders of ${pkg}/src in no zone of eslint.config.mjs`,
    );
  });

  test(`${pkg}: run inside it, ESLint keeps features out of the kit and the shell out of features`, async () => {
    const cwd = path.join(root, pkg);
    const feature = folders(path.join(root, pkg, 'src', 'features'))[0];
    for (const kit of zones.kit) {
      const errors = await wallErrors(cwd, probe(pkg, kit, `features/${feature}`));
      assert.equal(errors.length, 1, `${kit} importing a feature`);
      assert.match(errors[0].message, /The kit is what features share/);
    }
    for (const shell of zones.shell) {
      const errors = await wallErrors(cwd, probe(pkg, `features/${feature}`, shell));
      assert.equal(errors.length, 1, `a feature importing ${shell}`);
      assert.match(errors[0].message, /compose features, not the other way round/);
    }
  });
}

test('api: every folder of src is in a zone, and run inside api/ ESLint keeps services off the web layer', async () => {
  const zoned = Object.values(API_ZONES).flat();
  assert.deepEqual(
    folders(path.join(root, 'api', 'src')).filter((d) => !zoned.includes(d)),
    [],
    'folders of api/src in no zone of eslint.config.mjs',
  );
  const cwd = path.join(root, 'api');
  for (const service of API_ZONES.services)
    for (const web of API_ZONES.web) {
      const errors = await wallErrors(cwd, probe('api', service, web));
      assert.equal(errors.length, 1, `${service} importing ${web}`);
      assert.match(errors[0].message, /Services do not depend on the web layer/);
    }
  for (const layer of [...API_ZONES.services, ...API_ZONES.web]) {
    const errors = await wallErrors(cwd, probe('api', 'access', layer));
    assert.equal(errors.length, 1, `access importing ${layer}`);
  }
});

test('api: run inside api/, ESLint refuses a transaction or a query written in a route', async () => {
  const probeRoute = {
    filePath: path.join(root, 'api', 'src', 'routes', 'api', 'v1', 'wall-probe.ts'),
    code:
      "export const read = (db: any) => db.selectFrom('users').execute();\n" +
      'export const change = (db: any) => db.transaction();\n',
  };
  const errors = await wallErrors(path.join(root, 'api'), probeRoute, 'no-restricted-syntax');
  assert.equal(errors.length, 2);
  for (const error of errors) assert.match(error.message, /A route calls a service method/);
});

test('api: run inside api/, ESLint refuses a query on a repository table outside api/src/repositories', async () => {
  const code = REPOSITORY_TABLES.map(
    (t, i) => `export const q${i} = (db: any) => db.selectFrom('${t} as x').execute();\n`,
  ).join('');
  const cwd = path.join(root, 'api');
  const inService = { filePath: path.join(root, 'api', 'src', 'services', 'wall-probe.ts'), code };
  const errors = await wallErrors(cwd, inService, 'no-restricted-syntax');
  assert.equal(errors.length, REPOSITORY_TABLES.length);
  for (const error of errors)
    assert.match(error.message, /The SQL of this table is in api\/src\/repositories/);
  const inRepository = { filePath: path.join(root, 'api', 'src', 'repositories', 'wall-probe.ts'), code };
  assert.equal((await wallErrors(cwd, inRepository, 'no-restricted-syntax')).length, 0);
});

/** Raw statements reading or writing each repository table, in the forms the wall knows. */
const rawStatements = (tables) =>
  "import { sql } from 'kysely';\n" +
  tables
    .map((t, i) => {
      const text = [
        `select count(*) from ${t} x where x.id = \${i}`,
        `insert into "${t}" (id) values (\${i})`,
        `update ${t}\n      set id = id where id = \${i}`,
        `select 1 from c JOIN ${t} d on d.id = c.id`,
      ][i % 4];
      return `export const q${i} = sql\`${text}\`;\n`;
    })
    .join('');

test('api: run inside api/, ESLint refuses raw SQL on a repository table outside api/src/repositories', async () => {
  const cwd = path.join(root, 'api');
  const code = rawStatements(REPOSITORY_TABLES);
  for (const dir of ['services', path.join('routes', 'api', 'v1')]) {
    const probe = { filePath: path.join(root, 'api', 'src', dir, 'wall-probe.ts'), code };
    const errors = await wallErrors(cwd, probe, 'no-restricted-syntax');
    assert.equal(errors.length, REPOSITORY_TABLES.length, `raw SQL in ${dir}`);
    for (const error of errors)
      assert.match(error.message, /The SQL of this table is in api\/src\/repositories/);
  }
  const inRepository = { filePath: path.join(root, 'api', 'src', 'repositories', 'wall-probe.ts'), code };
  assert.equal((await wallErrors(cwd, inRepository, 'no-restricted-syntax')).length, 0);
  // Other tables, a column named like a table, and a table's name as a prefix stay allowed.
  const others = {
    filePath: path.join(root, 'api', 'src', 'services', 'wall-probe.ts'),
    code:
      "import { sql } from 'kysely';\n" +
      'export const a = sql`select c.calls from desk_covers k join call_forwards f on true`;\n' +
      'export const b = sql`select 1 from calls_seen`;\n',
  };
  assert.equal((await wallErrors(cwd, others, 'no-restricted-syntax')).length, 0);
});

test('api: the repository wall has no exception in any folder of api/src but the repositories', async () => {
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: path.join(root, 'api') });
  const src = path.join(root, 'api', 'src');
  /** The selectors of no-restricted-syntax a file of `dir` gets. */
  const selectors = async (dir) => {
    const { rules } = await eslint.calculateConfigForFile(path.join(dir, 'wall-probe.ts'));
    return (rules['no-restricted-syntax'] ?? []).slice(1).map((r) => r.selector);
  };
  // The whole wall names every repository table (a service refuses each: the test above).
  const whole = (sel) => REPOSITORY_TABLES.every((t) => sel.includes(t));
  assert.ok((await selectors(path.join(src, 'services'))).some(whole), 'services get the whole wall');
  const dirs = fs
    .readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(d.parentPath ?? d.path, d.name))
    .filter((d) => !path.relative(src, d).startsWith('repositories'));
  const routes = path.join(src, 'routes');
  const access = path.join(src, 'access');
  for (const dir of dirs) {
    const own = await selectors(dir);
    // Routes get a stricter rule instead: no query (nor transaction) on any table.
    const held = dir.startsWith(routes) ? own.some((sel) => sel.includes('transaction')) : own.some(whole);
    assert.ok(held, `${path.relative(root, dir)}: no exception to the repository wall`);
    // Raw `sql` too, but in the access module (its rules are SQL that statements embed).
    if (!dir.startsWith(access))
      assert.ok(
        own.some((sel) => sel.startsWith('TaggedTemplateExpression') && whole(sel)),
        `${path.relative(root, dir)}: no exception to the raw SQL wall`,
      );
  }
});

for (const pkg of [...PACKAGES, 'shared', 'api']) {
  test(`${pkg}: its own lint script runs ESLint with the root's config`, async () => {
    const { scripts = {} } = JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8'));
    assert.equal(scripts.lint, 'eslint .', `${pkg}/package.json has a lint script`);
    // The configuration a file of the package gets, asked from inside the package and from the
    // root: the same rules, walls included.
    const file = path.join(root, pkg, 'src', pkg === 'api' ? 'app.ts' : 'index.ts');
    const config = async (cwd) => {
      const { stdout } = await promisify(execFile)(process.execPath, [eslintBin, '--print-config', file], {
        cwd,
        maxBuffer: 1 << 24,
      });
      return JSON.parse(stdout).rules;
    };
    const [inside, fromRoot] = await Promise.all([config(path.join(root, pkg)), config(root)]);
    assert.ok(inside['import/no-restricted-paths'], `${pkg}: the walls are on`);
    assert.deepEqual(inside, fromRoot);
  });
}
