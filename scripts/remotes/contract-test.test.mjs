// What `pnpm remotes publish` and `typecheck` make of a remote's contract test run
// (scripts/remotes/contract-test.mjs): its outcome from jest's JSON report. The real run, on
// billing's contract test, is in e2e/src/remotes-deploy.e2e.ts (`pnpm remotes typecheck billing --dist`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contractTestOutcome } from './contract-test.mjs';

const file = (status, tests, message = '') => ({
  name: '/repo/remote-billing/src/exposes/module.contract.test.tsx',
  status,
  message,
  assertionResults: tests,
});

test('a passed contract test is recorded with its count', () => {
  const report = {
    numPassedTests: 1,
    testResults: [file('passed', [{ status: 'passed', fullName: 'mounts' }])],
  };
  assert.deepEqual(contractTestOutcome('billing', report), { passed: true, tests: 1 });
});

test('a failed contract test stops the publish, naming the test and the first line that says why', () => {
  const failed = {
    status: 'failed',
    fullName: 'the exposed module mounts in the real store under its own keys',
    failureMessages: [
      '\u001b[1m● mounts\u001b[22m\n\n    Error: reducer key "calls" is not billing\'s own\n    at x',
    ],
  };
  assert.throws(
    () => contractTestOutcome('billing', { numPassedTests: 0, testResults: [file('failed', [failed])] }),
    (error) => {
      assert.equal(
        error.message,
        'billing fails its contract test, so it is not built or published:\n' +
          '  the exposed module mounts in the real store under its own keys: Error: reducer key "calls" is not billing\'s own',
      );
      return true;
    },
  );
});

test('a contract test file that cannot run, or a run with no test, is no pass', () => {
  assert.throws(
    () =>
      contractTestOutcome('billing', {
        numPassedTests: 0,
        testResults: [file('failed', [], "Cannot find module './module' from 'module.contract.test.tsx'")],
      }),
    /billing fails its contract test.*\n {2}remote-billing\/src\/exposes\/module\.contract\.test\.tsx: Cannot find module/,
  );
  assert.throws(
    () => contractTestOutcome('billing', { numPassedTests: 0, testResults: [] }),
    /no test of remote-billing\/src\/exposes\/module\.contract\.test\.tsx ran/,
  );
});
