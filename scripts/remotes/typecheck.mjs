// The type check a remote's build must pass before it can be promoted (docs/platform.md "The type
// check before a version can be promoted"). It compiles the remote's sources with its own
// tsconfig.json, as its `typecheck` script does, plus one file the remote does not have: the
// host's view of each exposed module, which takes the module's default export as the contract
// type the host mounts it as. So a remote whose export no longer fits the host fails here even
// when its own code never names the contract type. What passed is recorded in the build's folder
// (typecheck.json, next to mf-manifest.json); `promote` refuses a version without that record.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// TypeScript is loaded by the check alone: promote, list and the API's calls only read records.
let ts;
const { sourceHash } = require('../../build/build-metadata.js');
const major = require('semver/functions/major');
const valid = require('semver/functions/valid');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What the host takes each exposed module's default export as (host/src/federation/remote-registry.ts). */
export const EXPOSED_CONTRACTS = { './module': { file: 'src/exposes/module.ts', type: 'RemoteModule' } };

/** The record's file in a build folder and in a version of the store. */
export const RECORD_FILE = 'typecheck.json';

/**
 * Parsed files from outside the remote (the shared package, libraries' types), by path and
 * modification time: a second check in one process (publish of several remotes, the tests)
 * parses them once.
 */
const parsedOutside = new Map();

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The module contract and the shared package version a check in this workspace is made against. */
export function contractInWorkspace(root = ROOT) {
  return {
    contract: readJson(path.join(root, 'shared/src/module-contract/contract-version.json')).version,
    shared: readJson(path.join(root, 'shared/package.json')).version,
  };
}

/** The host's view of `exposed`: a file beside it whose only line of interest is the assignment. */
function hostView(exposedFile, type) {
  const dir = path.dirname(exposedFile);
  const file = path.join(dir, `host-view-of-${path.basename(exposedFile, '.ts')}.ts`);
  const text = [
    `import type { ${type} } from '@phonesheet/shared';`,
    `import exposed from './${path.basename(exposedFile, '.ts')}';`,
    `export const mounted: ${type} = exposed;`,
    '',
  ].join('\n');
  return { file, text };
}

function describe(diagnostic, remoteDir, views) {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ');
  if (!diagnostic.file) return `TS${diagnostic.code}: ${message}`;
  const view = views.find((v) => v.file === diagnostic.file.fileName);
  if (view)
    return `the host mounts ${view.key}'s default export as ${view.type}, and it no longer is one: TS${diagnostic.code}: ${message}`;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  return `${path.relative(remoteDir, diagnostic.file.fileName)}(${line + 1},${character + 1}): TS${diagnostic.code}: ${message}`;
}

/**
 * Type-checks the remote in `remoteDir` (its tsconfig.json's files and the host's view of each
 * exposed module) against the shared package of this workspace. Answers the record to keep when
 * it passes; throws an Error listing every error when it does not.
 */
export function typecheckRemote(remoteDir, { name = path.basename(remoteDir).replace(/^remote-/, '') } = {}) {
  ts ??= require('typescript');
  const configFile = path.join(remoteDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(`${configFile}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
      },
    },
  );
  const views = Object.entries(EXPOSED_CONTRACTS).map(([key, { file, type }]) => ({
    key,
    type,
    ...hostView(path.join(remoteDir, file), type),
  }));
  const host = ts.createCompilerHost(config.options);
  const virtual = new Map(views.map((v) => [v.file, v.text]));
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file);
  host.readFile = (file) => virtual.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    if (virtual.has(file)) return ts.createSourceFile(file, virtual.get(file), language);
    if (!path.resolve(file).startsWith(`${path.resolve(remoteDir)}${path.sep}`)) {
      const key = `${file}\0${JSON.stringify(language)}\0${fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs}`;
      if (!parsedOutside.has(key)) parsedOutside.set(key, getSourceFile.call(host, file, language, ...rest));
      return parsedOutside.get(key);
    }
    return getSourceFile.call(host, file, language, ...rest);
  };
  const program = ts.createProgram({
    rootNames: [...config.fileNames, ...views.map((v) => v.file)],
    options: config.options,
    host,
    projectReferences: config.projectReferences,
  });
  const errors = [...config.errors, ...ts.getPreEmitDiagnostics(program)].filter(
    (d) => d.category === ts.DiagnosticCategory.Error,
  );
  const against = contractInWorkspace();
  if (errors.length)
    throw new Error(
      `${name} fails its type check against module contract ${against.contract} ` +
        `(@phonesheet/shared ${against.shared}), so it is not built or published:\n` +
        errors.map((d) => `  ${describe(d, remoteDir, views)}`).join('\n'),
    );
  return {
    passed: true,
    remote: name,
    ...against,
    sourceHash: sourceHash(remoteDir),
    typescript: ts.version,
  };
}

/**
 * Keeps `record` in the build folder `distDir`, once sure the build is of the sources checked: a
 * remote's chunk-loading global ends with the hash of its sources (build/build-metadata.js).
 */
export function recordTypecheck(distDir, record) {
  const manifest = readJson(path.join(distDir, 'mf-manifest.json'));
  if (manifest.name !== record.remote)
    throw new Error(`${distDir} holds the ${manifest.name} remote, not ${record.remote}`);
  const { path: folder = '', name: entryName } = manifest.metaData.remoteEntry;
  const entry = fs.readFileSync(path.join(distDir, folder, entryName), 'utf8');
  if (!entry.includes(`phonesheet_${record.remote}_${record.sourceHash}`))
    throw new Error(
      `${distDir} was not built from the sources just checked (their hash is ${record.sourceHash}): build it again`,
    );
  fs.writeFileSync(path.join(distDir, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/** The type-check record of a build or version folder, or null. */
export function readTypecheck(dir) {
  const file = path.join(dir, RECORD_FILE);
  return fs.existsSync(file) ? readJson(file) : null;
}

/**
 * Why the build in `dir` must not be promoted to a host of module contract `hostContract` for
 * want of a type check: no record of one that passed, one made against another major contract,
 * or no passed contract test with it.
 */
export function typecheckRefusals(dir, hostContract) {
  const record = readTypecheck(dir);
  if (!record?.passed)
    return [
      'it has no record of a passed type check (publish it with `pnpm remotes publish`, or run ' +
        '`pnpm remotes typecheck <remote> --dist <folder>` on the build before publishing it)',
    ];
  if (!valid(record.contract) || major(record.contract) !== major(hostContract))
    return [`it was type-checked against module contract ${record.contract}, the host runs ${hostContract}`];
  // The contract test (scripts/remotes/contract-test.mjs) is run with the type check, on the same sources.
  if (!record.contractTest?.passed)
    return [
      "it has no record of a passed contract test (its exposed module mounted in the host's store; " +
        '`pnpm remotes typecheck <remote> --dist <folder>` runs it with the type check)',
    ];
  return [];
}
