// A remote's contract test (remote-<name>/src/exposes/module.contract.test.tsx, built on
// checkRemoteContract of @phonesheet/shared/testing): its exposed module, mounted in the host's
// real store, registers its routes, reducers and sagas under its own keys and renders its first
// screen. `pnpm remotes publish` and `pnpm remotes typecheck` run it beside the type check and
// keep the outcome in the same record (typecheck.json); `promote` refuses a version without it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, firstLine } from '../lib.mjs';

/** The contract test's file of the remote `name`, relative to the workspace. */
export const contractTestFile = (name) => `remote-${name}/src/exposes/module.contract.test.tsx`;

/**
 * What jest's JSON report of a contract test run says: `{ passed: true, tests }`, or an Error
 * naming each failed test with the first line of its message (and one when nothing ran).
 */
export function contractTestOutcome(name, report) {
  const failed = (report?.testResults ?? []).flatMap((file) => {
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (tests.length) return tests.map((t) => `${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    return file.status === 'failed' ? [`${contractTestFile(name)}: ${firstLine(file.message)}`] : [];
  });
  if (!failed.length && !(report?.numPassedTests > 0))
    failed.push(`no test of ${contractTestFile(name)} ran`);
  if (failed.length)
    throw new Error(
      `${name} fails its contract test, so it is not built or published:\n${failed.map((f) => `  ${f}`).join('\n')}`,
    );
  return { passed: true, tests: report.numPassedTests };
}

/** Runs the contract test of the remote `name` in this workspace (jest, its own project). */
export function contractTestRemote(name) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remote-contract-')), 'report.json');
  // Through npx, as `npm test` runs jest: its bin sets the module path the front-end setup needs.
  const run = spawnSync(
    'npx',
    [
      'jest',
      '--ci',
      '--json',
      `--outputFile=${out}`,
      '--selectProjects',
      `remote-${name}`,
      '--runTestsByPath',
      contractTestFile(name),
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  let report = null;
  try {
    report = JSON.parse(fs.readFileSync(out, 'utf8'));
  } catch {
    throw new Error(
      `${name}: its contract test did not run: ${firstLine(run.stderr) || `exit ${run.status}`}`,
    );
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
  return contractTestOutcome(name, report);
}
