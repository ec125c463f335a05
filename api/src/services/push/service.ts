import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import webpush from 'web-push';
import {
  PUSH_MESSAGES as PM,
  type Call,
  type PushDeviceBody,
  type PushQuietHoursBody,
  type PushSettings,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import type { CurrentUser } from '../../plugins/app/auth/current-user';
import { isTimeZone, minutesOf } from '../digest/clock';
import { endpointAllowed, keysValid } from './endpoint';
import type { VapidKeys } from './keys';
import { callNotification } from './notification';
import { inQuietHours } from './quiet-hours';
import { createPushQueue } from './queue';

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

/** How long a push service keeps a notification for a device that is offline. */
export const PUSH_TTL_SECONDS = 60 * 60;
/** How long one push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;

export interface PushDeps {
  db: Kysely<DB>;
  keys: VapidKeys;
  /** `mailto:` or `https:` address the push services can reach the sender at (VAPID `sub`). */
  subject: string;
  production: boolean;
  onError: (err: unknown) => void;
  /** The push services' answers other than 2xx, 404 and 410 (logged, the subscription kept). */
  onRefused?: (status: number, endpoint: string) => void;
  now?: () => Date;
}

export type PushService = ReturnType<typeof createPushService>;

export function createPushService({
  db: baseDb,
  keys,
  subject,
  production,
  onError,
  onRefused,
  now = () => new Date(),
}: PushDeps) {
  const db = baseDb as unknown as Kysely<PushDB>;
  const queue = createPushQueue({ onError });
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  /**
   * One encrypted push (RFC 8291 aes128gcm, VAPID) to one endpoint. web-push makes the
   * request (body, Encryption and Authorization headers); Node's fetch sends it, with a
   * timeout and no redirects, to http endpoints as well outside production (web-push's own
   * sender speaks https only).
   */
  async function send(sub: { id: string; endpoint: string; p256dh: string; auth: string }, body: string) {
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      body,
      { vapidDetails, TTL: PUSH_TTL_SECONDS, urgency: 'high' },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ?? undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    // The browser dropped the subscription (unsubscribed, uninstalled): so does the API.
    if (res.status === 404 || res.status === 410)
      await db.deleteFrom('push_subscriptions').where('id', '=', sub.id).execute();
    else if (!res.ok) onRefused?.(res.status, new URL(sub.endpoint).host);
  }

  /** Pushes a call to its desk's devices: not muted, in a live session, outside quiet hours. */
  async function deliver(companyId: string, call: Call) {
    const at = now();
    const desk = call.deskUserId;
    // Subscriptions of sessions that ended by expiry go here (revocations delete their own).
    await db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', desk)
      .where('session_id', 'in', (eb) =>
        eb
          .selectFrom('sessions')
          .select('id')
          .where('user_id', '=', desk)
          .where((w) => w.or([w('revoked_at', 'is not', null), w('expires_at', '<=', at)])),
      )
      .execute();
    const settings = await db
      .selectFrom('push_settings')
      .select(['quiet_start', 'quiet_end', 'time_zone'])
      .where('user_id', '=', desk)
      .executeTakeFirst();
    if (
      settings?.quiet_start &&
      settings.quiet_end &&
      inQuietHours(at, settings.quiet_start, settings.quiet_end, settings.time_zone)
    )
      return;
    const subs = await db
      .selectFrom('push_subscriptions as p')
      .innerJoin('sessions as s', 's.id', 'p.session_id')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .where('p.user_id', '=', desk)
      .where('p.company_id', '=', companyId)
      .where('p.muted', '=', false)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', at)
      .where(sql<boolean>`u.deactivated_at is null`)
      .select(['p.id', 'p.endpoint', 'p.p256dh', 'p.auth', 'p.locale'])
      .execute();
    await Promise.all(
      subs.map((sub) =>
        send(sub, JSON.stringify(callNotification(call, sub.locale))).catch((err: unknown) => onError(err)),
      ),
    );
  }

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
     * A call was logged: its desk's devices hear of it, unless the desk's own user logged it,
     * or it is not an incoming call. Queued: the save does not wait, and never fails for it.
     * `by` is the user who logged it (null: the phone system).
     */
    callLogged(companyId: string, call: Call, by: string | null) {
      if (call.direction !== 'in' || by === call.deskUserId) return;
      queue.add(() => deliver(companyId, call));
    },

    /** Resolves once every queued push has been sent or has failed (tests, shutdown). */
    idle: () => queue.idle(),

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
      if (!endpointAllowed(body.endpoint, production)) errors.push(PM.endpoint);
      if (!keysValid(body.keys.p256dh, body.keys.auth)) errors.push(PM.keys);
      if (errors.length) throw new ValidationFailed(errors);
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
        updated_at: new Date(),
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
