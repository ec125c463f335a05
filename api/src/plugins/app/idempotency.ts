import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import { BILLING_MESSAGES as B, PHONESHEET_MESSAGES as PM } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route honours an Idempotency-Key header: the first answer (below 500) is stored per
     * company for KEEP_MS and a repeat with the same key gets it again, without running twice
     * (docs/phone-sheet.md, "Offline": the sheet's queue sends each change with its key).
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The claimed key row while this request runs (its answer is stored on send). */
    idempotencyClaim?: { companyId: string; key: string } | null;
  }
}

interface IdempotencyKeysTable {
  company_id: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: string | null;
  created_at: Date | string | undefined;
}
type IdemDB = DB & { idempotency_keys: IdempotencyKeysTable };

/** A stored answer is replayed this long after the first request. */
export const KEEP_MS = 24 * 60 * 60 * 1000;
/** A repeat that arrives while the first request still runs waits this long for its answer. */
export const PENDING_WAIT_MS = 10_000;
const PRUNE_EVERY_MS = 60_000;
export const KEY_MAX = 200;

export default fp(
  async (fastify) => {
    const db = fastify.database.db as unknown as Kysely<IdemDB>;
    let prunedAt = 0;

    async function prune(): Promise<void> {
      if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = Date.now();
      await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${KEEP_MS / 1000})`)
        .execute();
    }

    const stored = (companyId: string, key: string) =>
      db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response'])
        .where('company_id', '=', companyId)
        .where('key', '=', key)
        .executeTakeFirst();

    fastify.decorateRequest('idempotencyClaim', null);

    // preHandler: after the route's session check (request.user) and body validation.
    fastify.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.idempotent || !request.user) return;
      const header = request.headers['idempotency-key'];
      if (header === undefined) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || key.length > KEY_MAX) throw new HttpError(400, PM.idempotencyKeyInvalid);
      const { companyId } = request.user;
      const hash = sha256(`${request.method}\n${request.url}\n${JSON.stringify(request.body ?? null)}`);
      await prune();
      // An expired answer is not replayed, even before the next prune removes it.
      await db
        .deleteFrom('idempotency_keys')
        .where('company_id', '=', companyId)
        .where('key', '=', key)
        .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${KEEP_MS / 1000})`)
        .execute();
      const claimed = await db
        .insertInto('idempotency_keys')
        .values({ company_id: companyId, key, request_hash: hash, status_code: null, response: null })
        .onConflict((oc) => oc.columns(['company_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (claimed) {
        request.idempotencyClaim = { companyId, key };
        return;
      }
      // A repeat: the same request's stored answer, once the first one has finished.
      const deadline = Date.now() + PENDING_WAIT_MS;
      for (;;) {
        const row = await stored(companyId, key);
        // Gone: the first request failed (5xx) and freed the key; the client may send again.
        if (!row) throw new HttpError(409, PM.idempotencyPending);
        if (row.request_hash !== hash) throw new HttpError(422, B.idempotencyReused);
        if (row.status_code !== null) {
          return reply
            .code(row.status_code)
            .type('application/json; charset=utf-8')
            .header('idempotent-replayed', 'true')
            .send(row.response ?? '');
        }
        if (Date.now() > deadline) throw new HttpError(409, PM.idempotencyPending);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      if (reply.statusCode >= 500 || (payload !== null && typeof payload !== 'string')) {
        // Not an answer worth repeating (outage, bug): free the key so a retry runs again.
        await db
          .deleteFrom('idempotency_keys')
          .where('company_id', '=', claim.companyId)
          .where('key', '=', claim.key)
          .execute();
      } else {
        await db
          .updateTable('idempotency_keys')
          .set({ status_code: reply.statusCode, response: payload ?? '' })
          .where('company_id', '=', claim.companyId)
          .where('key', '=', claim.key)
          .execute();
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['db'] },
);
