import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import {
  PHONESHEET_LIMITS as LIM,
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS as PT,
  type CallStatus,
  type StatusBody,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import { withPhonesheet, type PsQ } from './db';
import { dbNow } from '../../db/clock';
import {
  deleteStatus,
  findStatuses,
  hasStatuses,
  insertStatus,
  insertStatuses,
  lockOfferedStatuses,
  offeredNameTaken,
  updateStatus,
} from '../../repositories/statuses-repository';
import { callWithStatus } from '../../repositories/calls-repository';

/** The statuses every company starts with (issue 3), in sheet order. */
export const DEFAULT_STATUSES = [
  { key: 'toReturn', name: 'To return', open: true, color: '#fa541c' },
  { key: 'returned', name: 'Returned', open: false, color: '#52c41a' },
  { key: 'leftWord', name: 'Left word', open: true, color: '#faad14' },
  { key: 'willCallBack', name: 'Will call back', open: true, color: '#1677ff' },
  { key: 'spoke', name: 'Spoke', open: false, color: '#13c2c2' },
  { key: 'noAnswer', name: 'No answer', open: true, color: '#8c8c8c' },
] as const;

const COLOR_RE = /^#[0-9a-fA-F]{6}$/;
/**
 * Companies whose statuses (and seeding) an instance remembers. They used to be kept forever;
 * past this many the least recently used is read again on its next request (one small query).
 */
const COMPANIES_KEPT = 10_000;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type StatusesService = ReturnType<typeof createStatusesService>;

/** The company's statuses in sheet order, as the API shows them. */
async function statusRows(q: PsQ, companyId: string): Promise<CallStatus[]> {
  const rows = await findStatuses(q, companyId);
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    name: r.name,
    open: r.is_open,
    color: r.color,
    order: r.sort_order,
    retired: r.retired_at !== null,
  }));
}

/** The problems of a status's body: a new status needs a name and a colour. */
function check(body: StatusBody, creating: boolean): string[] {
  const errors: string[] = [];
  if (creating || body.name !== undefined) {
    const name = (body.name ?? '').trim();
    if (!name || name.length > LIM.statusNameMax) errors.push(PT['phonesheet.validation.statusName']);
  }
  if ((creating || body.color !== undefined) && !COLOR_RE.test(body.color ?? ''))
    errors.push(PT['phonesheet.validation.statusColor']);
  return errors;
}

/**
 * Refuses to take `id` out of use when it is the company's last status offered for calls: a new
 * call, call back or import needs one. The offered rows stay locked until the change commits,
 * so two admins retiring the last two at once can not both succeed.
 */
async function keepOneOffered(q: PsQ, companyId: string, id: string) {
  const offered = await lockOfferedStatuses(q, companyId);
  if (offered.some((s) => s.id === id) && offered.length <= 1) throw new HttpError(409, PM.lastStatus);
}

export function createStatusesService(baseDb: Kysely<DB>) {
  const db = withPhonesheet(baseDb);
  // Seeding is lazy (first use per company) and idempotent (unique company_id + key).
  const seeded = new LRUCache<string, true>({ max: COMPANIES_KEPT });

  async function ensure(q: PsQ, companyId: string) {
    if (seeded.get(companyId)) return;
    if (!(await hasStatuses(q, companyId))) {
      await insertStatuses(
        q,
        companyId,
        DEFAULT_STATUSES.map((s, i) => ({
          key: s.key,
          name: s.name,
          is_open: s.open,
          color: s.color,
          sort_order: i,
        })),
      );
    }
    // Inside a transaction the seed may still roll back: remember it only once committed.
    if (!q.isTransaction) seeded.set(companyId, true);
  }

  /**
   * Each company's statuses, read once and kept (COMPANIES_KEPT at most): logging a call and
   * the sheet need them on every request. Every change here forgets the company's entry; other
   * API instances forget theirs when the statuses.changed event reaches them
   * (plugins/app/phonesheet.ts).
   */
  const cache = new LRUCache<string, CallStatus[]>({ max: COMPANIES_KEPT });
  const invalidate = (companyId: string) => cache.delete(companyId);

  async function list(q: PsQ, companyId: string): Promise<CallStatus[]> {
    const cached = cache.get(companyId);
    if (cached) return cached;
    const statuses = await read(q, companyId);
    // Read inside a transaction, the list may still roll back (a lazy seed): keep it only once committed.
    if (!q.isTransaction) cache.set(companyId, statuses);
    return statuses;
  }

  async function read(q: PsQ, companyId: string): Promise<CallStatus[]> {
    await ensure(q, companyId);
    return statusRows(q, companyId);
  }

  return {
    list,
    ensure,
    invalidate,
    forCompany: (companyId: string) => list(db, companyId),

    // create, update and remove take the transaction that also logs their event (routes/statuses).
    async create(companyId: string, body: StatusBody, q: PsQ = db): Promise<CallStatus> {
      const errors = check(body, true);
      if (!errors.length && (await offeredNameTaken(q, companyId, body.name as string)))
        errors.push(PT['phonesheet.validation.statusNameTaken']);
      if (errors.length) throw new ValidationFailed(errors);
      const all = await list(q, companyId);
      const id = randomUUID();
      await insertStatus(q, {
        id,
        company_id: companyId,
        key: null,
        name: (body.name as string).trim(),
        is_open: body.open ?? true,
        color: body.color as string,
        sort_order: body.order ?? all.reduce((m, s) => Math.max(m, s.order + 1), 0),
      });
      invalidate(companyId);
      return (await list(q, companyId)).find((s) => s.id === id) as CallStatus;
    },

    async update(companyId: string, id: string, body: StatusBody, q: PsQ = db): Promise<CallStatus> {
      const current = UUID_RE.test(id) ? (await list(q, companyId)).find((s) => s.id === id) : undefined;
      if (!current) throw new HttpError(404, PM.statusNotFound);
      const errors = check(body, false);
      const reviving = body.retired === false && current.retired;
      const name = body.name !== undefined ? body.name.trim() : current.name;
      if (
        !errors.length &&
        (body.name !== undefined || reviving) &&
        (await offeredNameTaken(q, companyId, name, id))
      ) {
        errors.push(PT['phonesheet.validation.statusNameTaken']);
      }
      if (errors.length) throw new ValidationFailed(errors);
      if (body.retired === true) await keepOneOffered(q, companyId, id);
      await updateStatus(q, companyId, id, {
        ...(body.name !== undefined ? { name } : {}),
        ...(body.color !== undefined ? { color: body.color } : {}),
        ...(body.open !== undefined ? { is_open: body.open } : {}),
        ...(body.order !== undefined ? { sort_order: body.order } : {}),
        ...(body.retired !== undefined ? { retired_at: body.retired ? dbNow() : null } : {}),
      });
      invalidate(companyId);
      return (await list(q, companyId)).find((s) => s.id === id) as CallStatus;
    },

    /** A status in use is retired (kept for old calls); an unused one is deleted. */
    async remove(companyId: string, id: string, q: PsQ = db): Promise<'retired' | 'deleted'> {
      const current = UUID_RE.test(id) ? (await list(q, companyId)).find((s) => s.id === id) : undefined;
      if (!current) throw new HttpError(404, PM.statusNotFound);
      await keepOneOffered(q, companyId, id);
      if (await callWithStatus(q, companyId, id)) {
        await updateStatus(q, companyId, id, { retired_at: dbNow() });
        invalidate(companyId);
        return 'retired';
      }
      await deleteStatus(q, companyId, id);
      invalidate(companyId);
      return 'deleted';
    },
  };
}
