import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  PUSH_MESSAGES as PM,
  type PushDeviceBody,
  type PushQuietHoursBody,
  type PushSettings,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { createOutboxWorker } from '../../lib/outbox-worker';
import type { CallPushes } from '../phonesheet/calls/context';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';
import { isTimeZone, minutesOf } from '../digest/clock';
import { systemResolver, type Resolver } from '../../lib/public-address';
import { endpointAddress, keysValid } from './endpoint';
import type { VapidKeys } from './keys';
import { pushSender, queueCallPushSql } from './push-queue';
import { dbNow } from '../../db/clock';

// Row type of migrations/018_web_push.sql's push_settings (push_subscriptions is in db/schema).
type PushDB = DB & {
  push_settings: {
    user_id: string;
    company_id: string;
    quiet_start: string | null;
    quiet_end: string | null;
    time_zone: string;
    updated_at: Date | string;
  };
};

export interface PushDeps {
  db: Kysely<DB>;
  keys: VapidKeys;
  /** `mailto:` or `https:` address the push services can reach the sender at (VAPID `sub`). */
  subject: string;
  production: boolean;
  log: FastifyBaseLogger;
  onError: (err: unknown) => void;
  /** The push services' answers other than 2xx, 404 and 410 (logged, the subscription kept). */
  onRefused?: (status: number, endpoint: string) => void;
  /** An endpoint refused at send time: its host is not (or no longer) a public address. */
  onInside?: (reason: string) => void;
  now?: () => Date;
  /** Looks up an endpoint's host (tests give their own DNS answers). */
  resolve?: Resolver;
}

export type PushService = ReturnType<typeof createPushService>;

/** The session's browser subscription, stored (an earlier endpoint of the session goes). */
async function storeDevice(db: Kysely<PushDB>, user: CurrentUser, body: PushDeviceBody): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('push_subscriptions')
      .where('session_id', '=', user.sessionId)
      .where('endpoint', '!=', body.endpoint)
      .execute();
    await trx
      .insertInto('push_subscriptions')
      .values({
        id: randomUUID(),
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        session_id: user.sessionId,
        user_id: user.id,
        company_id: user.companyId,
        locale: body.locale,
      })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet((eb) => ({
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          locale: eb.ref('excluded.locale'),
          session_id: eb.ref('excluded.session_id'),
          user_id: eb.ref('excluded.user_id'),
          company_id: eb.ref('excluded.company_id'),
          // The same session keeps its mute; another one starts unmuted.
          muted: sql<boolean>`push_subscriptions.muted and push_subscriptions.session_id = excluded.session_id`,
        })),
      )
      .execute();
  });
}

export function createPushService({
  db: baseDb,
  keys,
  subject,
  production,
  log,
  onError,
  onRefused,
  onInside,
  now = () => dbNow(),
  resolve = systemResolver,
}: PushDeps) {
  const db = baseDb as unknown as Kysely<PushDB>;
  const outbox = createOutboxWorker(
    pushSender({ db: baseDb, keys, subject, onError, onRefused, onInside, now, production, resolve }),
    log,
    'push',
  );

  const deviceOf = (user: CurrentUser) =>
    db
      .selectFrom('push_subscriptions')
      .select(['muted', 'created_at'])
      .where('session_id', '=', user.sessionId)
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();

  return {
    publicKey: keys.publicKey,

    /**
     * The push of a new call, for the calls service: `queueSql` queues it in the statement
     * that stores the call (push/push-queue.ts); `kick` sends it once that has committed. The save
     * never waits for a push service, and never fails for one.
     */
    callPushes: { queueSql: queueCallPushSql, kick: () => outbox.kick() } satisfies CallPushes,

    /** The push outbox's worker (the plugin starts and stops it; tests drain it). */
    outbox,

    /** Sends every push now due, on this instance, and waits (tests). */
    idle: () => outbox.drain().then(() => undefined),

    async settings(user: CurrentUser): Promise<PushSettings> {
      const [device, row] = await Promise.all([
        deviceOf(user),
        db
          .selectFrom('push_settings')
          .select(['quiet_start', 'quiet_end', 'time_zone'])
          .where('user_id', '=', user.id)
          .executeTakeFirst(),
      ]);
      return {
        publicKey: keys.publicKey,
        device: device ? { muted: device.muted, since: new Date(device.created_at).toISOString() } : null,
        quietHours: row?.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
        timeZone: row?.time_zone ?? 'UTC',
      };
    },

    /**
     * Opts this session's device in: its browser subscription, stored for the session. A
     * browser has one endpoint, so a later sign-in there takes it over (unmuted); the session's
     * earlier endpoint, if the browser replaced it, goes.
     */
    async subscribe(user: CurrentUser, body: PushDeviceBody): Promise<PushSettings> {
      const errors: string[] = [];
      // Its host must be on the public internet now, and is checked again at every send.
      if (!('address' in (await endpointAddress(body.endpoint, production, resolve))))
        errors.push(PM.endpoint);
      if (!keysValid(body.keys.p256dh, body.keys.auth)) errors.push(PM.keys);
      if (errors.length) throw new ValidationFailed(errors);
      await storeDevice(db, user, body);
      return this.settings(user);
    },

    /** Mutes or unmutes this session's device; 404 when it has not opted in. */
    async mute(user: CurrentUser, muted: boolean): Promise<PushSettings> {
      const res = await db
        .updateTable('push_subscriptions')
        .set({ muted })
        .where('session_id', '=', user.sessionId)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw new HttpError(404, PM.noDevice);
      return this.settings(user);
    },

    /** Opts this session's device out (nothing to remove is no error). */
    async unsubscribe(user: CurrentUser): Promise<PushSettings> {
      await db
        .deleteFrom('push_subscriptions')
        .where('session_id', '=', user.sessionId)
        .where('user_id', '=', user.id)
        .execute();
      return this.settings(user);
    },

    /** The user's quiet hours (every device), or none, with their time zone. */
    async saveQuietHours(user: CurrentUser, body: PushQuietHoursBody): Promise<PushSettings> {
      const errors: string[] = [];
      const q = body.quietHours;
      if (q && (minutesOf(q.start) === null || minutesOf(q.end) === null || q.start === q.end))
        errors.push(PM.quietTime);
      if (!isTimeZone(body.timeZone)) errors.push(PM.timeZone);
      if (errors.length) throw new ValidationFailed(errors);
      const values = {
        quiet_start: q?.start ?? null,
        quiet_end: q?.end ?? null,
        time_zone: body.timeZone,
        updated_at: dbNow(),
      };
      await db
        .insertInto('push_settings')
        .values({ user_id: user.id, company_id: user.companyId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      return this.settings(user);
    },
  };
}
