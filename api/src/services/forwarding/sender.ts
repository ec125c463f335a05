import { sql, type Kysely } from 'kysely';
import type { Call, ChatKind } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { backoffSeconds, claimDue } from '../../lib/outbox-worker';
import { pinnedRequest } from '../../lib/pinned-request';
import type { Resolver } from '../../lib/public-address';
import { DIGEST_LOCALES, type DigestLocale } from '../digest/texts';
import { endpointAddress } from '../push/endpoint';
import { inQuietHours } from '../push/quiet-hours';
import { callMail } from './call-mail';
import { chatMessage } from './chat-message';
import type { ForwardDB } from './tables';
import { findMailRecipient } from '../../repositories/users-repository';
import { callNotDeleted } from '../../repositories/calls-repository';

// Sends the call_forwards queue (migrations/031_call_forwarding.sql): an e-mail goes into the
// mail outbox under a unique key (once per call and user, whichever instance gets there), a
// chat post to its webhook, retried with backoff while the chat service fails.

/** Tries of one chat post (10 s, 20 s, 40 s … apart, about 21 minutes in all) before it is given up. */
export const CHAT_MAX_ATTEMPTS = 8;
/** How long a chat service may take to answer. */
const POST_TIMEOUT_MS = 10_000;

type ForwardRow = {
  id: string;
  company_id: string;
  call_id: string;
  user_id: string | null;
  webhook_id: string | null;
  call: Call;
  attempts: number;
};

export interface ForwardSenderDeps {
  db: Kysely<DB>;
  appUrl: string;
  production: boolean;
  resolve: Resolver;
  /** The mail outbox has a new message (send it now). */
  mailQueued: () => void;
  onError: (err: unknown) => void;
}

const localeOf = (value: string | null | undefined): DigestLocale =>
  (DIGEST_LOCALES as readonly string[]).includes(value ?? '') ? (value as DigestLocale) : 'en';

export function forwardSender({
  db: baseDb,
  appUrl,
  production,
  resolve,
  mailQueued,
  onError,
}: ForwardSenderDeps) {
  const db = baseDb as unknown as Kysely<ForwardDB>;

  /** The e-mail of one call for one user: into the mail outbox once, unless now is quiet. */
  async function mail(row: ForwardRow): Promise<void> {
    const user = await findMailRecipient(db, row.user_id as string);
    const quiet =
      !!user?.quiet_start &&
      !!user.quiet_end &&
      inQuietHours(new Date(), user.quiet_start, user.quiet_end, user.time_zone);
    await db.transaction().execute(async (trx) => {
      if (user?.enabled && !quiet) {
        const message = callMail({
          to: user.email,
          call: row.call,
          locale: localeOf(user.locale),
          covering: row.call.deskUserId !== row.user_id,
          appUrl,
        });
        await trx
          .insertInto('mail_outbox')
          .values({
            ...message,
            company_id: row.company_id,
            dedupe_key: `call:${row.call_id}:${row.user_id}`,
          })
          .onConflict((oc) => oc.column('dedupe_key').where('dedupe_key', 'is not', null).doNothing())
          .execute();
      }
      await trx.deleteFrom('call_forwards').where('id', '=', row.id).execute();
    });
    if (user?.enabled && !quiet) mailQueued();
  }

  /** One post to the webhook: null when it was taken (2xx), else why not. */
  async function post(
    kind: ChatKind,
    url: string,
    call: Call,
  ): Promise<{ fail: string; final: boolean } | null> {
    const target = await endpointAddress(url, production, resolve);
    if ('refused' in target) return { fail: target.refused, final: true };
    if ('failed' in target) return { fail: target.failed, final: false };
    const body = JSON.stringify(chatMessage(kind, call, appUrl));
    try {
      const status = await pinnedRequest(new URL(url), target.address, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        body,
        timeoutMs: POST_TIMEOUT_MS,
      });
      if (status >= 200 && status < 300) return null;
      // The service's trouble (5xx) or its rate limit: again later; another 4xx will not change.
      return { fail: `the chat service answered ${status}`, final: !(status >= 500 || status === 429) };
    } catch (err) {
      return { fail: err instanceof Error ? err.message : String(err), final: false };
    }
  }

  /** One chat post; retried with backoff, the webhook's last outcome kept for the settings. */
  async function chat(row: ForwardRow): Promise<void> {
    const hook = await db
      .selectFrom('chat_webhooks')
      .select(['kind', 'url'])
      .where('id', '=', row.webhook_id as string)
      .executeTakeFirst();
    if (!hook) return; // removed meanwhile: its rows went with it
    // A call deleted since it was logged is not posted.
    const live = await callNotDeleted(db, row.call_id);
    const outcome = live ? await post(hook.kind, hook.url, row.call) : null;
    if (!outcome) {
      await db.deleteFrom('call_forwards').where('id', '=', row.id).execute();
      if (live)
        await db
          .updateTable('chat_webhooks')
          .set({ last_sent_at: sql`now()`, last_failure: null, last_failure_at: null })
          .where('id', '=', row.webhook_id as string)
          .execute();
      return;
    }
    const attempts = row.attempts + 1;
    const givenUp = outcome.final || attempts >= CHAT_MAX_ATTEMPTS;
    const failure = `${outcome.fail}${givenUp ? ` (given up after ${attempts} tries)` : ''}`.slice(0, 500);
    await db
      .updateTable('chat_webhooks')
      .set({ last_failure: failure, last_failure_at: sql`now()` })
      .where('id', '=', row.webhook_id as string)
      .execute();
    if (givenUp) {
      onError(new Error(`chat post ${row.id} given up: ${failure}`));
      await db.deleteFrom('call_forwards').where('id', '=', row.id).execute();
      return;
    }
    await db
      .updateTable('call_forwards')
      .set({
        attempts,
        last_error: failure,
        next_attempt_at: sql`now() + make_interval(secs => ${backoffSeconds(attempts)})`,
      })
      .where('id', '=', row.id)
      .execute();
  }

  /** Sends every due forward; the number handled. */
  return async function sendDue(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await claimDue<ForwardRow>(baseDb, 'call_forwards', sql<boolean>`true`);
      if (batch.length === 0) return handled;
      // One slow chat service does not hold the others.
      await Promise.all(batch.map((row) => (row.user_id ? mail(row) : chat(row)).catch(onError)));
      handled += batch.length;
    }
  };
}
