import type { IntlShape } from 'react-intl';
import { PHONESHEET_TEXTS, validationKeyOf } from '@phonesheet/shared/contracts';

/** The translation of a server text when it is one of the catalogues, else the text itself. */
export function serverText(text: string, intl: IntlShape): string {
  const key =
    validationKeyOf(text) ??
    (Object.keys(PHONESHEET_TEXTS) as Array<keyof typeof PHONESHEET_TEXTS>).find(
      (k) => PHONESHEET_TEXTS[k] === text,
    );
  if (!key || !intl.messages[key]) return text;
  return intl.formatMessage({ id: key });
}
