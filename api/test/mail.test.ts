import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import type { MailTransport, OutgoingMail } from '../src/mail/transports';
import { backoffSeconds } from '../src/mail/mail-queue';
import { createTestApp } from './helpers/test-app';

describe('outbox', () => {
  test('a failed delivery is kept with its error and retried later until it succeeds', async () => {
    const delivered: OutgoingMail[] = [];
    let failuresLeft = 2;
    const flaky: MailTransport = {
      kind: 'custom',
      async send(mail) {
        if (failuresLeft > 0) {
          failuresLeft--;
          throw new Error('421 service not available');
        }
        delivered.push(mail);
      },
    };
    const t = await createTestApp({}, { mailTransport: flaky });
    try {
      const body = await t.register();
      const db = t.app.database.db;
      await t.app.mailer.outbox.drain();
      let row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ attempts: 1, sent_at: null, last_error: '421 service not available' });
      expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 5000);

      // Not due yet: nothing happens.
      await t.app.mailer.outbox.drain();
      expect((await db.selectFrom('mail_outbox').select('attempts').executeTakeFirstOrThrow()).attempts).toBe(
        1,
      );

      for (const attempts of [2, 3]) {
        await sql`update mail_outbox set next_attempt_at = now() - interval '1 second'`.execute(db);
        await t.app.mailer.outbox.drain();
        row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
        expect(row.attempts).toBe(attempts);
      }
      expect(row.sent_at).not.toBeNull();
      expect(row.last_error).toBeNull();
      expect(delivered).toHaveLength(1);
      expect(delivered[0]?.to).toBe(body.email);
    } finally {
      await t.close();
    }
  });

  test('backoff doubles and is capped at one hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([10, 20, 40, 80]);
    expect(backoffSeconds(20)).toBe(3600);
  });

  test('no mail is queued when the change fails (same transaction)', async () => {
    const t = await createTestApp();
    try {
      const { body } = await t.signUpAndSignIn();
      const before = await t.app.database.db.selectFrom('mail_outbox').select('id').execute();
      // 409: the registration rolls back, and so does its mail.
      expect(
        (await t.request({ method: 'POST', url: '/api/v1/auth/registerAdmin', payload: { ...body } }))
          .statusCode,
      ).toBe(409);
      const after = await t.app.database.db.selectFrom('mail_outbox').select('id').execute();
      expect(after).toHaveLength(before.length);
    } finally {
      await t.close();
    }
  });
});

describe('SMTP delivery', () => {
  test('the code e-mail reaches a real SMTP server', async () => {
    const received: { from: string; to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    const t = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Phone Sheet <no-reply@phonesheet.test>',
    });
    try {
      const body = await t.register();
      expect(await t.app.mailer.outbox.drain()).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]?.from).toBe('no-reply@phonesheet.test');
      expect(received[0]?.to).toEqual([body.email]);
      expect(received[0]?.raw).toMatch(/Subject: Your Phone Sheet security code: \d{6}/);
      const row = await t.app.database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      expect(row.sent_at).not.toBeNull();
    } finally {
      await t.close();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
