import { setImmediate as tick } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { PHONESHEET_MESSAGES as PM, type ImportJob, type ImportRowError } from '@phonesheet/shared/contracts';
import { HttpError } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import type { ImportStatus, PsDB, PsQ } from '../db';
import { dbNow, dbNowMs } from '../../../db/clock';
import {
  deleteImportedCalls,
  findImportJob,
  findRunningImportJob,
  RUNNING,
  updateImportJob,
} from '../../../repositories/import-jobs-repository';

// The bookkeeping of a CSV import job (import.ts runs it): its row in call_imports, its
// progress, how it ends early, and the rollback of what it stored.

/** Rolled-back calls deleted per statement. */
export const DELETE_SLICE = 500;
/** A running job untouched this long belongs to an instance that stopped (PostgreSQL). */
export const STALE_MS = 60_000;

export { RUNNING };

/** A job running here: what stops it at its next slice, and its end. */
export type Entry = { stop: 'cancel' | 'close' | null; done: Promise<void> };

/** Why a job stopped early: its text becomes the job's msg and errors. */
export class Stop extends Error {
  constructor(
    readonly status: 'failed' | 'cancelled',
    message: string,
    readonly rows: ImportRowError[] = [],
    readonly texts: string[] = [message],
  ) {
    super(message);
  }
}

/** The Stop of a job cancelled meanwhile (here or on another instance). */
export const cancelled = () => new Stop('cancelled', PM.importCancelled);

export type JobRow = {
  id: string;
  company_id: string;
  user_id: string;
  status: ImportStatus;
  dry_run: boolean;
  rows_total: number | null;
  rows_checked: number;
  rows_stored: number;
  imported: number;
  msg: string | null;
  errors: unknown;
  error_rows: unknown;
  preview: unknown;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
};

/** The columns of a job that ends early as `status`, with `text` as its message and only error. */
export const endedAs = (status: 'failed' | 'cancelled', text: string) => ({
  status,
  msg: text,
  errors: JSON.stringify([text]),
  updated_at: dbNow(),
  finished_at: dbNow(),
});
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const json = <T>(v: unknown, fallback: T): T =>
  typeof v === 'string' ? (JSON.parse(v) as T) : ((v as T) ?? fallback);

export function toJob(r: JobRow): ImportJob {
  return {
    id: r.id,
    status: r.status,
    dryRun: r.dry_run,
    rowsTotal: r.rows_total,
    rowsChecked: r.rows_checked,
    rowsStored: r.rows_stored,
    imported: r.imported,
    msg: r.msg,
    errors: json<string[]>(r.errors, []),
    rows: json<ImportRowError[]>(r.error_rows, []),
    preview: json<Array<Record<string, string>>>(r.preview, []),
    createdAt: iso(r.created_at) as string,
    updatedAt: iso(r.updated_at) as string,
    finishedAt: iso(r.finished_at),
  };
}

export const loadJob = async (db: Kysely<PsDB>, id: string) =>
  (await findImportJob(db, id)) as JobRow | undefined;

/** The company's job `id`, or 404. */
export async function ownJob(db: Kysely<PsDB>, user: CurrentUser, id: string): Promise<JobRow> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await loadJob(db, id) : undefined;
  if (!row || row.company_id !== user.companyId) throw new HttpError(404, PM.importNotFound);
  return row;
}

/** 429 while the company has a job queued or running, with that job, for Retry-After. */
export async function busyError(db: Kysely<PsDB>, companyId: string): Promise<HttpError> {
  const other = (await findRunningImportJob(db, companyId)) as JobRow | undefined;
  return new HttpError(429, PM.importBusy, {
    retryAfterSeconds: retryAfter(other),
    ...(other ? { data: { job: toJob(other) } } : {}),
  });
}

/** Seconds until the running job of the company likely ends (its pace so far). */
export function retryAfter(job: JobRow | undefined): number {
  if (!job || !job.rows_total) return 5;
  const work = job.rows_total * (job.dry_run ? 1 : 2);
  const done = job.rows_checked + job.rows_stored;
  const elapsed = dbNowMs() - new Date(job.created_at).getTime();
  if (!done) return 5;
  return Math.min(600, Math.max(1, Math.ceil((((work - done) / done) * elapsed) / 1000)));
}

/** Progress, written once per slice; false when the job was cancelled meanwhile (elsewhere). */
export async function progress(
  q: PsQ,
  id: string,
  set: Partial<{ status: ImportStatus; rows_total: number; rows_checked: number; rows_stored: number }>,
): Promise<boolean> {
  return updateImportJob(q, id, { ...set, updated_at: dbNow() }, { onlyRunning: true });
}

/** Deletes the calls a job stored, a chunk at a time, then stops hiding (nothing is left). */
export async function rollBack(db: Kysely<PsDB>, id: string): Promise<void> {
  for (;;) {
    if (!(await deleteImportedCalls(db, id, DELETE_SLICE))) break;
    await tick();
  }
  await updateImportJob(db, id, { hides_rows: false }, { onlyRunning: false });
}

/**
 * A job that ended early (`err`, a Stop or anything thrown): its row says why, and what it
 * stored is rolled back, except on shutdown, when the next start rolls it back (recover).
 */
export async function endEarly(
  db: Kysely<PsDB>,
  id: string,
  err: unknown,
  { closing, stored, onError }: { closing: () => boolean; stored: boolean; onError: (err: unknown) => void },
): Promise<void> {
  const stop = err instanceof Stop ? err : new Stop('failed', PM.importFailed);
  if (!(err instanceof Stop)) onError(err);
  await updateImportJob(
    db,
    id,
    {
      status: stop.status,
      msg: stop.message,
      errors: JSON.stringify(stop.texts),
      error_rows: JSON.stringify(stop.rows),
      updated_at: dbNow(),
      finished_at: dbNow(),
    },
    { onlyRunning: true },
  ).catch(onError);
  if (closing()) return;
  if (stored || stop.status === 'cancelled') await rollBack(db, id).catch(onError);
  else await updateImportJob(db, id, { hides_rows: false }, { onlyRunning: false }).catch(onError);
}
