import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

// Row types of migrations/003_phonesheet.sql, added to the accounts schema here so the
// shared db/schema.ts stays owned by the platform.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CallStatusesTable {
  id: string;
  company_id: string;
  key: string | null;
  name: string;
  is_open: boolean;
  color: string;
  sort_order: number;
  retired_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CallsTable {
  id: string;
  company_id: string;
  direction: 'in' | 'out';
  contact_name: string;
  contact_company: string;
  phone_raw: string;
  phone_e164: string;
  phone_digits_rev: string;
  extension: string | null;
  desk_user_id: string;
  status_id: string;
  priority: 'asap' | 'today' | 'whenever';
  notes: string;
  occurred_at: Timestamp;
  follow_up_at: NullableTimestamp;
  logged_by: string;
  callback_of: string | null;
  /** A call back's: the time of the call it returns, kept by the database (migration 034). */
  callback_origin_at: ColumnType<Date | null, never, never>;
  /** The phone system's id of the call it was logged from (migration 017); null when typed. */
  phone_call_id: ColumnType<string | null, string | null | undefined, string | null>;
  logged_covering: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
  deleted_at: NullableTimestamp;
  search_vector: ColumnType<string, never, never>;
  /** The import job that stored it (migration 009): hidden while that job hides its rows. */
  import_job_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ImportStatus = 'queued' | 'checking' | 'storing' | 'done' | 'failed' | 'cancelled';

export interface CallImportsTable {
  id: string;
  company_id: string;
  user_id: string;
  status: ImportStatus;
  dry_run: boolean;
  hides_rows: Generated<boolean>;
  rows_total: number | null;
  rows_checked: Generated<number>;
  rows_stored: Generated<number>;
  imported: Generated<number>;
  msg: string | null;
  errors: ColumnType<unknown, string | undefined, string>;
  error_rows: ColumnType<unknown, string | undefined, string>;
  preview: ColumnType<unknown, string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

export interface CallChangesTable {
  id: Generated<number>;
  company_id: string;
  call_id: string;
  user_id: string;
  version: number;
  field: string;
  from_value: string | null;
  to_value: string | null;
  changed_at: Generated<Date>;
  covering: Generated<boolean>;
}

/** A covering window (migrations/030_desk_covering.sql; the rule: desk-rule.ts). */
export interface DeskCoversTable {
  id: string;
  company_id: string;
  /** who covers */
  user_id: string;
  /** whose desk */
  desk_user_id: string;
  starts_at: ColumnType<Date, Date | string | undefined, Date | string>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface InvitationsTable {
  id: string;
  company_id: string;
  email: string;
  role: 'admin' | 'user';
  token_hash: string;
  invited_by: string;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export type PsDB = Omit<DB, 'users'> & {
  users: DB['users'] & { deactivated_at: NullableTimestamp };
  call_statuses: CallStatusesTable;
  calls: CallsTable;
  call_imports: CallImportsTable;
  call_changes: CallChangesTable;
  desk_covers: DeskCoversTable;
  invitations: InvitationsTable;
};

export type PsQ = Kysely<PsDB> | Transaction<PsDB>;

/** The platform's Kysely instance seen with the phone-sheet tables. */
export const withPhonesheet = (db: Kysely<DB>): Kysely<PsDB> => db as unknown as Kysely<PsDB>;
