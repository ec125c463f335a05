import type { IntlShape } from 'react-intl';
import { PHONESHEET_MESSAGES as PM, PHONESHEET_TEXTS, validationKeyOf } from '@phonesheet/shared/contracts';

/** Server messages (not validation texts) that the phone-sheet screens translate. */
const MESSAGE_KEYS: Record<string, string> = {
  [PM.adminOnly]: 'phonesheet.server.adminOnly',
  [PM.statusNotFound]: 'phonesheet.server.statusNotFound',
  [PM.lastStatus]: 'phonesheet.server.lastStatus',
};

/** The i18n key of a server text when it is one of the catalogues (usable where there is no intl, e.g. a toast). */
export function serverTextKey(text: string): string | undefined {
  return (
    validationKeyOf(text) ??
    (Object.keys(PHONESHEET_TEXTS) as Array<keyof typeof PHONESHEET_TEXTS>).find(
      (k) => PHONESHEET_TEXTS[k] === text,
    ) ??
    MESSAGE_KEYS[text]
  );
}

/** The translation of a server text when it is one of the catalogues, else the text itself. */
export function serverText(text: string, intl: IntlShape): string {
  const key = serverTextKey(text);
  if (!key || !intl.messages[key]) return text;
  return intl.formatMessage({ id: key });
}
