#!/usr/bin/env node
// `pnpm remotes publish|typecheck|promote|rollback|list`: ships a remote's builds through the version store
// and the registry (docs/deployment.md). The store is REMOTES_STORE (default .remotes/ here); the
// environment is --env (default "local", the one `npm start` serves).
import { parseArgs } from 'node:util';
import { ROOT, pnpm, remotesStore } from './lib.mjs';
import { list, promote, rollback } from './remotes/registry.mjs';
import { REMOTES, publish } from './remotes/store.mjs';
import { contractTestRemote } from './remotes/contract-test.mjs';
import { readTypecheck, recordTypecheck, typecheckRemote } from './remotes/typecheck.mjs';

const USAGE = `usage:
  pnpm remotes publish <remote> [--dist <folder>]   type-check, contract-test and build the remote (or take the build in <folder>) into the store
  pnpm remotes typecheck <remote> [--dist <folder>] type-check and contract-test the remote (and record both in the build in <folder>)
  pnpm remotes promote <remote> <version> [--env <env>]
  pnpm remotes rollback <remote> [--env <env>]
  pnpm remotes list [--env <env>]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string', default: process.env.REMOTES_ENV ?? 'local' },
    dist: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const [command, remote, version] = positionals;

/** The type check and the contract test of a remote's sources: the record a build carries to promote. */
const checkRemote = (name) => ({
  ...typecheckRemote(`${ROOT}/remote-${name}`, { name }),
  contractTest: contractTestRemote(name),
});
const store = remotesStore();

try {
  if (['publish', 'typecheck'].includes(command) && remote && !REMOTES.includes(remote))
    throw new Error(`unknown remote "${remote}" (${REMOTES.join(', ')})`);
  if (command === 'publish' && remote) {
    let dist = values.dist;
    if (!dist) {
      // Its exposed module against the host's contract (RemoteModule of @phonesheet/shared), then
      // mounted in the host's store: a remote that breaks either stops here, before a build is stored.
      const record = checkRemote(remote);
      pnpm(['--filter', `./remote-${remote}`, 'build']);
      dist = `${ROOT}/remote-${remote}/dist`;
      recordTypecheck(dist, record);
    }
    const { version: published, created } = publish(store, remote, dist);
    const unchecked = readTypecheck(dist)?.passed
      ? ''
      : ' (without a record of a passed type check: promote will refuse it)';
    console.log(
      values.json
        ? JSON.stringify({ remote, version: published, created })
        : `${remote} ${published}${created ? ' published' : ' was already in the store'}${unchecked}`,
    );
  } else if (command === 'typecheck' && remote) {
    const record = checkRemote(remote);
    if (values.dist) recordTypecheck(values.dist, record);
    console.log(
      `${remote} passes its type check against module contract ${record.contract} (@phonesheet/shared ${record.shared})` +
        ` and its contract test (${record.contractTest.tests} passed)` +
        (values.dist ? `; recorded in ${values.dist}` : ''),
    );
  } else if (command === 'promote' && remote && version) {
    const entry = await promote(store, { env: values.env, remote, version });
    console.log(
      `${remote} ${entry.to} is live in ${values.env} (was ${entry.from ?? 'its origin build'}), revision ${entry.revision}`,
    );
  } else if (command === 'rollback' && remote) {
    const entry = await rollback(store, { env: values.env, remote });
    console.log(
      `${remote} rolled back in ${values.env} to ${entry.to ?? 'its origin build'} (was ${entry.from}), revision ${entry.revision}`,
    );
  } else if (command === 'list') {
    const rows = list(store, values.env);
    if (values.json) console.log(JSON.stringify(rows, null, 2));
    for (const row of values.json ? [] : rows) {
      const last = row.last ? ` — ${row.last.action} by ${row.last.by} at ${row.last.at}` : '';
      console.log(`${row.remote}: live ${row.live ?? 'origin build'}${last}`);
      for (const v of row.versions)
        console.log(
          `  ${v.version === row.live ? '*' : ' '} ${v.version}  built ${v.builtAt} from ${String(v.commit).slice(0, 10)}, contract ${v.contract}, ` +
            (v.typecheck?.passed ? `type-checked against ${v.typecheck.contract}` : 'not type-checked') +
            (v.typecheck?.contractTest?.passed ? ', contract test passed' : ', no contract test'),
        );
    }
  } else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
