import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  PHONESHEET_LIMITS as LIM,
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS as PT,
  type ImportJob,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../../db/schema';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import type { CallImportRows } from './import-rows';
import { withPhonesheet } from '../db';
import type { StatusesService } from '../statuses';
import { dbNowMs } from '../../../db/clock';
import {
  busyError,
  cancelled,
  endedAs,
  endEarly,
  loadJob,
  ownJob,
  progress,
  retryAfter,
  rollBack,
  RUNNING,
  STALE_MS,
  Stop,
  toJob,
  type Entry,
  type JobRow,
} from './import-job';
import { estimateRows } from './import-parse';
import { CHECK_SLICE, checkRows } from './import-check';
import { finishJob, STORE_SLICE, storeRows } from './import-store';
import {
  endStaleImportJobs,
  findEndedJobsHidingCalls,
  insertImportJob,
  updateImportJob,
} from '../../../repositories/import-jobs-repository';

// A CSV import job runs by stage: parse (import-parse.ts), check (import-check.ts), store and
// flip (import-store.ts); its row and its early ends are kept by import-job.ts.

export { CHECK_SLICE } from './import-check';
export { STORE_SLICE } from './import-store';
export { DELETE_SLICE, STALE_MS, toJob } from './import-job';
export { estimateRows } from './import-parse';

export type ImportJobs = ReturnType<typeof createImportJobs>;

/**
 * CSV imports as background jobs (docs/phone-sheet.md, "CSV import"): one at a time per
 * company (a unique index, so on every instance), read by csv-parse and checked, then stored,
 * in slices that yield to the event loop, so no import holds it (nor PGlite's one connection)
 * for long. All or nothing without a long transaction: the calls are stored tagged with the
 * job and hidden from every read until one update of the job shows them all.
 */
export function createImportJobs({
  db: appDb,
  calls,
  statuses,
  onError = () => undefined,
  beforeStart = async () => undefined,
  checkSlice = CHECK_SLICE,
  storeSlice = STORE_SLICE.pglite,
}: {
  db: Kysely<DB>;
  /** The calls service's import part (createCallsService gives it). */
  calls: CallImportRows;
  statuses: StatusesService;
  /**
   * The plan's check before `submit` starts a job, dry run or not: every imported call lands on
   * the importer's desk (plan-checks.ts, beforeDesk; none: no limit).
   */
  beforeStart?: (user: CurrentUser) => Promise<void>;
  onError?: (err: unknown) => void;
  checkSlice?: number;
  storeSlice?: number;
}) {
  const db = withPhonesheet(appDb);
  /** This instance's running jobs: cancel asks, close stops, waiters learn the end. */
  const running = new Map<string, Entry>();
  let closing = false;

  /** A job from its first check to its flip; any early end is written on its row. */
  async function run(job: JobRow, user: CurrentUser, csv: string, control: Entry) {
    const { id } = job;
    const halt = () => {
      if (control.stop === 'close') throw new Stop('failed', PM.importInterrupted);
      if (control.stop === 'cancel') throw cancelled();
    };
    let stored = false;
    try {
      const all = await statuses.list(db, user.companyId);
      if (!(await progress(db, id, { status: 'checking' }))) throw cancelled();
      const { keep, checked } = await checkRows(db, calls, { job, user, csv, all }, { checkSlice, halt });
      if (!job.dry_run) {
        if (!(await progress(db, id, { status: 'storing' }))) throw cancelled();
        stored = true;
        await storeRows(db, calls, { id, user, keep }, { storeSlice, halt });
      }
      halt();
      await finishJob(db, calls, { job, user, checked });
    } catch (err) {
      // On shutdown the rows stay hidden: the next start rolls them back (recover).
      await endEarly(db, id, err, { closing: () => control.stop === 'close', stored, onError });
    }
  }

  /**
   * Starts an import job: 429 (with the running job, for Retry-After) while the company has
   * one queued or running; 400 for a file over the size limit.
   */
  async function start(user: CurrentUser, csv: string, dryRun: boolean): Promise<ImportJob> {
    if (closing) throw new HttpError(503, PM.importInterrupted);
    if (Buffer.byteLength(csv) > LIM.importMaxBytes)
      throw new ValidationFailed([PT['phonesheet.validation.csvTooLarge']]);
    const id = randomUUID();
    let job: JobRow;
    try {
      job = (await insertImportJob(db, {
        id,
        company_id: user.companyId,
        user_id: user.id,
        status: 'queued',
        dry_run: dryRun,
        rows_total: estimateRows(csv),
      })) as JobRow;
    } catch (err) {
      if ((err as { code?: string }).code !== '23505') throw err;
      throw await busyError(db, user.companyId);
    }
    const entry: Entry = { stop: null, done: Promise.resolve() };
    running.set(id, entry);
    entry.done = run(job, user, csv, entry).finally(() => running.delete(id));
    return toJob(job);
  }

  /** The job once it has ended (this instance's). */
  async function wait(id: string): Promise<ImportJob> {
    await running.get(id)?.done;
    return toJob((await loadJob(db, id)) as JobRow);
  }

  return {
    /**
     * An import as the route takes it: the plan's check, the job started and, for a small file
     * (up to importSyncBytes characters), its end awaited (`ended`); a bigger one's job runs on.
     */
    async submit(user: CurrentUser, csv: string, dryRun: boolean) {
      await beforeStart(user);
      const started = await start(user, csv, dryRun);
      if (csv.length > LIM.importSyncBytes) return { job: started, ended: false };
      return { job: await wait(started.id), ended: true };
    },

    async get(user: CurrentUser, id: string): Promise<ImportJob> {
      return toJob(await ownJob(db, user, id));
    },

    /** Cancels a queued or running job of the company: nothing of it is ever visible. */
    async cancel(user: CurrentUser, id: string): Promise<ImportJob> {
      const row = await ownJob(db, user, id);
      if (row.status === 'cancelled') return toJob(row);
      if (!RUNNING.includes(row.status)) throw new HttpError(409, PM.importFinished);
      const here = running.get(id);
      if (here) here.stop = 'cancel';
      // The row first (another instance's job sees it at its next slice), then the rows.
      await updateImportJob(db, id, endedAs('cancelled', PM.importCancelled), { onlyRunning: true });
      if (!here) void rollBack(db, id).catch(onError);
      else await here.done;
      return toJob((await loadJob(db, id)) as JobRow);
    },

    /**
     * At start-up: a job left running by a stopped server (every one on PGlite, which one
     * process owns; on PostgreSQL those untouched for `staleMs`) fails, and the calls of every
     * failed or cancelled job still hiding some are deleted.
     */
    async recover({ staleMs = STALE_MS }: { staleMs?: number } = {}): Promise<number> {
      await endStaleImportJobs(
        db,
        new Date(dbNowMs() - staleMs),
        [...running.keys()],
        endedAs('failed', PM.importInterrupted),
      );
      const left = await findEndedJobsHidingCalls(db);
      for (const { id } of left) if (!running.has(id)) await rollBack(db, id);
      return left.length;
    },

    /** Shutdown: running jobs stop at their next slice and stay hidden for the next start. */
    async close(): Promise<void> {
      closing = true;
      for (const entry of running.values()) entry.stop = 'close';
      await Promise.all([...running.values()].map((e) => e.done.catch(() => undefined)));
    },

    retryAfter,
    running: () => running.size,
  };
}
