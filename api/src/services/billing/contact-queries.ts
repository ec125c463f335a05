import type { Kysely } from 'kysely';
import type { ContactQuery } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';

/** The contact-us messages for operators (OPERATOR_EMAILS); newest first. */
export function createContactQueries(db: Kysely<DB>, operatorEmails: string[]) {
  const operators = new Set(operatorEmails.map((e) => e.toLowerCase()));
  return {
    async isOperator(userId: string, companyId: string): Promise<boolean> {
      if (operators.size === 0) return false;
      const user = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .where('company_id', '=', companyId)
        .where('verified_at', 'is not', null)
        .executeTakeFirst();
      return !!user && operators.has(user.email.toLowerCase());
    },

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
