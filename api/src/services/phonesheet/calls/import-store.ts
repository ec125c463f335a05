import { setImmediate as tick } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../../access/current-user';
import type { PsDB } from '../db';
import type { CallImportRows, ImportValues } from './import-rows';
import { cancelled, progress, type JobRow } from './import-job';
import { dbNow } from '../../../db/clock';
import { updateImportJob } from '../../../repositories/import-jobs-repository';

// The write stage of a CSV import: the checked rows stored hidden under their job, a slice per
// transaction, then one update of the job (the flip) that shows them all at once.

/**
 * Rows stored per transaction (one INSERT statement). On PGlite the statement runs in this
 * thread: 25 rows took ≈ 30 ms on the shared machine, 100 rows ≈ 60 ms (docs/performance.md).
 * On a PostgreSQL server the statement does not hold the event loop, so slices are larger.
 */
export const STORE_SLICE = { pglite: 25, postgres: 200 };

/** Stores `keep` in slices of `storeSlice`; `halt` throws when the job was asked to stop. */
export async function storeRows(
  db: Kysely<PsDB>,
  calls: CallImportRows,
  { id, user, keep }: { id: string; user: CurrentUser; keep: ImportValues[] },
  { storeSlice, halt }: { storeSlice: number; halt: () => void },
): Promise<void> {
  for (let at = 0; at < keep.length; at += storeSlice) {
    halt();
    const slice = keep.slice(at, at + storeSlice);
    const ok = await db.transaction().execute(async (trx) => {
      // The job's row first: a cancel (any instance) then waits for this slice or wins.
      if (!(await progress(trx, id, { rows_stored: at + slice.length }))) return false;
      await calls.storeImported(trx, user, id, slice);
      return true;
    });
    if (!ok) throw cancelled();
    await tick();
  }
}

/**
 * The flip: one row, and every call of the import is visible at once; with its event
 * (calls.imported) in the same transaction when calls were stored.
 */
export async function finishJob(
  db: Kysely<PsDB>,
  calls: CallImportRows,
  { job, user, checked }: { job: JobRow; user: CurrentUser; checked: number },
): Promise<void> {
  const flip = (q: Kysely<PsDB>) =>
    updateImportJob(
      q,
      job.id,
      {
        status: 'done',
        hides_rows: false,
        imported: checked,
        rows_checked: checked,
        rows_stored: job.dry_run ? 0 : checked,
        updated_at: dbNow(),
        finished_at: dbNow(),
      },
      { onlyRunning: true },
    );
  const flipped = job.dry_run
    ? await flip(db)
    : await calls.finishImport(user, checked, (q) => flip(q as unknown as Kysely<PsDB>));
  if (!flipped) throw cancelled();
}
