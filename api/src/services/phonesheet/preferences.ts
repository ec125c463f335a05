import type { Kysely } from 'kysely';
import type { UserPreferences, UserPreferencesBody } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import type { CurrentUser } from '../../access/current-user';

// Row type of migrations/022_user_preferences.sql.
type PrefsDB = DB & {
  user_preferences: {
    user_id: string;
    company_id: string;
    sheet_density: UserPreferences['sheetDensity'];
    updated_at: Date | string;
  };
};

/** Every preference before the user changes it. */
export const DEFAULT_PREFERENCES: UserPreferences = { sheetDensity: 'comfortable' };

export type PreferencesService = ReturnType<typeof createPreferencesService>;

/** A user's own preferences: one row per user, on the database every instance shares. */
export function createPreferencesService(baseDb: Kysely<DB>) {
  const db = baseDb as unknown as Kysely<PrefsDB>;
  return {
    async get(user: CurrentUser): Promise<UserPreferences> {
      const row = await db
        .selectFrom('user_preferences')
        .select('sheet_density')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      return row ? { sheetDensity: row.sheet_density } : { ...DEFAULT_PREFERENCES };
    },

    /** Stores the preferences given; the others keep their value (their default until stored). */
    async update(user: CurrentUser, body: UserPreferencesBody): Promise<UserPreferences> {
      const next = { ...(await this.get(user)), ...body };
      const values = { sheet_density: next.sheetDensity, updated_at: new Date() };
      await db
        .insertInto('user_preferences')
        .values({ user_id: user.id, company_id: user.companyId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      return next;
    },
  };
}
