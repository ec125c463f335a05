import type { Kysely } from 'kysely';
import type { ContactQuery } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';

/** The contact-us messages for operators (OPERATOR_EMAILS, checked by requireOperator); newest first. */
export function createContactQueries(db: Kysely<DB>) {
  return {
    async list(limit = 500): Promise<ContactQuery[]> {
      const rows = await db
        .selectFrom('contact_messages')
        .leftJoin('companies', 'companies.id', 'contact_messages.company_id')
        .select([
          'contact_messages.id',
          'contact_messages.name',
          'contact_messages.email',
          'contact_messages.phone',
          'contact_messages.message',
          'contact_messages.created_at',
          'companies.name as companyName',
        ])
        .orderBy('contact_messages.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        _id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        message: r.message,
        companyName: r.companyName,
        createdAt: r.created_at.toISOString(),
      }));
    },
  };
}

export type ContactQueries = ReturnType<typeof createContactQueries>;
