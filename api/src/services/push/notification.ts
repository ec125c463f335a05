import {
  CROSS_REMOTE_PATHS,
  PUSH_NOTES_MAX,
  type Call,
  type PushPayload,
} from '@phonesheet/shared/contracts';
import { DIGEST_LOCALES, DIGEST_TEXTS, fill, type DigestLocale } from '../digest/texts';
import { PUSH_TEXTS } from './texts';

/** The app's path that opens a call's row (the digest's and the calendar's link, relative). */
export const callPath = (id: string) => `${CROSS_REMOTE_PATHS.phoneSheet}?call=${encodeURIComponent(id)}`;

const localeOf = (value: string): DigestLocale =>
  (DIGEST_LOCALES as readonly string[]).includes(value) ? (value as DigestLocale) : 'en';

/** The start of the notes on one line, at most PUSH_NOTES_MAX characters with the ellipsis. */
export function notesStart(notes: string): string {
  const line = notes.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  if (chars.length <= PUSH_NOTES_MAX) return line;
  // At a word's end when one is near, so the start reads as words.
  const cut = chars.slice(0, PUSH_NOTES_MAX - 1).join('');
  const space = cut.lastIndexOf(' ');
  const head = space > PUSH_NOTES_MAX * 0.6 ? cut.slice(0, space) : cut;
  return `${head.trimEnd().replace(/[,;:]$/, '')}…`;
}

/** What the device shows for a call: caller, number, the start of the notes. */
export function callNotification(call: Call, locale: string): PushPayload {
  const lang = localeOf(locale);
  const number = call.phoneDisplay || call.phone;
  const name = call.contactName.trim();
  const company = call.contactCompany.trim();
  const caller = name && company ? `${name} (${company})` : name || company;
  const notes = notesStart(call.notes);
  const ext = call.extension ? ` ${fill(DIGEST_TEXTS[lang].ext, { ext: call.extension })}` : '';
  return {
    title: fill(PUSH_TEXTS[lang].callFrom, { who: caller || number }),
    body: [`${number}${ext}`, notes].filter(Boolean).join('\n'),
    url: callPath(call.id),
    callId: call.id,
    caller,
    number,
    notes,
  };
}
