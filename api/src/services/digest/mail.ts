import { CROSS_REMOTE_PATHS, type Priority } from '@phonesheet/shared/contracts';
import type { OutgoingMail } from '../../mail/transports';
import { owedSinceDay } from './clock';
import { DIGEST_TEXTS, fill, type DigestLocale } from './texts';

/** The mail lists this many calls; "and N more on the sheet" says the rest. */
export const DIGEST_LIST_MAX = 100;

export interface OwedCall {
  id: string;
  contactName: string;
  contactCompany: string;
  phoneE164: string;
  phoneDisplay: string;
  extension: string | null;
  notes: string;
  priority: Priority;
  occurredAt: Date;
  deskName: string;
}

export interface DigestInput {
  to: string;
  firstName: string;
  locale: DigestLocale;
  timeZone: string;
  sendAt: string;
  /** Oldest-first within priority, as the sheet's rolled-over calls. */
  calls: OwedCall[];
  /** Every owed call, listed or not. */
  total: number;
  /** The reader has more than one desk: each call names its desk. */
  manyDesks: boolean;
  appUrl: string;
  now: Date;
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** RFC 3966, as the sheet dials: tel:+12125550136;ext=4471. */
export const telUri = (e164: string, extension: string | null) =>
  `tel:${e164}${extension ? `;ext=${extension}` : ''}`;

export const callLink = (appUrl: string, id: string) =>
  `${appUrl.replace(/\/$/, '')}${CROSS_REMOTE_PATHS.phoneSheet}?call=${encodeURIComponent(id)}`;

/** The morning digest of one reader: plain text and HTML, in the reader's language and zone. */
export function digestMail(input: DigestInput): OutgoingMail {
  const t = DIGEST_TEXTS[input.locale];
  const rtl = input.locale === 'ar';
  const app = input.appUrl.replace(/\/$/, '');
  const settingsUrl = `${app}${CROSS_REMOTE_PATHS.myProfile}?tab=digest`;
  const sheetUrl = `${app}${CROSS_REMOTE_PATHS.phoneSheet}`;
  const reportUrl = `${app}${CROSS_REMOTE_PATHS.reports}`;
  const owed = (c: OwedCall) => {
    const day = owedSinceDay(c.occurredAt, input.now, input.timeZone, input.locale);
    return day === 'today' ? t.owedToday : fill(t.owedSince, { day });
  };
  const more = input.total - input.calls.length;

  const textLines = input.calls.map((c) => {
    const who = [c.contactName, c.contactCompany].filter(Boolean).join(' · ');
    const number = c.extension ? `${c.phoneDisplay} ${fill(t.ext, { ext: c.extension })}` : c.phoneDisplay;
    return [
      `[${t.priority[c.priority]}] ${who || number} (${owed(c)})`,
      `  ${number} <${telUri(c.phoneE164, c.extension)}>`,
      ...(input.manyDesks ? [`  ${fill(t.desk, { name: c.deskName })}`] : []),
      ...(c.notes ? [`  ${c.notes.replace(/\s*\n\s*/g, ' / ')}`] : []),
      `  ${t.openCall}: ${callLink(app, c.id)}`,
    ].join('\n');
  });
  const text = [
    fill(t.greeting, { name: input.firstName }),
    '',
    t.intro,
    '',
    textLines.join('\n\n'),
    ...(more > 0 ? ['', fill(t.more, { count: more })] : []),
    '',
    `${t.openSheet}: ${sheetUrl}`,
    `${t.openReport}: ${reportUrl}`,
    '',
    fill(t.footer, { time: input.sendAt }),
    `${t.settings}: ${settingsUrl}`,
  ].join('\n');

  // Inline styles only: mail clients drop <style>. Numbers stay left to right in Arabic.
  const rows = input.calls
    .map((c) => {
      const tel = escape(telUri(c.phoneE164, c.extension));
      const ext = c.extension ? ` ${escape(fill(t.ext, { ext: c.extension }))}` : '';
      return (
        `<tr><td style="padding:10px 0;border-bottom:1px solid #e5e7eb;vertical-align:top">` +
        `<div><strong dir="auto">${escape(c.contactName || c.phoneDisplay)}</strong>` +
        (c.contactCompany ? ` · <span dir="auto">${escape(c.contactCompany)}</span>` : '') +
        `</div><div style="margin-top:4px"><a href="${tel}" dir="ltr" style="unicode-bidi:isolate">${escape(c.phoneDisplay)}</a>${ext}` +
        ` · <span style="color:#b45309">${escape(t.priority[c.priority])}</span> · <span style="color:#6b7280">${escape(owed(c))}</span></div>` +
        (input.manyDesks
          ? `<div style="color:#6b7280;margin-top:2px">${escape(fill(t.desk, { name: c.deskName }))}</div>`
          : '') +
        (c.notes
          ? // The note keeps its own direction (an English note in an Arabic mail), the block the mail's alignment.
            `<div style="margin-top:4px;white-space:pre-wrap"><span dir="auto">${escape(c.notes)}</span></div>`
          : '') +
        `<div style="margin-top:4px"><a href="${escape(callLink(app, c.id))}">${escape(t.openCall)}</a></div>` +
        `</td></tr>`
      );
    })
    .join('');
  const html =
    `<div lang="${input.locale}" dir="${rtl ? 'rtl' : 'ltr'}" style="font-family:Arial,sans-serif;font-size:14px;color:#111827;max-width:640px">` +
    `<p>${escape(fill(t.greeting, { name: input.firstName }))}</p><p>${escape(t.intro)}</p>` +
    `<table role="presentation" style="width:100%;border-collapse:collapse">${rows}</table>` +
    (more > 0 ? `<p>${escape(fill(t.more, { count: more }))}</p>` : '') +
    `<p><a href="${escape(sheetUrl)}">${escape(t.openSheet)}</a> · <a href="${escape(reportUrl)}">${escape(t.openReport)}</a></p>` +
    `<p style="color:#6b7280;font-size:12px">${escape(fill(t.footer, { time: input.sendAt }))} ` +
    `<a href="${escape(settingsUrl)}">${escape(t.settings)}</a></p></div>`;

  return { to: input.to, subject: fill(t.subject, { count: input.total }), text, html };
}
