import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import webpush from 'web-push';
import type { Call } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { backoffSeconds, claimDue } from '../../lib/outbox-worker';
import { pinnedRequest } from '../../lib/pinned-request';
import type { Resolver } from '../../lib/public-address';
import { endpointAddress } from './endpoint';
import type { VapidKeys } from './keys';
import { callNotification } from './notification';
import { inQuietHours } from './quiet-hours';
import { reachedBySql } from '../../access/desk-rule';
import { callLiveSql } from '../../repositories/calls-repository';
import { NEW_CALL_WITH_NAMES } from '../../repositories/calls-insert-repository';
import { dbNowMs } from '../../db/clock';

// The push outbox (migrations/018_web_push.sql, push_outbox): a call's push is queued by the
// statement that stores the call and sent from here, after the commit or by a sweep.

/** How long a push stays worth sending: the push services keep it as long for an offline device. */
export const PUSH_TTL_SECONDS = 60 * 60;
/** Tries of one push (10 s, 20 s, 40 s … apart) before it is given up, within its TTL. */
export const PUSH_MAX_ATTEMPTS = 6;
/** How long one push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;

type PushRow = Selectable<DB['push_outbox']>;
type PushSettingsDB = DB & {
  push_settings: { user_id: string; quiet_start: string | null; quiet_end: string | null; time_zone: string };
};

/**
 * Statement part (a CTE) that queues the push of the call just inserted by the CTE `c` (with
 * `callJson`, its JSON text): for an incoming call that reaches someone besides the one who
 * logged it (`by`, null for the phone system): its desk's user, or who covers the desk now
 * (desk-rule.ts). In the call's own statement, it commits exactly when the call does.
 */
export const queueCallPushSql = (by: string | null, callJson: RawBuilder<string>) => sql`push_q as (
    insert into push_outbox (company_id, call_id, desk_user_id, call, expires_at, logged_by)
    select c.company_id, c.id, c.desk_user_id, (${callJson})::jsonb,
      now() + make_interval(secs => ${PUSH_TTL_SECONDS}), ${by}::uuid
    from ${NEW_CALL_WITH_NAMES}
    where c.direction = 'in' and exists (
      select 1 from ${reachedBySql(sql`c.company_id`, sql`c.desk_user_id`)} r (user_id)
      where r.user_id is distinct from ${by}::uuid)
  )`;

type Outcome = 'sent' | 'gone' | 'refused' | { retry: string };

export interface PushDelivery {
  db: Kysely<DB>;
  keys: VapidKeys;
  /** `mailto:` or `https:` address the push services can reach the sender at (VAPID `sub`). */
  subject: string;
  onError: (err: unknown) => void;
  /** The push services' answers other than 2xx, 404 and 410 (logged, the subscription kept). */
  onRefused?: (status: number, endpoint: string) => void;
  /** An endpoint not sent to: its host is not (or no longer) on the public internet (logged). */
  onInside?: (reason: string) => void;
  now: () => Date;
  /** Production: no development exception for a push service on this machine. */
  production: boolean;
  resolve: Resolver;
}

/**
 * The devices to push to now: of the desk's user and of who covers the desk now (desk-rule.ts)
 * but not of the one who logged the call; not muted, not in quiet hours, in a live session,
 * not reached yet.
 */
