// Lint for the whole workspace. The import rules keep the flow one way, so each app builds and
// deploys on its own: shared → remotes → host; a remote never imports another remote or the
// host; the API imports only @phonesheet/shared/contracts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

// The zones below are paths from the repository's root. The rule reads them from the folder
// ESLint runs in unless told otherwise: run inside a package, they matched nothing at all.
const ROOT = fileURLToPath(new URL('.', import.meta.url));

const REMOTES = ['remote-auth', 'remote-billing', 'remote-phonesheet', 'remote-templates'];

/**
 * The zones of each front-end package: every folder of its src is in one
 * (scripts/lint-walls.test.mjs fails when a folder is in none).
 * - features/: each feature imports only itself, the kit and the package's top-level modules;
 * - kit: what several features share (components, texts, sidebar entries, a store of shared
 *   slices); it imports no feature and no shell folder;
 * - shell: what composes features (pages, the exposed module, the stand-alone page, a store or
 *   texts gathered from the features); features never import it;
 * - testing: test helpers, which may mount the whole package.
 */
export const ZONES = {
  host: {
    kit: ['components', 'pwa'],
    shell: ['app', 'federation', 'i18n', 'layout', 'pages', 'routing'],
    testing: ['testing'],
  },
  'remote-auth': { kit: ['kit'], shell: ['exposes', 'i18n', 'standalone', 'store'], testing: ['testing'] },
  'remote-billing': {
    kit: ['kit', 'i18n', 'navigation'],
    shell: ['exposes', 'pages', 'standalone', 'store'],
    testing: ['testing'],
  },
  'remote-phonesheet': {
    kit: ['kit', 'navigation'],
    shell: ['exposes', 'i18n', 'standalone'],
    testing: ['testing'],
  },
  'remote-templates': {
    kit: ['app-kit', 'i18n', 'mock', 'store'],
    shell: ['exposes', 'standalone'],
    testing: ['testing'],
  },
};

/**
 * The API's zones, by layer: the web layer (routes, plugins) calls services; services ask the
 * access module who the caller is and what they may do, and never reach back into the web layer;
 * the access module depends on none of them. `base` (db, lib) has no wall yet.
 */
export const API_ZONES = {
  web: ['plugins', 'routes'],
  // repositories/ (the SQL of the main tables) sits with the services, under the same wall.
  services: ['services', 'payments', 'mail', 'repositories'],
  access: ['access'],
  base: ['db', 'lib'],
};
const api = (dirs) => dirs.map((d) => `./api/src/${d}`);
const apiLayers = [
  ...API_ZONES.services.map((d) => ({
    target: `./api/src/${d}`,
    from: api(API_ZONES.web),
    message: 'Services do not depend on the web layer: the caller and its rules are in api/src/access.',
  })),
  {
    target: './api/src/access',
    from: api([...API_ZONES.web, ...API_ZONES.services]),
    message: 'The access module is what services depend on: it imports none of them.',
  },
];

/** The tables whose queries only api/src/repositories/ writes (eslint: repositoryWall). */
export const REPOSITORY_TABLES = [
  'users',
  'calls',
  'call_changes',
  'call_imports',
  'call_statuses',
  'company_subscriptions',
];
const QUERY_METHODS = '/^(selectFrom|insertInto|updateTable|deleteFrom)$/';
/** A query on one of `tables` (`db.selectFrom('calls as c')`, or `selectFrom(...)` of a sub-query). */
const repositoryWall = (tables) => ({
  selector:
    `CallExpression:matches([callee.property.name=${QUERY_METHODS}], [callee.name=${QUERY_METHODS}])` +
    `[arguments.0.value=/^(${tables.join('|')})( as \\w+)?$/]`,
  message: 'The SQL of this table is in api/src/repositories/: call (or add) a function of its repository.',
});
/**
 * The same wall for raw SQL: a `sql` template whose text reads or writes one of `tables`
 * (`from calls c`, `insert into "users"`, `join call_statuses s`, `update calls`). A name
 * interpolated into the text (`from ${table}`) is not seen.
 */
