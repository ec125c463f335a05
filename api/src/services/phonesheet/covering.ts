import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { FORWARDING_MESSAGES as FM, type Covering, type CoveringBody } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';
import { parseInstant } from './calls/instant';
import { isUuid } from './calls/rows';
import { withPhonesheet, type PsQ } from './db';
import { holdsNow, mayArrangeCovers } from '../../access/desk-rule';
import { isAdmin } from '../../access/roles';
import { companyUserIds } from '../../repositories/users-repository';
import type { EventBus } from './events';

// Covering windows (docs/phone-sheet.md, "Covering a desk"): "Sam covers Alex's desk from
// Monday to Friday", or until further notice. An admin sets them for any desk, a user for
// their own (access/desk-rule.ts, mayArrangeCovers); what a window allows is the desk rule's.

/** Windows not over yet: holding now, or still to come. */
const notOver = sql<boolean>`(k.ends_at is null or k.ends_at > now())`;

async function read(
  q: PsQ,
  companyId: string,
  only?: { user: string } | { id: string },
): Promise<Covering[]> {
  let query = q
    .selectFrom('desk_covers as k')
    .innerJoin('users as s', 's.id', 'k.user_id')
    .innerJoin('users as d', 'd.id', 'k.desk_user_id')
    .select([
      'k.id',
      'k.user_id',
      'k.desk_user_id',
      'k.starts_at',
      'k.ends_at',
      sql<string>`btrim(s.first_name || ' ' || s.last_name)`.as('cover_name'),
      sql<string>`btrim(d.first_name || ' ' || d.last_name)`.as('desk_name'),
      holdsNow('k').as('current'),
    ])
    .where('k.company_id', '=', companyId)
    .where(notOver);
  if (only && 'user' in only)
    query = query.where((eb) =>
      eb.or([eb('k.user_id', '=', only.user), eb('k.desk_user_id', '=', only.user)]),
    );
  if (only && 'id' in only) query = query.where('k.id', '=', only.id);
  const rows = await query.orderBy('k.starts_at').orderBy('k.id').execute();
  return rows.map((r) => ({
    id: r.id,
    coverUserId: r.user_id,
    coverName: r.cover_name,
    deskUserId: r.desk_user_id,
    deskName: r.desk_name,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: r.ends_at ? new Date(r.ends_at).toISOString() : null,
    current: Boolean(r.current),
  }));
}

/**
 * The users-page shortcut: `userId` covers exactly `desks` until further notice from now. A
 * desk added gets a window from now (unless one holds already); a desk left out has its
 * holding window ended now. Windows still to come are left as they are.
 */
export async function coverUntilFurtherNotice(
  q: PsQ,
  companyId: string,
  userId: string,
  desks: string[],
  by: string,
): Promise<void> {
  const keep = desks.length ? desks : ['00000000-0000-0000-0000-000000000000'];
  await sql`update desk_covers k set ends_at = now()
    where k.company_id = ${companyId}::uuid and k.user_id = ${userId}::uuid and ${holdsNow('k')}
      and k.desk_user_id <> all(${keep}::uuid[])`.execute(q);
  for (const desk of new Set(desks))
    await sql`insert into desk_covers (id, company_id, user_id, desk_user_id, starts_at, created_by)
      select ${randomUUID()}::uuid, ${companyId}::uuid, ${userId}::uuid, ${desk}::uuid, now(), ${by}::uuid
      where not exists (select 1 from desk_covers k where k.company_id = ${companyId}::uuid
        and k.user_id = ${userId}::uuid and k.desk_user_id = ${desk}::uuid and ${holdsNow('k')})`.execute(q);
}

export type CoveringService = ReturnType<typeof createCoveringService>;

/**
 * A change of covering windows commits with its covers.changed event (the transactional
 * outbox): open sheets reload whose desks their users work on now.
 */
export function logCoversChanged(events: EventBus, q: PsQ, user: CurrentUser) {
  return events.log(q as unknown as Kysely<DB>, user.companyId, [{ type: 'covers.changed', by: user.id }]);
}

