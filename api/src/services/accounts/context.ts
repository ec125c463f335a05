import type { Kysely, Transaction } from 'kysely';
import {
  ACCOUNT_MESSAGES as M,
  CROSS_REMOTE_PATHS,
  VALIDATION_TEXTS,
  type PasswordOwner,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { ValidationFailed } from '../../lib/http-error';
import { hashPassword as hashWith, randomToken, sha256 } from '../../lib/crypto';
import { isWeakPassword } from '../../lib/password-strength';
import type { Outbox } from '../../mail/mail-queue';
import type { CurrentUser } from '../../access/current-user';
import type { AuthService } from './auth';
import { loadCaller } from './caller';
import { dbNow, dbNowMs } from '../../db/clock';

// What every account flow (sign-up, sign-in, profile, password reset) is given: the service's
// dependencies and the few helpers they share.

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export interface AccountsDeps {
  db: Kysely<DB>;
  auth: AuthService;
  outbox: Outbox;
  appUrl: string;
  /** scrypt cost of new password hashes (config.passwordScryptLogN). */
  passwordLogN: number;
}

export type Q = Kysely<DB> | Transaction<DB>;
/** What an account endpoint answers: its status, its message and, at times, its data. */
export type Result<T = undefined> = { status: number; msg?: string; data?: T };

export const normaliseEmail = (email: string | undefined) => (email ?? '').trim().toLowerCase();

/** Marks an unused, unexpired e-mailed token used; answers its user, or undefined. */
export const consumeEmailToken = (q: Q, token: string, kind: 'verify' | 'reset') =>
  q
    .updateTable('email_tokens')
    .set({ used_at: dbNow() })
    .where('token_hash', '=', sha256(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', dbNow())
    .returning(['user_id'])
    .executeTakeFirst();

/** 400 "too easy to guess" (docs/security.md "Passwords"); checked before any hashing. */
export const assertStrong = (password: string, owner: PasswordOwner) => {
  if (isWeakPassword(password, owner))
    throw new ValidationFailed([VALIDATION_TEXTS['validation.password.weak']]);
};

export type AccountsContext = ReturnType<typeof accountsContext>;

/** The dependencies with the helpers that need them. */
export function accountsContext(deps: AccountsDeps) {
  const { db, appUrl, passwordLogN } = deps;
  return {
    ...deps,
    hashPassword: (password: string) => hashWith(password, passwordLogN),

    /** A one-time token kept by its hash, and the page link that carries it to the user. */
    async emailLink(
      trx: Transaction<DB>,
      user: { id: string; company_id: string },
      kind: 'verify' | 'reset',
      ttlMs: number,
    ): Promise<string> {
      const token = randomToken();
      await trx
        .insertInto('email_tokens')
        .values({
          company_id: user.company_id,
          user_id: user.id,
          kind,
          token_hash: sha256(token),
          expires_at: new Date(dbNowMs() + ttlMs),
        })
        .execute();
      const page = kind === 'verify' ? CROSS_REMOTE_PATHS.verifyAccount : CROSS_REMOTE_PATHS.resetPassword;
      return `${appUrl}${page}?token=${encodeURIComponent(token)}`;
    },

    /** The signed-in caller with the columns the account flows read. */
    loadUser: (current: CurrentUser) =>
      loadCaller(db, current, M.tokenInvalid, [
        'users.avatar',
        'users.password_hash',
        'users.promo_closed_at',
      ] as const),
  };
}
