// The calls service's part of a CSV import (import.ts runs the job): a row checked like the
// form, the checked rows stored hidden under their job, and the job's end with its event.
import type { CreateCallBody, PhonesheetEvent } from '@phonesheet/shared/contracts';
import type { CurrentUser } from '../../../access/current-user';
import type { PsQ } from '../db';
import type { StatusesService } from '../statuses';
import type { CallsContext } from './context';
import type { IMPORT_COLUMNS } from './csv';
import type { CallValidation } from './validation';
import { dbNow } from '../../../db/clock';
import { insertImportedCalls, type ImportValues } from '../../../repositories/calls-insert-repository';

const IMPORT_DIRECTIONS: Record<string, 'in' | 'out'> = {
  in: 'in',
  incoming: 'in',
  out: 'out',
  outgoing: 'out',
};
const IMPORT_PRIORITIES: Record<string, string> = { asap: 'asap', today: 'today', whenever: 'whenever' };

type Statuses = Awaited<ReturnType<StatusesService['list']>>;

// A checked import row, as import.ts keeps it until it is stored.
export type { ImportValues };

/**
 * One row of a CSV import (import.ts), checked like the form: the cells of IMPORT_COLUMNS
 * by name. Returns the values to store; throws ValidationFailed (or an HttpError) naming
 * the problems. The same check serves the dry run and the import.
 */
export async function checkImportRow(
  { db }: CallsContext,
  { validate }: CallValidation,
  user: CurrentUser,
  cells: Record<(typeof IMPORT_COLUMNS)[number], string>,
  all: Statuses,
): Promise<ImportValues> {
  const cell = (c: (typeof IMPORT_COLUMNS)[number]) => cells[c].trim();
  const statusText = cell('status').toLowerCase();
  const status = statusText
    ? all.find(
        (s) => !s.retired && (s.name.toLowerCase() === statusText || s.key?.toLowerCase() === statusText),
      )
    : undefined;
  const body: CreateCallBody = {
    direction: IMPORT_DIRECTIONS[cell('direction').toLowerCase()] ?? (cell('direction') || 'in'),
    contactName: cell('name'),
    contactCompany: cell('company'),
    phone: cell('phone'),
    extension: cell('extension'),
    priority: (IMPORT_PRIORITIES[cell('priority').toLowerCase()] ?? (cell('priority') || 'today')) as never,
    notes: cells.notes,
    occurredAt: cell('occurredAt') || null,
    statusId: statusText ? (status?.id ?? 'unknown') : null,
  };
  return (await validate(db, user, body, true, true)) as ImportValues;
}

/** Stores checked import rows under their job, hidden until it ends (insertImportedCalls). */
export async function storeImported(
  q: PsQ,
  user: CurrentUser,
  jobId: string,
  rows: ImportValues[],
): Promise<void> {
  await insertImportedCalls(q, user, jobId, rows);
}

/** What a dry run shows of a row that passed. */
export function importPreview(line: number, v: ImportValues, all: Statuses) {
  return {
    line: String(line),
    direction: v.direction as string,
    name: v.contact_name ?? '',
    company: v.contact_company ?? '',
    phone: v.phone_e164 as string,
    status: all.find((s) => s.id === v.status_id)?.name ?? '',
    priority: v.priority as string,
    // A row without a time is logged at the database's now() (storeImported).
    occurredAt: (v.occurred_at ?? dbNow()).toISOString(),
  };
}

/**
 * A finished import: `finish` (the job's flip, in the transaction) and its event commit
 * together; then this instance's sheets and counts, and every stream, learn of it. False
 * when `finish` found nothing to finish.
 */
export function finishImport(
  { outbox }: CallsContext,
  user: CurrentUser,
  count: number,
  finish: (q: PsQ) => Promise<boolean>,
) {
  return outbox.withEvents(user, finish, (finished): PhonesheetEvent[] =>
    finished ? [{ type: 'calls.imported', count, by: user.id }] : [],
  );
}

/** The calls service's part the import jobs use (import.ts). */
export interface CallImportRows {
  checkImportRow(
    user: CurrentUser,
    cells: Record<(typeof IMPORT_COLUMNS)[number], string>,
    all: Statuses,
  ): Promise<ImportValues>;
  storeImported: typeof storeImported;
  importPreview: typeof importPreview;
  finishImport(
    user: CurrentUser,
    count: number,
    finish: (q: PsQ) => Promise<boolean>,
  ): ReturnType<typeof finishImport>;
}
