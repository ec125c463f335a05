import { randomUUID } from 'node:crypto';
import { setImmediate as tick } from 'node:timers/promises';
import { parse, CsvError } from 'csv-parse';
import type { Kysely } from 'kysely';
import {
  PHONESHEET_LIMITS as LIM,
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS as PT,
  type ImportJob,
  type ImportRowError,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../../db/schema';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import { IMPORT_COLUMNS, undefuse } from './csv';
import type { CallImportRows, ImportValues } from './import-rows';
import { withPhonesheet, type ImportStatus } from '../db';
import type { StatusesService } from '../statuses';
import { dbNow, dbNowMs } from '../../../db/clock';

/** Rows checked between two yields to the event loop (each slice stays well under 50 ms). */
export const CHECK_SLICE = 100;
/**
 * Rows stored per transaction (one INSERT statement). On PGlite the statement runs in this
 * thread: 25 rows took ≈ 30 ms on the shared machine, 100 rows ≈ 60 ms (docs/performance.md).
 * On a PostgreSQL server the statement does not hold the event loop, so slices are larger.
 */
export const STORE_SLICE = { pglite: 25, postgres: 200 };
/** Rolled-back calls deleted per statement. */
export const DELETE_SLICE = 500;
/** Characters of the file handed to the parser at a time (≈ 300 rows). */
const PARSE_CHUNK = 32 * 1024;
const ERROR_TEXTS_MAX = 50;
const ERROR_ROWS_MAX = 1000;
const PREVIEW_MAX = 20;
/** A running job untouched this long belongs to an instance that stopped (PostgreSQL). */
export const STALE_MS = 60_000;

const RUNNING: ImportStatus[] = ['queued', 'checking', 'storing'];

type Column = (typeof IMPORT_COLUMNS)[number];
/** A job running here: what stops it at its next slice, and its end. */
type Entry = { stop: 'cancel' | 'close' | null; done: Promise<void> };

/** Why a job stopped early: its text becomes the job's msg and errors. */
class Stop extends Error {
  constructor(
    readonly status: 'failed' | 'cancelled',
    message: string,
    readonly rows: ImportRowError[] = [],
    readonly texts: string[] = [message],
  ) {
    super(message);
  }
}

type JobRow = {
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
const endedAs = (status: 'failed' | 'cancelled', text: string) => ({
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

export type ImportJobs = ReturnType<typeof createImportJobs>;

/**
 * The file's data rows as its line count tells them (exact unless a quoted cell spans lines),
 * so the progress bar has its end before the file is read through; the count is made exact
 * when checking ends.
 */
export function estimateRows(csv: string): number {
  let lines = 0;
  for (let at = csv.indexOf('\n'); at >= 0; at = csv.indexOf('\n', at + 1)) lines++;
  if (csv.length && !csv.endsWith('\n')) lines++;
  return Math.max(0, lines - 1);
}

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
  checkSlice = CHECK_SLICE,
  storeSlice = STORE_SLICE.pglite,
}: {
  db: Kysely<DB>;
  /** The calls service's import part (createCallsService gives it). */
  calls: CallImportRows;
  statuses: StatusesService;
  onError?: (err: unknown) => void;
  checkSlice?: number;
  storeSlice?: number;
}) {
  const db = withPhonesheet(appDb);
  /** This instance's running jobs: cancel asks, close stops, waiters learn the end. */
  const running = new Map<string, Entry>();
  let closing = false;

  const load = async (id: string) =>
    (await db.selectFrom('call_imports').selectAll().where('id', '=', id).executeTakeFirst()) as
      JobRow | undefined;

  /** Seconds until the running job of the company likely ends (its pace so far). */
  function retryAfter(job: JobRow | undefined): number {
    if (!job || !job.rows_total) return 5;
    const work = job.rows_total * (job.dry_run ? 1 : 2);
    const done = job.rows_checked + job.rows_stored;
    const elapsed = dbNowMs() - new Date(job.created_at).getTime();
    if (!done) return 5;
    return Math.min(600, Math.max(1, Math.ceil((((work - done) / done) * elapsed) / 1000)));
  }

  /** Deletes the calls a job stored, a chunk at a time, then stops hiding (nothing is left). */
  async function rollBack(id: string): Promise<void> {
    for (;;) {
      const { numDeletedRows } = await db
        .deleteFrom('calls')
        .where('id', 'in', (eb) =>
          eb.selectFrom('calls').select('id').where('import_job_id', '=', id).limit(DELETE_SLICE),
        )
        .executeTakeFirst();
      if (!Number(numDeletedRows)) break;
      await tick();
    }
    await db.updateTable('call_imports').set({ hides_rows: false }).where('id', '=', id).execute();
  }

  /** Reads the file in slices: the header's columns, then each data row's cells. */
  async function* records(csv: string): AsyncGenerator<{ line: number; cells: Record<Column, string> }[]> {
    const parser = parse({
      bom: true,
      relax_quotes: true,
      relax_column_count: true,
      // A line of blanks is no row (as before); `,,,` is a row with empty cells.
      on_record: (r: string[]) => (r.length === 1 && (r[0] ?? '').trim() === '' ? null : r),
    });
    const got: string[][] = [];
    let failure: unknown = null;
    parser.on('readable', () => {
      let r: string[] | null;
      while ((r = parser.read() as string[] | null) !== null) got.push(r);
    });
    parser.on('error', (err) => (failure = err));
    let index: Record<Column, number> | null = null;
    let line = 0;
    let ended = false;
    const ends = new Promise<void>((resolve) => parser.on('end', resolve).on('error', () => resolve()));
    for (let at = 0; !ended;) {
      if (at < csv.length) {
        parser.write(csv.slice(at, at + PARSE_CHUNK));
        at += PARSE_CHUNK;
      } else {
        parser.end();
        await ends;
        ended = true;
      }
      await tick();
      if (failure) {
        // An unclosed quote swallows the rest of the file: the file is not a CSV table.
        if (failure instanceof CsvError && failure.code === 'CSV_QUOTE_NOT_CLOSED')
          throw new Stop('failed', PT['phonesheet.validation.csvHeader']);
        // The parser counts the file's lines; rows are counted the same way unless a quoted
        // cell spans lines.
        const at = (failure as { lines?: number }).lines ?? line + 2;
        const text = `Line ${at}: ${PT['phonesheet.validation.csvQuotes']}`;
        throw new Stop('failed', text, [{ line: at, errors: [PT['phonesheet.validation.csvQuotes']] }]);
      }
      const batch: { line: number; cells: Record<Column, string> }[] = [];
      for (const r of got.splice(0)) {
        line++;
        if (!index) {
          const cols = r.map((h) => h.trim().toLowerCase());
          const found = IMPORT_COLUMNS.map((c) => [c, cols.indexOf(c.toLowerCase())] as const);
          if (found.some(([, i]) => i < 0)) throw new Stop('failed', PT['phonesheet.validation.csvHeader']);
          index = Object.fromEntries(found) as Record<Column, number>;
          continue;
        }
        if (line - 1 > LIM.importMaxRows) throw new Stop('failed', PT['phonesheet.validation.csvTooLarge']);
        const cells = {} as Record<Column, string>;
        // A ' the export put before a formula character comes off (csv.ts, undefuse).
        for (const c of IMPORT_COLUMNS) cells[c] = undefuse(r[index[c]] ?? '');
        batch.push({ line, cells });
      }
      if (batch.length) yield batch;
    }
    if (!index) throw new Stop('failed', PT['phonesheet.validation.csvHeader']);
    if (line < 2) throw new Stop('failed', PT['phonesheet.validation.csvEmpty']);
  }

  /** Progress, written once per slice; null when the job was cancelled meanwhile (elsewhere). */
  async function progress(
    q: typeof db | Parameters<Parameters<ReturnType<typeof db.transaction>['execute']>[0]>[0],
    id: string,
    set: Partial<{ status: ImportStatus; rows_total: number; rows_checked: number; rows_stored: number }>,
  ): Promise<boolean> {
    const row = await q
      .updateTable('call_imports')
      .set({ ...set, updated_at: dbNow() })
      .where('id', '=', id)
      .where('status', 'in', RUNNING)
      .returning('id')
      .executeTakeFirst();
    return !!row;
  }

  async function run(job: JobRow, user: CurrentUser, csv: string, control: Entry) {
    const { id } = job;
    const halt = () => {
      if (control.stop === 'close') throw new Stop('failed', PM.importInterrupted);
      if (control.stop === 'cancel') throw new Stop('cancelled', PM.importCancelled);
    };
    let stored = false;
    try {
      const all = await statuses.list(db, user.companyId);
      const keep: ImportValues[] = [];
      const bad: ImportRowError[] = [];
      const texts: string[] = [];
      let badCount = 0;
      const preview: Array<Record<string, string>> = [];
      let checked = 0;
      let sinceYield = 0;
      if (!(await progress(db, id, { status: 'checking' }))) throw new Stop('cancelled', PM.importCancelled);
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
            if (!(await progress(db, id, { rows_checked: checked })))
              throw new Stop('cancelled', PM.importCancelled);
            await tick();
          }
        }
      }
      halt();
      if (badCount) throw new Stop('failed', texts[0] as string, bad, texts);
      await db
        .updateTable('call_imports')
        .set({
          rows_total: checked,
          rows_checked: checked,
          preview: JSON.stringify(preview),
          updated_at: dbNow(),
        })
        .where('id', '=', id)
        .execute();
      if (!job.dry_run) {
        if (!(await progress(db, id, { status: 'storing' }))) throw new Stop('cancelled', PM.importCancelled);
        stored = true;
        for (let at = 0; at < keep.length; at += storeSlice) {
          halt();
          const slice = keep.slice(at, at + storeSlice);
          const ok = await db.transaction().execute(async (trx) => {
            // The job's row first: a cancel (any instance) then waits for this slice or wins.
            if (!(await progress(trx, id, { rows_stored: at + slice.length }))) return false;
            await calls.storeImported(trx, user, id, slice);
            return true;
          });
          if (!ok) throw new Stop('cancelled', PM.importCancelled);
          await tick();
        }
      }
      halt();
      // The flip: one row, and every call of the import is visible at once; with its event
      // (calls.imported) in the same transaction when calls were stored.
      const flip = async (q: typeof db) =>
        !!(await q
          .updateTable('call_imports')
          .set({
            status: 'done',
            hides_rows: false,
            imported: checked,
            rows_checked: checked,
            rows_stored: job.dry_run ? 0 : checked,
            updated_at: dbNow(),
            finished_at: dbNow(),
          })
          .where('id', '=', id)
          .where('status', 'in', RUNNING)
          .returning('id')
          .executeTakeFirst());
      const flipped = job.dry_run
        ? await flip(db)
        : await calls.finishImport(user, checked, (q) => flip(q as unknown as typeof db));
      if (!flipped) throw new Stop('cancelled', PM.importCancelled);
    } catch (err) {
      const stop = err instanceof Stop ? err : new Stop('failed', PM.importFailed);
      if (!(err instanceof Stop)) onError(err);
      await db
        .updateTable('call_imports')
        .set({
          status: stop.status,
          msg: stop.message,
          errors: JSON.stringify(stop.texts),
          error_rows: JSON.stringify(stop.rows),
          updated_at: dbNow(),
          finished_at: dbNow(),
        })
        .where('id', '=', id)
        .where('status', 'in', RUNNING)
        .execute()
        .catch(onError);
      // On shutdown the rows stay hidden: the next start rolls them back (recover).
      if (control.stop === 'close') return;
      if (stored || stop.status === 'cancelled') await rollBack(id).catch(onError);
      else
        await db
          .updateTable('call_imports')
          .set({ hides_rows: false })
          .where('id', '=', id)
          .execute()
          .catch(onError);
    }
  }

  return {
    /**
     * Starts an import job: 429 (with the running job, for Retry-After) while the company has
     * one queued or running. The caller checks size and the plan first.
     */
    async start(user: CurrentUser, csv: string, dryRun: boolean): Promise<ImportJob> {
      if (closing) throw new HttpError(503, PM.importInterrupted);
      if (Buffer.byteLength(csv) > LIM.importMaxBytes)
        throw new ValidationFailed([PT['phonesheet.validation.csvTooLarge']]);
      const id = randomUUID();
      let job: JobRow;
      try {
        job = (await db
          .insertInto('call_imports')
          .values({
            id,
            company_id: user.companyId,
            user_id: user.id,
            status: 'queued',
            dry_run: dryRun,
            rows_total: estimateRows(csv),
          })
          .returningAll()
          .executeTakeFirstOrThrow()) as JobRow;
      } catch (err) {
        if ((err as { code?: string }).code !== '23505') throw err;
        const other = (await db
          .selectFrom('call_imports')
          .selectAll()
          .where('company_id', '=', user.companyId)
          .where('status', 'in', RUNNING)
          .executeTakeFirst()) as JobRow | undefined;
        throw new HttpError(429, PM.importBusy, {
          retryAfterSeconds: retryAfter(other),
          ...(other ? { data: { job: toJob(other) } } : {}),
        });
      }
      const entry: Entry = { stop: null, done: Promise.resolve() };
      running.set(id, entry);
      entry.done = run(job, user, csv, entry).finally(() => running.delete(id));
      return toJob(job);
    },

    /** The job once it has ended (this instance's). */
    async wait(id: string): Promise<ImportJob> {
      await running.get(id)?.done;
      return toJob((await load(id)) as JobRow);
    },

    async get(user: CurrentUser, id: string): Promise<ImportJob> {
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await load(id) : undefined;
      if (!row || row.company_id !== user.companyId) throw new HttpError(404, PM.importNotFound);
      return toJob(row);
    },

    /** Cancels a queued or running job of the company: nothing of it is ever visible. */
    async cancel(user: CurrentUser, id: string): Promise<ImportJob> {
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await load(id) : undefined;
      if (!row || row.company_id !== user.companyId) throw new HttpError(404, PM.importNotFound);
      if (row.status === 'cancelled') return toJob(row);
      if (!RUNNING.includes(row.status)) throw new HttpError(409, PM.importFinished);
      const here = running.get(id);
      if (here) here.stop = 'cancel';
      // The row first (another instance's job sees it at its next slice), then the rows.
      await db
        .updateTable('call_imports')
        .set(endedAs('cancelled', PM.importCancelled))
        .where('id', '=', id)
        .where('status', 'in', RUNNING)
        .execute();
      if (!here) void rollBack(id).catch(onError);
      else await here.done;
      return toJob((await load(id)) as JobRow);
    },

    /**
     * At start-up: a job left running by a stopped server (every one on PGlite, which one
     * process owns; on PostgreSQL those untouched for `staleMs`) fails, and the calls of every
     * failed or cancelled job still hiding some are deleted.
     */
    async recover({ staleMs = STALE_MS }: { staleMs?: number } = {}): Promise<number> {
      await db
        .updateTable('call_imports')
        .set(endedAs('failed', PM.importInterrupted))
        .where('status', 'in', RUNNING)
        .where('updated_at', '<=', new Date(dbNowMs() - staleMs))
        .where('id', 'not in', [...running.keys(), '00000000-0000-0000-0000-000000000000'])
        .execute();
      const left = await db
        .selectFrom('call_imports')
        .select('id')
        .where('hides_rows', '=', true)
        .where('status', 'in', ['failed', 'cancelled'])
        .execute();
      for (const { id } of left) if (!running.has(id)) await rollBack(id);
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