async function devicesFor(db: Kysely<PushSettingsDB>, row: PushRow, at: Date) {
  const { rows: reached } = await sql<{ user_id: string }>`
    select r.user_id from ${reachedBySql(row.company_id, row.desk_user_id)} r (user_id)
    where r.user_id is distinct from ${row.logged_by}::uuid`.execute(db);
  if (!reached.length) return [];
  const ids = reached.map((r) => r.user_id);
  // Subscriptions of sessions that ended by expiry go here (revocations delete their own).
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', 'in', ids)
    .where('session_id', 'in', (eb) =>
      eb
        .selectFrom('sessions')
        .select('id')
        .where('user_id', 'in', ids)
        .where((w) => w.or([w('revoked_at', 'is not', null), w('expires_at', '<=', at)])),
    )
    .execute();
  const settings = await db
    .selectFrom('push_settings')
    .select(['user_id', 'quiet_start', 'quiet_end', 'time_zone'])
    .where('user_id', 'in', ids)
    .execute();
  const quiet = new Set(
    settings
      .filter(
        (s) => s.quiet_start && s.quiet_end && inQuietHours(at, s.quiet_start, s.quiet_end, s.time_zone),
      )
      .map((s) => s.user_id),
  );
  const awake = ids.filter((id) => !quiet.has(id));
  if (!awake.length) return [];
  let q = db
    .selectFrom('push_subscriptions as p')
    .innerJoin('sessions as s', 's.id', 'p.session_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    // A call deleted since it was logged has nothing to open.
    .where(callLiveSql(row.call_id))
    .where('p.user_id', 'in', awake)
    .where('p.company_id', '=', row.company_id)
    .where('p.muted', '=', false)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', at)
    .where(sql<boolean>`u.deactivated_at is null`);
  if (row.sent_to.length) q = q.where('p.id', 'not in', row.sent_to);
  return q.select(['p.id', 'p.endpoint', 'p.p256dh', 'p.auth', 'p.locale']).execute();
}

/** sendDue for the outbox worker: claims due pushes and sends each to its desk's devices. */
export function pushSender({
  db: baseDb,
  keys,
  subject,
  onError,
  onRefused,
  onInside,
  now,
  production,
  resolve,
}: PushDelivery) {
  const db = baseDb as unknown as Kysely<PushSettingsDB>;
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  /**
   * One encrypted push (RFC 8291 aes128gcm, VAPID) to one endpoint, kept by the push service
   * for what remains of its TTL. web-push makes the request (body, Encryption and
   * Authorization headers). The endpoint's host is checked again now, as at registration, and
   * the request goes to the address that check approved (lib/pinned-request.ts), with a timeout
   * and no redirects; to http endpoints as well outside production (web-push's own sender
   * speaks https only).
   */
  async function send(
    sub: { id: string; endpoint: string; p256dh: string; auth: string },
    body: string,
    ttl: number,
  ): Promise<Outcome> {
    try {
      const target = await endpointAddress(sub.endpoint, production, resolve);
      if ('refused' in target) {
        onInside?.(target.refused);
        return 'refused';
      }
      if ('failed' in target) return { retry: target.failed };
      const request = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        body,
        { vapidDetails, TTL: ttl, urgency: 'high' },
      );
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      const status = await pinnedRequest(new URL(request.endpoint), target.address, {
        method: request.method,
        headers,
        body: request.body ?? undefined,
        timeoutMs: SEND_TIMEOUT_MS,
      });
      if (status >= 200 && status < 300) return 'sent';
      // The browser dropped the subscription (unsubscribed, uninstalled): so does the API.
      if (status === 404 || status === 410) {
        await db.deleteFrom('push_subscriptions').where('id', '=', sub.id).execute();
        return 'gone';
      }
      onRefused?.(status, new URL(sub.endpoint).host);
      // The service's trouble (5xx) or its rate limit: again later. Other 4xx (and a redirect,
      // never followed) will not change.
      return status >= 500 || status === 429 ? { retry: `push service answered ${status}` } : 'refused';
    } catch (err) {
      onError(err);
      return { retry: err instanceof Error ? err.message : String(err) };
    }
  }

  /** Sends one claimed push; it ends (deleted) unless a device is to be tried again. */
  async function deliver(row: PushRow) {
    const ttl = Math.floor((new Date(row.expires_at).getTime() - dbNowMs()) / 1000);
    const subs = ttl > 0 ? await devicesFor(db, row, now()) : [];
    const call = row.call as Call;
    const outcomes = await Promise.all(
      subs.map((sub) => send(sub, JSON.stringify(callNotification(call, sub.locale)), ttl)),
    );
    const retry = outcomes.find((o): o is { retry: string } => typeof o === 'object');
    const attempts = row.attempts + 1;
    if (!retry || attempts >= PUSH_MAX_ATTEMPTS) {
      if (retry) onError(new Error(`push ${row.id} given up after ${attempts} tries: ${retry.retry}`));
      await db.deleteFrom('push_outbox').where('id', '=', row.id).execute();
      return;
    }
    const reached = subs.filter((_, i) => typeof outcomes[i] !== 'object');
    await db
      .updateTable('push_outbox')
      .set({
        attempts,
        last_error: retry.retry.slice(0, 2000),
        sent_to: [...row.sent_to, ...reached.map((s) => s.id)],
        next_attempt_at: new Date(dbNowMs() + backoffSeconds(attempts) * 1000),
      })
      .where('id', '=', row.id)
      .execute();
  }

  /** Sends every due push; the number handled. Expired ones are dropped, not sent late. */
  return async function sendDue(): Promise<number> {
    await db
      .deleteFrom('push_outbox')
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute();
    let handled = 0;
    for (;;) {
      const batch = await claimDue<PushRow>(
        baseDb,
        'push_outbox',
        sql<boolean>`expires_at > now() and attempts < ${PUSH_MAX_ATTEMPTS}`,
      );
      if (batch.length === 0) return handled;
      // A batch's pushes go out together: one slow push service does not hold the others.
      await Promise.all(batch.map((row) => deliver(row).catch(onError)));
      handled += batch.length;
    }
  };
}
