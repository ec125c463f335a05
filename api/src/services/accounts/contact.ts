import type { Kysely } from 'kysely';
import { ACCOUNT_MESSAGES as M, type ContactUsBody } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import type { CurrentUser } from '../../access/current-user';

export function createContactService(db: Kysely<DB>) {
  return {
    /** Stores the message; a signed-in sender's company is recorded with it. */
    async submit(body: ContactUsBody, sender: CurrentUser | null) {
      await db
        .insertInto('contact_messages')
        .values({
          company_id: sender?.companyId ?? null,
          user_id: sender?.id ?? null,
          name: (body.name ?? '').trim(),
          email: (body.email ?? '').trim().toLowerCase(),
          phone: body.phone?.trim() || null,
          message: (body.message ?? '').trim(),
        })
        .execute();
      return { status: 201, msg: M.contactThanks };
    },

    /** Messages sent by members of one company (tenancy: never another company's). */
    listForCompany(companyId: string) {
      return db
        .selectFrom('contact_messages')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('id', 'desc')
        .execute();
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
