// One jest run for every package: front-end packages in jsdom, the API in node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const front = (name, extra = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFilesAfterEnv: ['<rootDir>/../build/jest.setup-dom.ts'],
  moduleNameMapper: {
    '\\.(css|png|jpg|svg)$': '<rootDir>/../build/jest.file-stub.js',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  ...extra,
});
/** The checked singletons' versions as the host's build states them. */
function hostSingletons() {
  const { sharedDependencies } = require('./build/shared-deps');
  const { CHECKED_SINGLETONS } = require('./build/remote-compatibility.cjs');
  const shared = sharedDependencies(`${__dirname}/host`);
  return Object.fromEntries(CHECKED_SINGLETONS.map((name) => [name, shared[name].version]));
}
module.exports = {
  // antd in jsdom is slow, and CI runs every suite on two shared cores: three jest runs, the
  // build and the browser suite at once can hold an API test's setup (PGlite's start) past 30 s.
  testTimeout: 60000,
  projects: [
    front('shared'),
    front('host', {
      // The singletons' versions the host's build provides (build/webpack.app.js DefinePlugin).
      globals: { __HOST_SINGLETONS__: hostSingletons() },
    }),
    front('remote-auth', {
      moduleNameMapper: {
        '\\.(css|png|jpg|svg)$': '<rootDir>/../build/jest.file-stub.js',
        // The public screens import antd module by module (kit/antd-by-path.ts) as ES modules;
        // here they are the CommonJS build that 'antd' itself resolves to, so one copy as in a
        // test's single React tree.
        '^antd/es/(.*)$': 'antd/lib/$1',
      },
    }),
    front('remote-billing'),
    front('remote-phonesheet'),
    front('remote-templates', {
      // d3-geo and the d3 modules it needs ship only as ES modules (.mjs): compile them too.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(d3-[a-z]+|internmap)/)'],
    }),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      // node's, keeping PGlite's compiled binary between test files (test/helpers/environment.ts).
      testEnvironment: '<rootDir>/test/helpers/environment.ts',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};
