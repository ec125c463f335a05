import { digestMail, type DigestInput } from '../src/services/digest/mail';
import { DIGEST_LOCALES, DIGEST_TEXTS } from '../src/services/digest/texts';

const input = (over: Partial<DigestInput> = {}): DigestInput => ({
  to: 'ada@example.com',
  firstName: 'Ada',
  locale: 'en',
  timeZone: 'Europe/Paris',
  sendAt: '08:00',
  calls: [
    {
      id: 'c1',
      contactName: 'Grace <Hopper>',
      contactCompany: 'Navy & Co',
      phoneE164: '+12125550136',
      phoneDisplay: '(212) 555-0136',
      extension: '4471',
      notes: 'Line one\nline two',
      priority: 'asap',
      occurredAt: new Date('2026-12-01T10:00:00Z'),
      deskName: 'Ada Lovelace',
    },
  ],
  total: 3,
  manyDesks: false,
  appUrl: 'https://app.example.com/',
  now: new Date('2026-12-03T07:00:00Z'),
  ...over,
});

describe('digest mail', () => {
  test('each call: name, company, tel: link with extension, notes, owed since, a link that opens it', () => {
    const mail = digestMail(input());
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Phone Sheet: calls to return (3)');
    expect(mail.html).toContain('<a href="tel:+12125550136;ext=4471" dir="ltr"');
    expect(mail.html).toContain('Grace &lt;Hopper&gt;');
    expect(mail.html).toContain('Navy &amp; Co');
    expect(mail.html).toContain('href="https://app.example.com/dashboards/PhoneSheet?call=c1"');
    expect(mail.html).toContain('owed since Tue');
    expect(mail.html).toContain('and 2 more on the sheet');
    expect(mail.text).toContain('(212) 555-0136 ext. 4471 <tel:+12125550136;ext=4471>');
    expect(mail.text).toContain('Line one / line two');
    expect(mail.text).toContain('https://app.example.com/my-profile?tab=digest');
    // The Reports page, which opens on the last 7 days of the reader's desk.
    expect(mail.text).toContain(
      'See the last 7 days in Reports: https://app.example.com/dashboards/PhoneSheetReports',
    );
    expect(mail.html).toContain(
      '<a href="https://app.example.com/dashboards/PhoneSheetReports">See the last 7 days in Reports</a>',
    );
    // One desk: no desk line.
    expect(mail.text).not.toContain('Desk:');
    expect(digestMail(input({ manyDesks: true })).text).toContain('Desk: Ada Lovelace');
  });

  test('Arabic is right to left with numbers kept left to right', () => {
    const mail = digestMail(input({ locale: 'ar' }));
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl"/);
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.subject).toBe('سجل المكالمات: مكالمات بانتظار الرد (3)');
    expect(mail.html).toContain('عاجل');
    expect(mail.html).toContain('>عرض آخر 7 أيام في التقارير</a>');
    // An English note keeps its own direction, but its block stays aligned with the Arabic mail.
    expect(mail.html).toMatch(/<div style="[^"]*white-space:pre-wrap"><span dir="auto">Line one/);
  });

  test('every locale has every text, with its placeholders', () => {
    const en = DIGEST_TEXTS.en;
    for (const locale of DIGEST_LOCALES) {
      const t = DIGEST_TEXTS[locale];
      for (const key of Object.keys(en) as Array<keyof typeof en>) {
        const mine = JSON.stringify(t[key]);
        expect(mine.length).toBeGreaterThan(2);
        for (const placeholder of JSON.stringify(en[key]).match(/\{\w+\}/g) ?? [])
          expect(`${locale}.${key}: ${mine}`).toContain(placeholder);
      }
    }
  });
});
