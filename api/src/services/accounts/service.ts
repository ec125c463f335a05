import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  ACCOUNT_MESSAGES as M,
  VALIDATION_TEXTS,
  validateUpdateProfile,
  waitBeforeResendMessage,
  type ChangePasswordBody,
  type PasswordOwner,
  type RegisterAdminBody,
  type User,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import {
  dummyPasswordHash,
  hashPassword as hashWith,
  needsRehash,
  matchesHash,
  randomToken,
  sha256,
  sixDigitCode,
  verifyPassword,
} from '../../lib/crypto';
import { isWeakPassword } from '../../lib/password-strength';
import { enqueueMail, type Outbox } from '../../mail/outbox';
import { resetPasswordMail, signupCodeMail } from '../../mail/templates';
import type { CurrentUser } from '../../access/current-user';
import type { AuthService, IssuedTokens } from './auth';
import { companyBillingStatus } from '../billing/status';
import { loadCaller } from './caller';
import { dbNow, dbNowMs } from '../../db/clock';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Wrong lock-screen passwords in a row that end the session (docs/security.md "Unlock"). */
export const UNLOCK_MAX_FAILURES = 10;

export interface AccountsDeps {
  db: Kysely<DB>;
  auth: AuthService;
  outbox: Outbox;
  appUrl: string;
  /** scrypt cost of new password hashes (config.passwordScryptLogN). */
  passwordLogN: number;
}

type Q = Kysely<DB> | Transaction<DB>;
type Result<T = undefined> = { status: number; msg?: string; data?: T };

export const normaliseEmail = (email: string | undefined) => (email ?? '').trim().toLowerCase();

