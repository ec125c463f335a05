import type { Call } from '@phonesheet/shared/contracts';
import type { OutgoingMail } from '../../mail/transports';
import { DIGEST_TEXTS, fill, type DigestLocale } from '../digest/texts';
import { callNotification, callPath } from '../push/notification';

// The e-mail of one call logged for the reader (docs/integrations.md, "E-mail per call"): the
// caller, the number, the whole notes and a link to the row, in the reader's language.

interface CallMailTexts {
  /** `{who}`: the caller, or the number. */
  subject: string;
  /** `{desk}`: the desk's user, when the reader covers that desk. */
  forDesk: string;
  notes: string;
  footer: string;
}

export const CALL_MAIL_TEXTS: Record<DigestLocale, CallMailTexts> = {
  en: {
    subject: 'Call from {who}',
    forDesk: 'For {desk} (you are covering the desk)',
    notes: 'Notes',
    footer: 'You get this e-mail for each call logged for you. Turn it off in My Account.',
  },
  fr: {
    subject: 'Appel de {who}',
    forDesk: 'Pour {desk} (vous remplacez ce poste)',
    notes: 'Notes',
    footer: 'Vous recevez cet e-mail pour chaque appel noté pour vous. Désactivez-le dans Mon compte.',
  },
  es: {
    subject: 'Llamada de {who}',
    forDesk: 'Para {desk} (está cubriendo su puesto)',
    notes: 'Notas',
    footer: 'Recibe este correo por cada llamada registrada para usted. Desactívelo en Mi cuenta.',
  },
  it: {
    subject: 'Chiamata da {who}',
    forDesk: 'Per {desk} (stai sostituendo la sua postazione)',
    notes: 'Note',
    footer: 'Ricevi questa e-mail per ogni chiamata registrata per te. Disattivala in Il mio account.',
  },
  zh: {
    subject: '{who} 来电',
    forDesk: '给 {desk}（您正在代管此值班台）',
    notes: '备注',
    footer: '每有一个为您记录的电话，您都会收到此邮件。可在“我的账户”中关闭。',
  },
  ar: {
    subject: 'مكالمة من {who}',
    forDesk: 'إلى {desk} (أنت تغطي مكتبه)',
    notes: 'ملاحظات',
    footer: 'تصلك هذه الرسالة عن كل مكالمة تُسجَّل لك. يمكنك إيقافها من حسابي.',
  },
};

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The mail of `call` for `to`; `covering`: the reader covers the call's desk (not theirs). */
export function callMail(a: {
  to: string;
  call: Call;
  locale: DigestLocale;
  covering: boolean;
  appUrl: string;
}): OutgoingMail {
  const texts = CALL_MAIL_TEXTS[a.locale];
  const shown = callNotification(a.call, a.locale);
  const link = `${a.appUrl.replace(/\/$/, '')}${callPath(a.call.id)}`;
  const ext = a.call.extension ? ` ${fill(DIGEST_TEXTS[a.locale].ext, { ext: a.call.extension })}` : '';
  const number = `${shown.number}${ext}`;
  const subject = fill(texts.subject, { who: shown.caller || shown.number });
  const forDesk = a.covering ? fill(texts.forDesk, { desk: a.call.deskName }) : null;
  const notes = a.call.notes.trim();
  const openCall = DIGEST_TEXTS[a.locale].openCall;
  const dir = a.locale === 'ar' ? 'rtl' : 'ltr';
  const text = [
    subject,
    number,
    forDesk,
    notes ? `\n${texts.notes}:\n${notes}` : null,
    `\n${openCall}: ${link}`,
    `\n${texts.footer}`,
  ]
    .filter((x) => x !== null)
    .join('\n');
  const html = `<div dir="${dir}" lang="${a.locale}"><h2>${escape(subject)}</h2><p>${escape(number)}</p>${
    forDesk ? `<p>${escape(forDesk)}</p>` : ''
  }${
    notes ? `<p><strong>${escape(texts.notes)}</strong><br>${escape(notes).replace(/\n/g, '<br>')}</p>` : ''
  }<p><a href="${escape(link)}">${escape(openCall)}</a></p><p style="color:#666">${escape(texts.footer)}</p></div>`;
  return { to: a.to, subject, text, html };
}
