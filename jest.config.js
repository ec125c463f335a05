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
const front = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFilesAfterEnv: ['<rootDir>/../build/jest.setup-dom.ts'],
  moduleNameMapper: {
    '\\.(css|png|jpg|svg)$': '<rootDir>/../build/jest.file-stub.js',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});
module.exports = {
  // antd in jsdom is slow, and CI runs every suite on two shared cores.
  testTimeout: 30000,
  projects: [
    front('shared'),
    front('host'),
    front('remote-auth'),
    front('remote-billing'),
    front('remote-phonesheet'),
    front('remote-templates'),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};