export function createAccountsService({ db, auth, outbox, appUrl, passwordLogN }: AccountsDeps) {
  const hashPassword = (password: string) => hashWith(password, passwordLogN);

  const findUserByEmail = (q: Q, email: string) =>
    q
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
      .executeTakeFirst();

  /** A one-time token kept by its hash, and the page link that carries it to the user. */
  async function emailLink(
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
    const page = kind === 'verify' ? 'verify-account' : 'reset-password';
    return `${appUrl}/${page}?token=${encodeURIComponent(token)}`;
  }

  /**
   * New 6-digit code (attempts reset), mailed in the caller's transaction with a verify link,
   * unless the sign-up was ever registered again while pending (`contested`, sticky): then the
   * code alone, which needs the password with it (docs/security.md "Sign-up").
   */
  async function sendSignupCode(
    trx: Transaction<DB>,
    user: { id: string; company_id: string; email: string; first_name: string },
    contest = false,
  ) {
    const code = sixDigitCode();
    const now = dbNow();
    const fresh = {
      code_hash: sha256(code),
      expires_at: new Date(now.getTime() + CODE_TTL_MS),
      attempts: 0,
      last_sent_at: now,
    };
    const { contested } = await trx
      .insertInto('signup_codes')
      .values({ company_id: user.company_id, user_id: user.id, ...fresh, contested: contest })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          ...fresh,
          contested: sql<boolean>`signup_codes.contested or excluded.contested`,
        }),
      )
      .returning('contested')
      .executeTakeFirstOrThrow();
    const link = contested ? undefined : await emailLink(trx, user, 'verify', VERIFY_LINK_TTL_MS);
    await enqueueMail(trx, signupCodeMail(user.email, user.first_name, code, link), user.company_id);
  }

  /** Marks an unused, unexpired e-mailed token used; answers its user, or undefined. */
  const consumeEmailToken = (q: Q, token: string, kind: 'verify' | 'reset') =>
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
  const assertStrong = (password: string, owner: PasswordOwner) => {
    if (isWeakPassword(password, owner))
      throw new ValidationFailed([VALIDATION_TEXTS['validation.password.weak']]);
  };

  const loadUser = (current: CurrentUser) =>
    loadCaller(db, current, M.tokenInvalid, [
      'users.avatar',
      'users.password_hash',
      'users.promo_closed_at',
    ] as const);

  return {
    async registerAdmin(body: RegisterAdminBody): Promise<Result> {
      const email = normaliseEmail(body.email);
      const firstName = (body.firstName ?? '').trim();
      const lastName = (body.lastName ?? '').trim();
      const companyName = (body.companyName ?? '').trim();
      assertStrong(body.password ?? '', { email, firstName, lastName, companyName });
      const passwordHash = await hashPassword(body.password ?? '');
      try {
        const result = await db.transaction().execute(async (trx): Promise<Result> => {
          const existing = await findUserByEmail(trx, email);
          if (existing?.verified_at) throw new HttpError(409, M.emailTaken);
          if (existing) {
            // Pending: the latest form wins (the owner may have mistyped), but only the mailbox
            // finishes it: every earlier link is void, and the new code needs the password with it.
            await trx
              .updateTable('users')
              .set({
                first_name: firstName,
                last_name: lastName,
                password_hash: passwordHash,
                updated_at: dbNow(),
              })
              .where('id', '=', existing.id)
              .execute();
            await trx
              .updateTable('companies')
              .set({ name: companyName, updated_at: dbNow() })
              .where('id', '=', existing.company_id)
              .execute();
            await trx
              .updateTable('email_tokens')
              .set({ used_at: dbNow() })
              .where('user_id', '=', existing.id)
              .where('kind', '=', 'verify')
              .where('used_at', 'is', null)
              .execute();
            await sendSignupCode(trx, { ...existing, first_name: firstName }, true);
            return { status: 200, msg: M.signupStarted };
          }
          const companyId = randomUUID();
          const userId = randomUUID();
          await trx.insertInto('companies').values({ id: companyId, name: companyName }).execute();
          await trx
            .insertInto('users')
            .values({
              id: userId,
              company_id: companyId,
              email,
              first_name: firstName,
              last_name: lastName,
              password_hash: passwordHash,
              user_type: 'Admin',
            })
            .execute();
          await sendSignupCode(trx, { id: userId, company_id: companyId, email, first_name: firstName });
          return { status: 201, msg: M.codeSent };
        });
        outbox.kick();
        return result;
      } catch (err) {
        // Two registrations racing for one address: the unique index decides.
        if ((err as { code?: string }).code === '23505') throw new HttpError(409, M.emailTaken);
        throw err;
      }
    },

    /** `password`, when given, becomes the account's: the one the mailbox owner typed. */
    async verifyCode(emailRaw: string, codeRaw: string, password?: string): Promise<Result> {
      const email = normaliseEmail(emailRaw);
      const code = codeRaw.trim();
      const row = await db
        .selectFrom('users')
        .innerJoin('signup_codes', 'signup_codes.user_id', 'users.id')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select([
          'users.id as userId',
          'users.first_name as firstName',
          'users.last_name as lastName',
          'companies.name as companyName',
          'users.verified_at',
          'signup_codes.code_hash',
          'signup_codes.expires_at',
          'signup_codes.attempts',
          'signup_codes.contested',
        ])
        .where(sql<string>`lower(users.email)`, '=', email)
        .executeTakeFirst();
      if (!row || row.verified_at) throw new HttpError(404, M.noRecord);
      if (row.attempts >= CODE_MAX_ATTEMPTS) throw new HttpError(423, M.codeLocked);
      if (row.expires_at.getTime() <= dbNowMs()) throw new HttpError(410, M.codeExpired);
      if (!matchesHash(code, row.code_hash)) {
        const updated = await db
          .updateTable('signup_codes')
          .set({ attempts: sql`attempts + 1` })
          .where('user_id', '=', row.userId)
          .returning('attempts')
          .executeTakeFirstOrThrow();
        if (updated.attempts >= CODE_MAX_ATTEMPTS) throw new HttpError(423, M.codeLocked);
        throw new HttpError(400, M.invalidCode, { triesLeft: CODE_MAX_ATTEMPTS - updated.attempts });
      }
      // Registered again while pending: the stored password may be anyone's, so the code's owner names it.
      if (row.contested && password === undefined)
        throw new ValidationFailed([VALIDATION_TEXTS['validation.password.required']]);
      if (password !== undefined) assertStrong(password, { ...row, email });
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            verified_at: dbNow(),
            updated_at: dbNow(),
            ...(passwordHash ? { password_hash: passwordHash } : {}),
          })
          .where('id', '=', row.userId)
          .execute();
        await trx.deleteFrom('signup_codes').where('user_id', '=', row.userId).execute();
      });
      return { status: 200, msg: M.signupComplete };
    },

    async resendCode(emailRaw: string): Promise<Result> {
      const email = normaliseEmail(emailRaw);
      const result = await db.transaction().execute(async (trx): Promise<Result> => {
        const user = await findUserByEmail(trx, email);
        if (!user || user.verified_at) throw new HttpError(404, M.noRecord);
        const code = await trx
          .selectFrom('signup_codes')
          .select('last_sent_at')
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        if (code) {
          const waitMs = code.last_sent_at.getTime() + RESEND_COOLDOWN_MS - dbNowMs();
          if (waitMs > 0) {
            const seconds = Math.ceil(waitMs / 1000);
            throw new HttpError(429, waitBeforeResendMessage(seconds), { retryAfterSeconds: seconds });
          }
        }
        await sendSignupCode(trx, user);
        return { status: 200, msg: M.codeSent };
      });
      outbox.kick();
      return result;
    },

    async verifyUser(token: string): Promise<Result> {
      const ok = await db.transaction().execute(async (trx) => {
        const row = await consumeEmailToken(trx, token, 'verify');
        if (!row) return false;
        await trx
          .updateTable('users')
          .set({ verified_at: sql`coalesce(verified_at, now())`, updated_at: dbNow() })
          .where('id', '=', row.user_id)
          .execute();
        await trx.deleteFrom('signup_codes').where('user_id', '=', row.user_id).execute();
        return true;
      });
      if (!ok) throw new HttpError(400, M.verifyLinkInvalid);
      return { status: 200, msg: M.accountVerified };
    },

    /** The tokens of a new session: the route puts the refresh token in its cookie. */
    async login(emailRaw: string, password: string): Promise<IssuedTokens> {
      const user = await findUserByEmail(db, emailRaw);
      const stored = user?.password_hash ?? dummyPasswordHash(passwordLogN);
      const passwordOk = await verifyPassword(password, stored);
      if (!user || !passwordOk) throw new HttpError(401, M.invalidCredentials);
      if (!user.verified_at) throw new HttpError(403, M.notVerified);
      // A hash of older parameters gets today's now that the password is known (docs/security.md).
      if (needsRehash(stored, passwordLogN)) {
        await db
          .updateTable('users')
          .set({ password_hash: await hashPassword(password) })
          .where('id', '=', user.id)
          .where('password_hash', '=', stored)
          .execute();
      }
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ last_sign_in_at: dbNow() }).where('id', '=', user.id).execute();
        return auth.issue(trx, { id: user.id, companyId: user.company_id });
      });
    },

    async getMe(current: CurrentUser): Promise<User> {
      const u = await loadUser(current);
      const billing = await companyBillingStatus(db, current.companyId);
      return {
        _id: u.id,
        email: u.email,
        firstName: u.first_name,
        lastName: u.last_name,
        fullName: `${u.first_name} ${u.last_name}`.trim(),
        avatar: u.avatar,
        userType: u.user_type,
        // docs/billing.md: subscribed once a plan is chosen (Basic too); paid while a paid plan is current.
        subscribed: billing.subscribed,
        companySubscription: [{ paid: billing.paid }],
        planId: billing.planId,
        promoClosed: !!u.promo_closed_at,
        company: { _id: u.companyId, name: u.companyName },
      };
    },

    /** The offer banner closed for good: kept on the user, so every browser knows. */
    async closePromo(current: CurrentUser): Promise<void> {
      await db
        .updateTable('users')
        .set({ promo_closed_at: new Date() })
        .where('id', '=', current.id)
        .where('company_id', '=', current.companyId)
        .where('promo_closed_at', 'is', null)
        .execute();
    },

    async logout(current: CurrentUser): Promise<Result> {
      await auth.revoke(current.sessionId);
      return { status: 200, msg: M.loggedOut };
    },

    async updateProfile(
      current: CurrentUser,
      body: { firstName?: string; lastName?: string },
    ): Promise<{ msg: string; tokens: IssuedTokens }> {
      const u = await loadUser(current);
      const errors = validateUpdateProfile(body, { firstName: u.first_name, lastName: u.last_name });
      if (errors.length) throw new ValidationFailed(errors);
      // The client swaps in a fresh token after a save; the old session ends with it, and its
      // streams are told to reconnect with the new one.
      const { tokens, tell } = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            first_name: (body.firstName ?? '').trim(),
            last_name: (body.lastName ?? '').trim(),
            updated_at: dbNow(),
          })
          .where('id', '=', u.id)
          .where('company_id', '=', current.companyId)
          .execute();
        const issued = await auth.issue(trx, { id: u.id, companyId: current.companyId });
        // Same device, new token: its push subscription goes on with the new session.
        await trx
          .updateTable('push_subscriptions')
          .set({ session_id: issued.accessToken.split('.')[0] as string })
          .where('session_id', '=', current.sessionId)
          .execute();
        return {
          tokens: issued,
          tell: await auth.end(trx, { sessionId: current.sessionId }, 'token-renewed'),
        };
      });
      tell();
      return { msg: M.updated, tokens };
    },

    async changePassword(current: CurrentUser, body: ChangePasswordBody): Promise<Result> {
      const u = await loadUser(current);
      if (!(await verifyPassword(body.oldPassword ?? '', u.password_hash)))
        throw new HttpError(400, M.oldPasswordIncorrect);
      const owner = {
        email: u.email,
        firstName: u.first_name,
        lastName: u.last_name,
        companyName: u.companyName,
      };
      assertStrong(body.password ?? '', owner);
      const hash = await hashPassword(body.password ?? '');
      const tell = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash, updated_at: dbNow() })
          .where('id', '=', u.id)
          .where('company_id', '=', current.companyId)
          .execute();
        return auth.end(trx, { userId: u.id, except: current.sessionId }, 'password-changed');
      });
      tell();
      return { status: 200, msg: M.updated };
    },

    async forgotPassword(emailRaw: string): Promise<Result> {
      const queued = await db.transaction().execute(async (trx) => {
        const user = await findUserByEmail(trx, emailRaw);
        if (!user) return false;
        const link = await emailLink(trx, user, 'reset', RESET_LINK_TTL_MS);
        await enqueueMail(trx, resetPasswordMail(user.email, user.first_name, link), user.company_id);
        return true;
      });
      if (queued) outbox.kick();
      // Same answer either way: the endpoint must not reveal who is registered.
      return { status: 200, msg: M.resetLinkSent };
    },

    async resetPassword(token: string | undefined, password: string): Promise<Result> {
      if (!token) throw new HttpError(400, M.resetLinkInvalid);
      // The link's owner, read first so a weak password is refused before the link is used up.
      const owner = await db
        .selectFrom('email_tokens')
        .innerJoin('users', 'users.id', 'email_tokens.user_id')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select([
          'users.email',
          'users.first_name as firstName',
          'users.last_name as lastName',
          'companies.name as companyName',
        ])
        .where('email_tokens.token_hash', '=', sha256(token))
        .where('email_tokens.kind', '=', 'reset')
        .executeTakeFirst();
      if (!owner) throw new HttpError(400, M.resetLinkInvalid);
      assertStrong(password, owner);
      const hash = await hashPassword(password);
      const tell = await db.transaction().execute(async (trx) => {
        const row = await consumeEmailToken(trx, token, 'reset');
        if (!row) return null;
        // The link proves the address, so an unverified account becomes verified too.
        await trx
          .updateTable('users')
          .set({
            password_hash: hash,
            verified_at: sql`coalesce(verified_at, now())`,
            updated_at: dbNow(),
          })
          .where('id', '=', row.user_id)
          .execute();
        await trx.deleteFrom('signup_codes').where('user_id', '=', row.user_id).execute();
        return auth.end(trx, { userId: row.user_id }, 'password-reset');
      });
      if (!tell) throw new HttpError(400, M.resetLinkInvalid);
      tell();
      return { status: 200, msg: M.passwordSet };
    },

    async unlock(current: CurrentUser, password: string): Promise<Result> {
      const u = await loadUser(current);
      if (await verifyPassword(password, u.password_hash)) {
        await db.deleteFrom('unlock_failures').where('session_id', '=', current.sessionId).execute();
        return { status: 200, msg: M.unlocked };
      }
      const { failures } = await db
        .insertInto('unlock_failures')
        .values({ session_id: current.sessionId, failures: 1 })
        .onConflict((oc) =>
          oc.column('session_id').doUpdateSet({ failures: sql<number>`unlock_failures.failures + 1` }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      if (failures < UNLOCK_MAX_FAILURES) throw new HttpError(400, M.incorrectPassword);
      // Someone is guessing at a locked screen: the session ends, as at logout, on every instance.
      const tell = await auth.end(db, { sessionId: current.sessionId }, 'logout');
      tell();
      throw new HttpError(401, M.tokenInvalid);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
