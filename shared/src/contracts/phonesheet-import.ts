import { Type, type Static } from '@sinclair/typebox';
import { Instant, StringEnum, Uuid } from './schema-kit';
import { Nullable } from './phonesheet-fields';

// A CSV import of calls: its job, followed for the progress bar, and its answer.

export const ImportStatus = StringEnum([
  'queued',
  'checking',
  'storing',
  'done',
  'failed',
  'cancelled',
] as const);
/** A CSV import job (GET /calls/import/:id): the client's progress bar follows it. */
export const ImportJob = Type.Object({
  id: Uuid(),
  status: ImportStatus,
  dryRun: Type.Boolean(),
  /** Data rows of the file: its line count at first, exact once it has been read through. */
  rowsTotal: Nullable(Type.Integer()),
  rowsChecked: Type.Integer(),
  rowsStored: Type.Integer(),
  /** Rows that passed (done: stored, or would be on a dry run). */
  imported: Type.Integer(),
  /** Why it failed or was cancelled. */
  msg: Nullable(Type.String()),
  /** "Line 3: …" texts of the first bad lines. */
  errors: Type.Array(Type.String()),
  rows: Type.Array(Type.Object({ line: Type.Integer(), errors: Type.Array(Type.String()) })),
  preview: Type.Array(Type.Record(Type.String(), Type.String())),
  createdAt: Instant(),
  updatedAt: Instant(),
  finishedAt: Nullable(Instant()),
});
export type ImportJob = Static<typeof ImportJob>;

export const ImportReply = Type.Object({
  msg: Type.String(),
  data: Type.Object({
    imported: Type.Integer(),
    dryRun: Type.Boolean(),
    preview: Type.Array(Type.Record(Type.String(), Type.String())),
    job: ImportJob,
  }),
});
export type ImportReply = Static<typeof ImportReply>;

/** A row problem of a CSV import: line number (header is line 1) and texts. */
export interface ImportRowError {
  line: number;
  errors: string[];
}