/**
 * When the next of the company's windows starts or ends, in ms from now by the database's clock
 * (null: none ahead). A sheet reloads then: a window that starts later unlocks its desk on time.
 */
export async function coversChangeInMs(q: PsQ, companyId: string): Promise<number | null> {
  const { rows } = await sql<{ ms: number | string | null }>`
    select ceil(extract(epoch from min(b.at) - now()) * 1000) as ms
    from desk_covers k
    cross join lateral (values (k.starts_at), (k.ends_at)) as b(at)
    where k.company_id = ${companyId}::uuid and (k.ends_at is null or k.ends_at > now()) and b.at > now()`.execute(
    q,
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Number(ms);
}

export function createCoveringService(baseDb: Kysely<DB>, events: EventBus) {
  const db = withPhonesheet(baseDb);
  const changing = <T>(user: CurrentUser, change: (q: PsQ) => Promise<T>): Promise<T> =>
    events.write(user.companyId, () =>
      baseDb.transaction().execute(async (trx) => {
        const q = trx as unknown as PsQ;
        const value = await change(q);
        return { value, logged: await logCoversChanged(events, q, user) };
      }),
    );

  return {
    /** Windows not over: an admin sees the company's, a user those they cover or of their desk. */
    list: async (user: CurrentUser) =>
      read(db, user.companyId, (await isAdmin(db, user)) ? undefined : { user: user.id }),

    async create(user: CurrentUser, body: CoveringBody): Promise<Covering> {
      if (!(await mayArrangeCovers(db, user, body.deskUserId))) throw new HttpError(403, FM.coveringDesk);
      const errors: string[] = [];
      const both = [body.coverUserId, body.deskUserId].filter(isUuid);
      const active =
        both.length === 2 && body.coverUserId !== body.deskUserId
          ? await companyUserIds(db, user.companyId, both, { active: true })
          : [];
      if (active.length !== 2) errors.push(FM.coveringUsers);
      const starts = body.startsAt ? parseInstant(body.startsAt) : null;
      const ends = body.endsAt ? parseInstant(body.endsAt) : null;
      if ((body.startsAt && !starts) || (body.endsAt && !ends)) errors.push(FM.coveringWindow);
      if (errors.length) throw new ValidationFailed(errors);
      // The window is judged by the database's clock: it must end after it starts and after now.
      const id = randomUUID();
      return changing(user, async (q) => {
        const { rows } = await sql<{ id: string }>`
        insert into desk_covers (id, company_id, user_id, desk_user_id, starts_at, ends_at, created_by)
        select ${id}::uuid, ${user.companyId}::uuid, ${body.coverUserId}::uuid, ${body.deskUserId}::uuid,
          coalesce(${starts}::timestamptz, now()), ${ends}::timestamptz, ${user.id}::uuid
        where ${ends}::timestamptz is null
          or (${ends}::timestamptz > now() and ${ends}::timestamptz > coalesce(${starts}::timestamptz, now()))
        returning id`.execute(q);
        if (!rows.length) throw new ValidationFailed([FM.coveringWindow]);
        return (await read(q, user.companyId, { id }))[0] as Covering;
      });
    },

    /**
     * Ends a window now (one not started yet is removed): an admin, the desk's user, or the
     * one covering may. Everything goes back at once: the rule reads the windows each time.
     */
    async end(user: CurrentUser, id: string): Promise<void> {
      const row = isUuid(id)
        ? await db
            .selectFrom('desk_covers')
            .select(['user_id', 'desk_user_id'])
            .where('id', '=', id)
            .where('company_id', '=', user.companyId)
            .executeTakeFirst()
        : undefined;
      if (!row) throw new HttpError(404, FM.coveringNotFound);
      if (row.user_id !== user.id && !(await mayArrangeCovers(db, user, row.desk_user_id)))
        throw new HttpError(403, FM.coveringDesk);
      await changing(user, async (q) => {
        await sql`delete from desk_covers where id = ${id}::uuid and starts_at > now()`.execute(q);
        await sql`update desk_covers k set ends_at = now() where k.id = ${id}::uuid and ${holdsNow('k')}`.execute(
          q,
        );
      });
    },
  };
}
