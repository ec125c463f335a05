import { setImmediate as tick } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { ImportRowError } from '@phonesheet/shared/contracts';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import type { PsDB } from '../db';
import type { StatusesService } from '../statuses';
import type { CallImportRows, ImportValues } from './import-rows';
import { cancelled, progress, Stop, type JobRow } from './import-job';
import { records } from './import-parse';
import { dbNow } from '../../../db/clock';
import { updateImportJob } from '../../../repositories/import-jobs-repository';

// The check stage of a CSV import: every row checked like the form, in slices that yield to
// the event loop; one bad row fails the job, with the first bad lines named.

/** Rows checked between two yields to the event loop (each slice stays well under 50 ms). */
export const CHECK_SLICE = 100;
const ERROR_TEXTS_MAX = 50;
const ERROR_ROWS_MAX = 1000;
const PREVIEW_MAX = 20;

type Statuses = Awaited<ReturnType<StatusesService['list']>>;

/** The rows of a whole file that passed: kept to store (none on a dry run), and their count. */
export interface Checked {
  keep: ImportValues[];
  checked: number;
}

/**
 * Checks every row of `csv`; its progress is written once per slice, and `halt` throws when the
 * job was asked to stop. Ends by writing the exact count and the preview on the job's row.
 */
export async function checkRows(
  db: Kysely<PsDB>,
  calls: CallImportRows,
  { job, user, csv, all }: { job: JobRow; user: CurrentUser; csv: string; all: Statuses },
  { checkSlice, halt }: { checkSlice: number; halt: () => void },
): Promise<Checked> {
  const { id } = job;
  const keep: ImportValues[] = [];
  const bad: ImportRowError[] = [];
  const texts: string[] = [];
  let badCount = 0;
  const preview: Array<Record<string, string>> = [];
  let checked = 0;
  let sinceYield = 0;
  for await (const batch of records(csv)) {
    for (const { line, cells } of batch) {
      try {
        const v = await calls.checkImportRow(user, cells, all);
        if (!badCount && !job.dry_run) keep.push(v);
        if (preview.length < PREVIEW_MAX) preview.push(calls.importPreview(line, v, all));
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const errors = err instanceof ValidationFailed ? err.errors : [err.message];
        badCount++;
        keep.length = 0;
        if (bad.length < ERROR_ROWS_MAX) bad.push({ line, errors });
        if (texts.length < ERROR_TEXTS_MAX) texts.push(`Line ${line}: ${errors.join('; ')}`);
      }
      checked++;
      if (++sinceYield >= checkSlice) {
        sinceYield = 0;
        halt();
        if (!(await progress(db, id, { rows_checked: checked }))) throw cancelled();
        await tick();
      }
    }
  }
  halt();
  if (badCount) throw new Stop('failed', texts[0] as string, bad, texts);
  await updateImportJob(
    db,
    id,
    { rows_total: checked, rows_checked: checked, preview: JSON.stringify(preview), updated_at: dbNow() },
    { onlyRunning: false },
  );
  return { keep, checked };
}
