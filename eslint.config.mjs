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
 * Packages whose feature walls are on, each with its kit: the folders of what several features
 * share, which import no feature. A package joins once its features no longer import each other
 * (`npx eslint <package>` shows what is left).
 */
const WALLED = {
  host: ['components'],
  'remote-templates': ['app-kit', 'store', 'mock'],
  'remote-phonesheet': ['kit'],
  'remote-billing': ['kit'],
  'remote-auth': ['kit'],
};

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
];

/**
 * Feature walls inside a front-end package (bulletproof-react's rule): a feature imports only
 * itself and the package's kit (what several features share); the kit imports no feature; pages
 * and the exposed module compose features. `forTests`: a test helper may mount the whole remote.
 */
const featureWalls = (pkg, kits, forTests = false) => {
  const src = `./${pkg}/src`;
  const dir = new URL(`${src}/features`, import.meta.url);
  const features = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
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
            from: [`${src}/pages`, `${src}/exposes`],
            message: 'Pages and the exposed module compose features, not the other way round.',
          },
        ]),
    ...kits.map((kit) => ({
      target: `${src}/${kit}`,
      from: [`${src}/features`, `${src}/pages`, `${src}/exposes`],
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

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'e2e/artifacts/**', '.data/**'],
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
  // Import circles are found by scripts/check-cycles.mjs for every package, type-only imports
  // included: import/no-cycle saw less (no type imports) and took 84 % of the lint's time.
  ...Object.entries(WALLED).flatMap(([p, kits]) => [
    {
      files: [`${p}/src/**/*.{ts,tsx}`],
      rules: {
        'import/no-restricted-paths': [
          'error',
          { basePath: ROOT, zones: [...pathZones, ...featureWalls(p, kits)] },
        ],
      },
    },
    {
      files: [`${p}/src/**/*.test.{ts,tsx}`, `${p}/src/**/testing*`, `${p}/src/**/testing/**`],
      rules: {
        'import/no-restricted-paths': [
          'error',
          { basePath: ROOT, zones: [...pathZones, ...featureWalls(p, kits, true)] },
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
);
