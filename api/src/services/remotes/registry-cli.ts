import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { HttpError } from '../../lib/http-error';

/**
 * The operator page's promote, rollback and list run `pnpm remotes` itself (scripts/remotes.mjs):
 * the same registry code, the same lock and the same contract check as a team's command line,
 * on the store REMOTES_STORE and environment REMOTES_ENV of this API.
 */
function cliPath(): string {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'scripts', 'remotes.mjs');
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new HttpError(503, 'The remotes registry is not installed beside this API');
}

export interface RegistryTarget {
  store: string;
  env: string;
}

function run(target: RegistryTarget, args: string[], by?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cliPath(), ...args, '--env', target.env],
      {
        env: { ...process.env, REMOTES_STORE: target.store, REMOTES_ENV: target.env, REMOTES_BY: by ?? '' },
        timeout: 20000,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        // The command's own refusal (a version the host would refuse, nothing to roll back).
        const message = stderr.replace(/^✖\s*/, '').trim() || error.message;
        reject(new HttpError(409, message.slice(0, 500)));
      },
    );
  });
}

export function createRegistryCli(target: RegistryTarget) {
  return {
    environment: target.env,
    async list(): Promise<unknown[]> {
      return JSON.parse(await run(target, ['list', '--json'])) as unknown[];
    },
    promote: (remote: string, version: string, by: string) => run(target, ['promote', remote, version], by),
    rollback: (remote: string, by: string) => run(target, ['rollback', remote], by),
  };
}

export type RegistryCli = ReturnType<typeof createRegistryCli>;
