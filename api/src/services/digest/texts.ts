import type { Priority } from '@phonesheet/shared/contracts';

/** The app's six locales; the digest is written in the one the user chose. */
export const DIGEST_LOCALES = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
export type DigestLocale = (typeof DIGEST_LOCALES)[number];

export interface DigestTexts {
  /** `{count}`: how many calls are owed. */
  subject: string;
  /** `{name}`: the reader's first name. */
  greeting: string;
  intro: string;
  priority: Record<Priority, string>;
  /** `{day}`: a weekday ("Thu") or, for calls older than a week, a date. */
  owedSince: string;
  owedToday: string;
  /** `{name}`: the desk's owner, shown when the reader has more than one desk. */
  desk: string;
  /** `{ext}` */
  ext: string;
  openCall: string;
  /** `{count}`: calls not listed (the mail lists the first DIGEST_LIST_MAX). */
  more: string;
  openSheet: string;
  /** The link to the Reports page (the last 7 days of the reader's desk). */
  openReport: string;
  /** `{time}`: the reader's digest time. */
  footer: string;
  settings: string;
}

// The priority names and "owed since" are the sheet's own words (remote-phonesheet i18n).
export const DIGEST_TEXTS: Record<DigestLocale, DigestTexts> = {
  en: {
    subject: 'Phone Sheet: calls to return ({count})',
    greeting: 'Good morning {name},',
    intro: 'These calls on your desks are waiting for an answer, most urgent first.',
    priority: { asap: 'ASAP', today: 'Today', whenever: 'Whenever' },
    owedSince: 'owed since {day}',
    owedToday: 'owed since today',
    desk: 'Desk: {name}',
    ext: 'ext. {ext}',
    openCall: 'Open the call',
    more: 'and {count} more on the sheet',
    openSheet: 'Open the phone sheet',
    openReport: 'See the last 7 days in Reports',
    footer: 'You get this e-mail on working days at {time} when calls are owed.',
    settings: 'Change the time or turn it off in My Account',
  },
  zh: {
    subject: '电话记录表：待回电话（{count}）',
    greeting: '{name}，早上好：',
    intro: '您负责的值班台上有以下电话等待回复，最紧急的排在最前。',
    priority: { asap: '尽快', today: '今天', whenever: '随时' },
    owedSince: '自{day}起待处理',
    owedToday: '今天起待处理',
    desk: '值班台：{name}',
    ext: '分机 {ext}',
    openCall: '打开此电话',
    more: '表上还有 {count} 个',
    openSheet: '打开电话记录表',
    openReport: '在报表中查看最近 7 天',
    footer: '有待回电话时，您会在每个工作日 {time} 收到此邮件。',
    settings: '在“我的账户”中更改时间或关闭',
  },
  ar: {
    subject: 'سجل المكالمات: مكالمات بانتظار الرد ({count})',
    greeting: 'صباح الخير يا {name}،',
    intro: 'هذه المكالمات على مكاتبك بانتظار الرد، الأكثر إلحاحًا أولًا.',
    priority: { asap: 'عاجل', today: 'اليوم', whenever: 'في أي وقت' },
    owedSince: 'مستحقة منذ {day}',
    owedToday: 'مستحقة منذ اليوم',
    desk: 'المكتب: {name}',
    ext: 'تحويلة {ext}',
    openCall: 'فتح المكالمة',
    more: 'و{count} أخرى في السجل',
    openSheet: 'فتح سجل المكالمات',
    openReport: 'عرض آخر 7 أيام في التقارير',
    footer: 'تصلك هذه الرسالة في أيام العمل الساعة {time} عندما تكون هناك مكالمات مستحقة.',
    settings: 'غيّر الوقت أو أوقفها من حسابي',
  },
  it: {
    subject: 'Phone Sheet: chiamate da richiamare ({count})',
    greeting: 'Buongiorno {name},',
    intro: 'Queste chiamate sulle tue postazioni attendono una risposta, le più urgenti prima.',
    priority: { asap: 'Subito', today: 'Oggi', whenever: 'Quando possibile' },
    owedSince: 'in sospeso da {day}',
    owedToday: 'in sospeso da oggi',
    desk: 'Postazione: {name}',
    ext: 'int. {ext}',
    openCall: 'Apri la chiamata',
    more: 'e altre {count} sul foglio',
    openSheet: 'Apri il foglio chiamate',
    openReport: 'Vedi gli ultimi 7 giorni nei report',
    footer: 'Ricevi questa e-mail nei giorni lavorativi alle {time} quando ci sono chiamate in sospeso.',
    settings: "Cambia l'ora o disattivala in Il mio account",
  },
  es: {
    subject: 'Phone Sheet: llamadas por devolver ({count})',
    greeting: 'Buenos días, {name}:',
    intro: 'Estas llamadas de tus puestos esperan respuesta, las más urgentes primero.',
    priority: { asap: 'Urgente', today: 'Hoy', whenever: 'Cuando se pueda' },
    owedSince: 'pendiente desde el {day}',
    owedToday: 'pendiente desde hoy',
    desk: 'Puesto: {name}',
    ext: 'ext. {ext}',
    openCall: 'Abrir la llamada',
    more: 'y {count} más en la hoja',
    openSheet: 'Abrir la hoja de llamadas',
    openReport: 'Ver los últimos 7 días en Informes',
    footer: 'Recibes este correo los días laborables a las {time} cuando hay llamadas pendientes.',
    settings: 'Cambia la hora o desactívalo en Mi cuenta',
  },
  fr: {
    subject: 'Phone Sheet : appels à rendre ({count})',
    greeting: 'Bonjour {name},',
    intro: 'Ces appels de vos postes attendent une réponse, les plus urgents d’abord.',
    priority: { asap: 'Urgent', today: 'Aujourd’hui', whenever: 'Quand possible' },
    owedSince: 'en attente depuis {day}',
    owedToday: 'en attente depuis aujourd’hui',
    desk: 'Poste : {name}',
    ext: 'poste {ext}',
    openCall: 'Ouvrir l’appel',
    more: 'et {count} de plus sur la feuille',
    openSheet: 'Ouvrir la feuille d’appels',
    openReport: 'Voir les 7 derniers jours dans Rapports',
    footer: 'Vous recevez cet e-mail les jours ouvrés à {time} quand des appels sont en attente.',
    settings: 'Changez l’heure ou désactivez-le dans Mon compte',
  },
};

/** `{name}` placeholders filled in (values are plain text; the HTML builder escapes after). */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
