import { ACCOUNT_MESSAGES as M, VALIDATION_TEXTS as V } from '@phonesheet/shared/contracts';
import { createTestApp, uniqueEmail, type TestApp } from './helpers/test-app';

// Issue 42 part 1 (docs/security.md "Sign-up"): whoever re-registers a pending address, the
// password that signs in afterwards is the one the mailbox owner gave with the code.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.request({ method: 'POST', url: `/api/v1/auth/${url}`, payload });

const VICTIM = 'victim keeps 7 owls';
const ATTACKER = 'attacker owns 9 cats';

const registration = (email: string, password: string, companyName: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password,
  confirmPassword: password,
  companyName,
});

/** The verify link's token in a mail, or undefined when the mail has none. */
const linkIn = (text: string) => {
  const match = /verify-account\?token=([\w%-]+)/.exec(text);
  return match ? decodeURIComponent(match[1] as string) : undefined;
};
const codeIn = (text: string) => /security code is (\d{6})/.exec(text)?.[1] as string;
const verifyLink = (token: string) =>
  t.request({ method: 'PATCH', url: `/api/v1/auth/verifyUser/${encodeURIComponent(token)}` });
const signInStatus = async (email: string, password: string) =>
  (await post('login', { email, password })).statusCode;

describe('a pending sign-up cannot be taken over', () => {
  test('victim first, then attacker: the victim finishes with the code and their own password', async () => {
    const email = uniqueEmail('victim');
    expect((await post('registerAdmin', registration(email, VICTIM, 'Victim Ltd'))).statusCode).toBe(201);
    const first = await t.latestMailTo(email);
    const again = await post('registerAdmin', registration(email, ATTACKER, 'Attacker Ltd'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ msg: M.signupStarted });
    const second = await t.latestMailTo(email);
    expect(second.text).not.toBe(first.text);
    // Re-registered: the new mail carries a code only, no link that would verify without a password.
    expect(linkIn(second.text)).toBeUndefined();

    // The victim's sign-up step sends the code with the password typed in step 1.
    const verified = await post('verifyCode', { email, code: codeIn(second.text), password: VICTIM });
    expect(verified.statusCode).toBe(200);
    expect(await signInStatus(email, VICTIM)).toBe(200);
    expect(await signInStatus(email, ATTACKER)).toBe(401);
  });

  test("victim first, then attacker: the first mail's link no longer verifies anything", async () => {
    const email = uniqueEmail('victim');
    await post('registerAdmin', registration(email, VICTIM, 'Victim Ltd'));
    const firstLink = linkIn((await t.latestMailTo(email)).text) as string;
    expect(firstLink).toBeDefined();
    await post('registerAdmin', registration(email, ATTACKER, 'Attacker Ltd'));

    const res = await verifyLink(firstLink);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: M.verifyLinkInvalid });
    // Nobody got an account out of it: both passwords still meet "please verify" or a refusal.
    expect(await signInStatus(email, ATTACKER)).toBe(403);
    expect(await signInStatus(email, VICTIM)).toBe(401);
  });

  test('attacker first, then victim: the victim finishes with the code and their own password', async () => {
    const email = uniqueEmail('victim');
    expect((await post('registerAdmin', registration(email, ATTACKER, 'Attacker Ltd'))).statusCode).toBe(201);
    const again = await post('registerAdmin', registration(email, VICTIM, 'Victim Ltd'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ msg: M.signupStarted });
    const mail = await t.latestMailTo(email);
    expect(linkIn(mail.text)).toBeUndefined();

    // A re-registered sign-up needs the password with its code (the mailbox owner names it).
    const bare = await post('verifyCode', { email, code: codeIn(mail.text) });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ msg: V['validation.password.required'] });

    const verified = await post('verifyCode', { email, code: codeIn(mail.text), password: VICTIM });
    expect(verified.statusCode).toBe(200);
    expect(await signInStatus(email, VICTIM)).toBe(200);
    expect(await signInStatus(email, ATTACKER)).toBe(401);
  });

  test("attacker first, then victim: the attacker's mailed link is void", async () => {
    const email = uniqueEmail('victim');
    await post('registerAdmin', registration(email, ATTACKER, 'Attacker Ltd'));
    const attackersLink = linkIn((await t.latestMailTo(email)).text) as string;
    await post('registerAdmin', registration(email, VICTIM, 'Victim Ltd'));

    expect((await verifyLink(attackersLink)).statusCode).toBe(400);
    expect(await signInStatus(email, ATTACKER)).toBe(401);
    // The victim finishes with the code of the mail their registration sent.
    const code = codeIn((await t.latestMailTo(email)).text);
    expect((await post('verifyCode', { email, code, password: VICTIM })).statusCode).toBe(200);
    expect(await signInStatus(email, VICTIM)).toBe(200);
    expect(await signInStatus(email, ATTACKER)).toBe(401);
  });

  test('a resend after a repeat registration mails a code only, never a link', async () => {
    const email = uniqueEmail('victim');
    await post('registerAdmin', registration(email, VICTIM, 'Victim Ltd'));
    await post('registerAdmin', registration(email, ATTACKER, 'Attacker Ltd'));
    const db = t.app.database.db;
    await db
      .updateTable('signup_codes')
      .set({ last_sent_at: new Date(Date.now() - 61_000) })
      .where('user_id', 'in', db.selectFrom('users').select('id').where('email', '=', email))
      .execute();
    expect((await post('resendCode', { email })).statusCode).toBe(200);
    const mail = await t.latestMailTo(email);
    expect(linkIn(mail.text)).toBeUndefined();
    expect((await post('verifyCode', { email, code: codeIn(mail.text), password: VICTIM })).statusCode).toBe(
      200,
    );
    expect(await signInStatus(email, VICTIM)).toBe(200);
  });

  test('a sign-up registered once still verifies with its link, and with the code alone', async () => {
    const byLink = await t.register({ password: VICTIM });
    const token = linkIn((await t.latestMailTo(byLink.email)).text) as string;
    expect((await verifyLink(token)).statusCode).toBe(200);
    expect(await signInStatus(byLink.email, VICTIM)).toBe(200);

    const byCode = await t.register({ password: VICTIM });
    const code = await t.codeFor(byCode.email);
    expect((await post('verifyCode', { email: byCode.email, code })).statusCode).toBe(200);
    expect(await signInStatus(byCode.email, VICTIM)).toBe(200);
  });
});
