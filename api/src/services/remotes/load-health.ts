import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface LoadFailureReport {
  remote: string;
  version?: string;
  reason: string;
}

/** The kind of a failure, from the reason the host gives (host/src/federation/remote-registry.ts). */
export function kindOf(reason: string): 'refused' | 'timeout' | 'manifest' | 'module' {
  if (reason.startsWith('refused: ')) return 'refused';
  if (reason.includes('timed out')) return 'timeout';
  if (reason.startsWith('manifest')) return 'manifest';
  return 'module';
}

/**
 * Rows kept per remote (version × kind): the beacon is public, so whatever versions it names, the
 * table holds at most this many per remote, the least recently reported going first.
 */
export const ROWS_KEPT_PER_REMOTE = 20;

/** Counts of failed remote loads (migrations/029), per remote, version and kind. */
export function createLoadHealth(db: Kysely<DB>) {
  return {
    async record({ remote, version = '', reason }: LoadFailureReport): Promise<void> {
      await db
        .insertInto('remote_load_failures')
        .values({ remote, version, kind: kindOf(reason), last_reason: reason })
        .onConflict((oc) =>
          oc.columns(['remote', 'version', 'kind']).doUpdateSet({
            failures: sql`remote_load_failures.failures + 1`,
            last_reason: reason,
            last_at: sql`now()`,
          }),
        )
        .execute();
      await db
        .deleteFrom('remote_load_failures')
        .where('remote', '=', remote)
        .where(({ eb, refTuple, selectFrom }) =>
          eb(
            refTuple('version', 'kind'),
            'not in',
            selectFrom('remote_load_failures')
              .select(['version', 'kind'])
              .where('remote', '=', remote)
              .orderBy('last_at', 'desc')
              .limit(ROWS_KEPT_PER_REMOTE)
              .$asTuple('version', 'kind'),
          ),
        )
        .execute();
    },
    async list() {
      const rows = await db
        .selectFrom('remote_load_failures')
        .selectAll()
        .orderBy('last_at', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({
        remote: r.remote,
        version: r.version,
        kind: r.kind,
        lastReason: r.last_reason,
        failures: r.failures,
        lastAt: r.last_at.toISOString(),
      }));
    },
  };
}

export type LoadHealth = ReturnType<typeof createLoadHealth>;
