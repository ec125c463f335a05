// Small modules (eslint.config.mjs, SIZE_LIMITS): ESLint refuses a source file over 400 lines and
// a function over 150 in every package, run from inside the package as from the root; tests and
// data files are not held to it. No source file is exempt.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { SIZE_LIMITS } = await import(path.join(root, 'eslint.config.mjs'));
const PACKAGES = [
  'api',
  'shared',
  'host',
  'remote-auth',
  'remote-billing',
  'remote-phonesheet',
  'remote-templates',
];
const SIZE_RULES = ['max-lines', 'max-lines-per-function'];

/** A module of `lines` lines, none of them in a function. */
const longModule = (lines) =>
  Array.from({ length: lines }, (_, i) => `export const a${i} = ${i};`).join('\n') + '\n';
/** A module whose one function is `lines` lines long. */
const longFunction = (lines) =>
  `export function probe(): number {\n${'  void 0;\n'.repeat(lines - 3)}  return 0;\n}\n`;

/** The size rules' messages for `code` as the file `filePath`, ESLint run in `cwd`. */
async function sizeProblems(cwd, filePath, code) {
  const [result] = await new ESLint({ cwd }).lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => SIZE_RULES.includes(m.ruleId)).map((m) => m.ruleId);
}

for (const pkg of PACKAGES) {
  test(`${pkg}: run inside it, ESLint refuses a file over ${SIZE_LIMITS.files} lines and a function over ${SIZE_LIMITS.functions}`, async () => {
    const cwd = path.join(root, pkg);
    const file = `${pkg}/src/size-probe.ts`;
    assert.deepEqual(await sizeProblems(cwd, file, longModule(SIZE_LIMITS.files)), []);
    assert.deepEqual(await sizeProblems(cwd, file, longModule(SIZE_LIMITS.files + 1)), ['max-lines']);
    assert.deepEqual(await sizeProblems(cwd, file, longFunction(SIZE_LIMITS.functions)), []);
    assert.deepEqual(await sizeProblems(cwd, file, longFunction(SIZE_LIMITS.functions + 1)), [
      'max-lines-per-function',
    ]);
    // A test is not held to it.
    const tooLong = longModule(SIZE_LIMITS.files + 1) + longFunction(SIZE_LIMITS.functions + 1);
    assert.deepEqual(await sizeProblems(cwd, `${pkg}/src/size-probe.test.ts`, tooLong), []);
  });
}

test('a data file (a template’s sample rows) is not held to the limits', async () => {
  const tooLong = longModule(SIZE_LIMITS.files + 1) + longFunction(SIZE_LIMITS.functions + 1);
  assert.deepEqual(
    await sizeProblems(root, 'remote-templates/src/features/mail/data/size-probe.ts', tooLong),
    [],
  );
});