const rawSqlWall = (tables) => ({
  selector:
    "TaggedTemplateExpression[tag.name='sql'] > TemplateLiteral > TemplateElement" +
    `[value.raw=/\\b(from|into|update|join)\\s+"?(${tables.join('|')})\\b/i]`,
  message: 'The SQL of this table is in api/src/repositories/: call (or add) a function of its repository.',
});

const otherPackages = (self) =>
  ['host', 'shared', ...REMOTES, 'api'].filter((p) => p !== self && p !== 'shared');

/** Relative-path imports that would cross into a package the given one must not use. */
const pathZones = [
  { target: './shared', from: ['./host', './api', ...REMOTES.map((r) => `./${r}`)] },
  ...REMOTES.map((r) => ({ target: `./${r}`, from: otherPackages(r).map((p) => `./${p}`) })),
  // The host bundles each remote's route paths and sidebar entries at build time (plain data, no
  // code of the remote's), to draw them before, or without, loading the remote.
  ...REMOTES.map((r) => ({
    target: './host',
    from: `./${r}`,
    except: ['./src/route-paths.ts', './src/navigation'],
  })),
  { target: './host', from: './api' },
  { target: './api', from: ['./host', ...REMOTES.map((r) => `./${r}`)] },
  ...apiLayers,
];

/**
 * Feature walls inside a front-end package (bulletproof-react's rule): a feature imports only
 * itself and the package's kit (what several features share); the kit imports no feature; pages
 * and the exposed module compose features. `forTests`: a test helper may mount the whole remote.
 */
const featureWalls = (pkg, { kit, shell }, forTests = false) => {
  const src = `./${pkg}/src`;
  const dir = new URL(`${src}/features`, import.meta.url);
  const features = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  const shellDirs = shell.map((d) => `${src}/${d}`);
  return [
    ...features.map((f) => ({
      target: `${src}/features/${f}`,
      from: `${src}/features`,
      except: [`./${f}`],
      message: 'A feature does not import another: share through the kit, compose in a page.',
    })),
    ...(forTests
      ? []
      : [
          {
            target: `${src}/features`,
            from: shellDirs,
            message: 'Pages and the exposed module compose features, not the other way round.',
          },
        ]),
    // A kit's test may read the shell it serves (host/src/components/plain/plain-styles.test.ts
    // checks its class names against the layout's), never a feature.
    ...kit.map((k) => ({
      target: `${src}/${k}`,
      from: [`${src}/features`, ...(forTests ? [] : shellDirs)],
      message: 'The kit is what features share: it imports none of them.',
    })),
  ];
};

// Redux Toolkit comes through the federated @phonesheet/shared, so every app runs one copy.
const toolkitBan = {
  group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'],
  message:
    'Import createSlice, createAction and PayloadAction from @phonesheet/shared (one copy for every app).',
};

// What code that ships (not tests, not test helpers) of the host and the remotes never imports.
const shippedCodeBans = [
  {
    group: ['@phonesheet/host', '@phonesheet/host/*', '@phonesheet/remote-*', '@phonesheet/shared/testing'],
    message: 'Imports flow one way, and @phonesheet/shared/testing is for tests only.',
  },
  toolkitBan,
];

const packageBans = (self) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [
            '@phonesheet/host',
            '@phonesheet/host/*',
            ...REMOTES.map((r) => `@phonesheet/${r}`),
            ...REMOTES.map((r) => `@phonesheet/${r}/*`),
          ].filter((g) => !g.startsWith(`@phonesheet/${self}`)),
          message:
            'Imports flow one way: shared → remotes → host. Use @phonesheet/shared or the federated module.',
        },
        toolkitBan,
      ],
    },
  ],
});

/**
 * Small modules (issue 47): no source file over 400 lines and no function over 150, blank lines
 * and comments counted (skipBlankLines and skipComments false: the lines a reader scrolls).
 * Tests, test helpers, data files (a template's sample rows) and texts are not held to it.
 */
