import type { DigestLocale } from '../digest/texts';

// The feed is written in the language the user chose for the morning digest (My Account);
// priority names, "Desk" and "ext." come from the digest's texts.
export interface CalendarTexts {
  /** X-WR-CALNAME after the company's name. */
  calName: string;
  /** An owed call's event: `{who}` is the caller (name, company, or number). */
  returnCall: string;
  /** A follow-up reminder on a call no longer owed. */
  followUp: string;
  /** `{time}`: when the call came in, in the reader's zone. */
  loggedAt: string;
}

export const CALENDAR_TEXTS: Record<DigestLocale, CalendarTexts> = {
  en: {
    calName: 'calls to return',
    returnCall: 'Call back {who}',
    followUp: 'Follow up with {who}',
    loggedAt: 'Call taken {time}',
  },
  fr: {
    calName: 'appels à rendre',
    returnCall: 'Rappeler {who}',
    followUp: 'Relancer {who}',
    loggedAt: 'Appel reçu {time}',
  },
  es: {
    calName: 'llamadas por devolver',
    returnCall: 'Devolver la llamada a {who}',
    followUp: 'Hacer seguimiento con {who}',
    loggedAt: 'Llamada recibida {time}',
  },
  it: {
    calName: 'chiamate da richiamare',
    returnCall: 'Richiamare {who}',
    followUp: 'Ricontattare {who}',
    loggedAt: 'Chiamata ricevuta {time}',
  },
  zh: {
    calName: '待回电话',
    returnCall: '回电给 {who}',
    followUp: '跟进 {who}',
    loggedAt: '来电时间 {time}',
  },
  ar: {
    calName: 'مكالمات يجب الرد عليها',
    returnCall: 'معاودة الاتصال بـ {who}',
    followUp: 'متابعة {who}',
    loggedAt: 'وقت المكالمة {time}',
  },
};

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
