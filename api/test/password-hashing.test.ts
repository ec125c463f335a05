import { randomBytes, scryptSync } from 'node:crypto';
import { loadConfig } from '../src/config';
import { hashPassword, verifyPassword } from '../src/lib/crypto';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 42 part 5 (docs/security.md "Passwords"): scrypt at OWASP's parameters, stored with the
// hash; hashes of older parameters verify and are re-hashed at their next sign-in.

/** A hash as the API stored it before issue 42: "scrypt$salt$key", N=2^14, r=8, p=1. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

describe('password hashing', () => {
  test("the default work factor is OWASP's N=2^17, r=8, p=1, and it verifies", async () => {
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://m' }),
    ).toMatchObject({ passwordScryptLogN: 17 });
    const hash = await hashPassword('violet tractor 1987');
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[\w+/]{22}==\$[\w+/]{86}==$/);
    expect(await verifyPassword('violet tractor 1987', hash)).toBe(true);
    expect(await verifyPassword('violet tractor 1988', hash)).toBe(false);
  });

  test('PASSWORD_SCRYPT_LOG_N is validated: 14 to 20', () => {
    expect(loadConfig({ PASSWORD_SCRYPT_LOG_N: '15' }).passwordScryptLogN).toBe(15);
    expect(() => loadConfig({ PASSWORD_SCRYPT_LOG_N: '12' })).toThrow(
      'PASSWORD_SCRYPT_LOG_N must be an integer between 14 and 20 (got "12")',
    );
    expect(() => loadConfig({ PASSWORD_SCRYPT_LOG_N: 'fast' })).toThrow(/PASSWORD_SCRYPT_LOG_N/);
  });

  test('a stored hash naming an absurd cost is refused, not computed', async () => {
    const hash = await hashPassword('violet tractor 1987', 14);
    expect(await verifyPassword('violet tractor 1987', hash.replace('ln=14', 'ln=30'))).toBe(false);
    expect(await verifyPassword('violet tractor 1987', hash.replace('r=8', 'r=99'))).toBe(false);
  });

  describe('re-hash at sign-in', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ passwordScryptLogN: 15 });
    });
    afterAll(() => t.close());

    const storedHash = async (email: string) =>
      (
        await t.app.database.db
          .selectFrom('users')
          .select('password_hash')
          .where('email', '=', email.toLowerCase())
          .executeTakeFirstOrThrow()
      ).password_hash;
    const setHash = (email: string, hash: string) =>
      t.app.database.db
        .updateTable('users')
        .set({ password_hash: hash })
        .where('email', '=', email.toLowerCase())
        .execute();
    const login = (email: string, password: string) =>
      t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

    test('an old-format hash signs in, and afterwards the stored hash has the new parameters', async () => {
      const { body } = await t.signUpAndSignIn();
      await setHash(body.email, legacyHash(body.password));

      // A wrong password changes nothing.
      expect((await login(body.email, 'not the password')).statusCode).toBe(401);
      expect(await storedHash(body.email)).toMatch(/^scrypt\$[^$]+\$[^$]+$/);

      expect((await login(body.email, body.password)).statusCode).toBe(200);
      const after = await storedHash(body.email);
      expect(after).toMatch(/^scrypt\$ln=15,r=8,p=1\$/);
      expect((await login(body.email, body.password)).statusCode).toBe(200);
      expect(await storedHash(body.email)).toBe(after);
    });

    test('a hash of a lower cost is raised to the configured one', async () => {
      const { body } = await t.signUpAndSignIn();
      await setHash(body.email, await hashPassword(body.password, 14));
      expect((await login(body.email, body.password)).statusCode).toBe(200);
      expect(await storedHash(body.email)).toMatch(/^scrypt\$ln=15,r=8,p=1\$/);
    });
  });
});