export const SIZE_LIMITS = { files: 400, functions: 150 };
const SOURCE = ['api', 'shared', 'host', ...REMOTES].map((p) => `${p}/src/**/*.{ts,tsx}`);
const NOT_SOURCE = ['**/*.test.{ts,tsx}', '**/testing/**', '**/testing*', '**/data/**', '**/i18n/**'];
const SIZE_RULES = {
  'max-lines': ['error', { max: SIZE_LIMITS.files, skipBlankLines: false, skipComments: false }],
  'max-lines-per-function': [
    'error',
    { max: SIZE_LIMITS.functions, skipBlankLines: false, skipComments: false },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/artifacts/**',
      '.data/**',
      '.remotes/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: ROOT, zones: pathZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  ...['host', ...REMOTES].map((p) => ({ files: [`${p}/**/*.{ts,tsx}`], rules: packageBans(p) })),
  { files: SOURCE, ignores: NOT_SOURCE, rules: SIZE_RULES },
  // Import circles are found by scripts/check-cycles.mjs for every package, type-only imports
  // included: import/no-cycle saw less (no type imports) and took 84 % of the lint's time.
  ...Object.entries(ZONES).flatMap(([p, zones]) => [
    {
      files: [`${p}/src/**/*.{ts,tsx}`],
      rules: {
        'import/no-restricted-paths': [
          'error',
          { basePath: ROOT, zones: [...pathZones, ...featureWalls(p, zones)] },
        ],
      },
    },
    {
      files: [`${p}/src/**/*.test.{ts,tsx}`, `${p}/src/**/testing*`, `${p}/src/**/testing/**`],
      rules: {
        'import/no-restricted-paths': [
          'error',
          { basePath: ROOT, zones: [...pathZones, ...featureWalls(p, zones, true)] },
        ],
      },
    },
  ]),
  {
    // Test helpers never ship: only tests and other test helpers may import them.
    files: ['{host,remote-auth,remote-billing,remote-phonesheet,remote-templates}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: shippedCodeBans,
        },
      ],
    },
  },
  {
    // The auth remote's public screens draw with its own antd, imported module by module, so
    // /signin never downloads the whole shared package (remote-auth/src/kit/antd-by-path.ts).
    files: [
      'remote-auth/src/features/{sign-in,sign-up,forgot-password,reset-password,verify-account}/**/*.{ts,tsx}',
      'remote-auth/src/kit/layout/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              allowTypeImports: true,
              message:
                "A public screen imports antd from kit/antd-by-path: 'antd' is the whole shared package.",
            },
          ],
          patterns: shippedCodeBans,
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@phonesheet/*', '!@phonesheet/shared'],
              message: 'shared imports no app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@phonesheet/shared', message: 'The API imports only @phonesheet/shared/contracts.' },
          ],
          patterns: [
            {
              group: ['@phonesheet/*', '!@phonesheet/shared', '!@phonesheet/shared/contracts'],
              message: 'The API imports only @phonesheet/shared/contracts.',
            },
          ],
        },
      ],
    },
  },
  // The SQL of the users, calls (with their change log and import jobs), call statuses and
  // subscriptions tables is written in api/src/repositories/, one named function per query;
  // services call those (docs/architecture.md), with the query builder or raw `sql`. The access
  // module's rules (access/desk-rule.ts, roles.ts) are SQL that statements embed, and it imports
  // no repository (API_ZONES), so its raw SQL stays there.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/repositories/**'],
    rules: {
      'no-restricted-syntax': ['error', repositoryWall(REPOSITORY_TABLES), rawSqlWall(REPOSITORY_TABLES)],
    },
  },
  {
    files: ['api/src/access/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', repositoryWall(REPOSITORY_TABLES)] },
  },
  {
    // Handlers call services: a transaction or a query written in a route is a service's work.
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(transaction|selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message: 'A route calls a service method: transactions and queries belong in services.',
        },
        rawSqlWall(REPOSITORY_TABLES),
      ],
    },
  },
);
