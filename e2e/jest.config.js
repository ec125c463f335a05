// The browser suite: real Chromium against the production build that `npm start` serves.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  testTimeout: 120000,
  // One Chromium for the run, and a folder for what files share (src/global-setup.ts).
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/src/global-teardown.ts',
  // What a test opened is closed when it ends.
  setupFilesAfterEnv: ['<rootDir>/src/setup-file.ts'],
};
