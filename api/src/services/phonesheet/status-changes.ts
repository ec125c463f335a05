import type { Kysely } from 'kysely';
import type { CallStatus, StatusBody } from '@phonesheet/shared/contracts';
import type { CurrentUser } from '../../access/current-user';
import type { DB } from '../../db/schema';
import type { PsQ } from './db';
import type { EventBus } from './events';
import type { StatusesService } from './statuses';

export type StatusChanges = ReturnType<typeof createStatusChanges>;

/**
 * An admin's changes to the company's statuses (routes/…/statuses). Each change and its
 * statuses.changed event commit together (the transactional outbox), and this instance forgets
 * its kept list once committed (a read meanwhile may have kept the old one).
 */
export function createStatusChanges(db: Kysely<DB>, statuses: StatusesService, events: EventBus) {
  const changing = async <T>(user: CurrentUser, change: (q: PsQ) => Promise<T>): Promise<T> => {
    const value = await events.write(user.companyId, () =>
      db.transaction().execute(async (trx) => {
        const result = await change(trx as unknown as PsQ);
        const event = { type: 'statuses.changed' as const, by: user.id };
        return { value: result, logged: await events.log(trx, user.companyId, [event]) };
      }),
    );
    statuses.invalidate(user.companyId);
    return value;
  };
  return {
    create: (user: CurrentUser, body: StatusBody): Promise<CallStatus> =>
      changing(user, (q) => statuses.create(user.companyId, body, q)),
    update: (user: CurrentUser, id: string, body: StatusBody): Promise<CallStatus> =>
      changing(user, (q) => statuses.update(user.companyId, id, body, q)),
    /** A status in use is retired (kept for old calls); an unused one is deleted. */
    remove: (user: CurrentUser, id: string): Promise<'retired' | 'deleted'> =>
      changing(user, (q) => statuses.remove(user.companyId, id, q)),
  };
}
