import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { enqueueMail } from '../../mail/mail-queue';
import type { GatewayEvent, GatewaySubscription } from '../../payments/gateway';
import { basicColumns, syncedColumns, type BillingContext } from './context';
import { renewalFailedMail } from './mail';
import type { BillingDB } from './schema';
import { CROSS_REMOTE_PATHS, type NotificationEvent } from '@phonesheet/shared/contracts';
import { dbNow } from '../../db/clock';
import {
  companyOfGatewaySubscription,
  findSubscriptionByGatewayId,
  updateSubscription,
} from '../../repositories/subscriptions-repository';

// The gateway's events (webhook or sandbox renewals): renewals paid or failed, ends.

/**
 * Applies one gateway event exactly once: the event id is recorded in the same transaction
 * as the change, so replays and retries do nothing.
 */
export async function applyEvent(
  ctx: BillingContext,
  event: GatewayEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const { db, gateway, clock, outbox, appUrl, companyAdmins, notices } = ctx;
  if (event.type === 'ignored') return 'ignored';
  const subscriptionId =
    'subscription' in event && event.subscription
      ? event.subscription.id
      : (event as { subscriptionId: string }).subscriptionId;
  // invoice.paid from Stripe carries no subscription: read the new period from the gateway.
  let fresh: GatewaySubscription | null =
    'subscription' in event && event.subscription ? event.subscription : null;
  if (!fresh && event.type === 'invoice.paid')
    fresh = await gateway.retrieveSubscription(subscriptionId).catch(() => null);
  let mailed = false;
  // A failed payment notifies the company's admins, in the transaction that records it; its
  // event goes through the company's log, so the company is read first.
  const sink = notices?.();
  const companyId = sink ? await companyOfGatewaySubscription(db, subscriptionId) : undefined;
  let notified: NotificationEvent[] = [];
  const apply = async (trx: Transaction<BillingDB>) => {
    const row = await findSubscriptionByGatewayId(trx, subscriptionId);
    const recorded = await trx
      .insertInto('billing_events')
      .values({ id: event.id, type: event.type, company_id: row?.company_id ?? null })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate' as const;
    if (!row) return 'ignored' as const;
    const update = (values: Parameters<typeof updateSubscription>[2]) =>
      updateSubscription(trx, row.company_id, values);
    switch (event.type) {
      case 'customer.subscription.deleted':
        await update(basicColumns());
        break;
      case 'customer.subscription.updated':
      case 'invoice.paid': {
        const sub = fresh;
        const status = event.type === 'invoice.paid' ? 'active' : (sub?.status ?? row.status);
        await update({
          ...(sub ? syncedColumns(sub) : {}),
          status,
          past_due_since: status === 'past_due' ? (row.past_due_since ?? clock.now()) : null,
          updated_at: dbNow(),
        });
        break;
      }
      case 'invoice.payment_failed': {
        await update({
          status: 'past_due',
          past_due_since: row.past_due_since ?? clock.now(),
          updated_at: dbNow(),
        });
        for (const admin of await companyAdmins(trx, row.company_id)) {
          await enqueueMail(
            trx as unknown as Transaction<DB>,
            renewalFailedMail(
              admin.email,
              admin.first_name,
              row.planName,
              event.failureMessage,
              `${appUrl}${CROSS_REMOTE_PATHS.payment}`,
            ),
            row.company_id,
          );
          mailed = true;
        }
        if (sink && companyId === row.company_id) {
          const admins = await sink.notifications.admins(trx, row.company_id);
          notified = await sink.notifications.add(trx, row.company_id, admins, 'payment.failed', {
            plan: row.planName,
          });
        }
        break;
      }
    }
    return 'applied' as const;
  };
  const change = () =>
    db.transaction().execute(async (trx) => {
      notified = [];
      const value = await apply(trx);
      const logged =
        sink && companyId && notified.length ? await sink.events.log(trx, companyId, notified) : null;
      return { value, logged };
    });
  const result = sink && companyId ? await sink.events.write(companyId, change) : (await change()).value;
  if (mailed) outbox.kick();
  return result;
}

/** Scheduler tick: the sandbox renews or ends due periods; the events are applied here. */
export async function runDue(ctx: BillingContext): Promise<number> {
  const { gateway, clock } = ctx;
  if (!gateway.runDue) return 0;
  const events = await gateway.runDue(clock.now());
  for (const e of events) await applyEvent(ctx, e);
  return events.length;
}
