import { createIntl, createIntlCache } from 'react-intl';
import type { LocaleKey } from '@phonesheet/shared';
import type { Call } from '@phonesheet/shared/contracts';
import { REMOTE_TEXTS } from '../../../kit/remote-texts';

// The browser's own notification, shown when the user allowed it (otherwise the sheet shows an
// in-app notice). The saga has no React tree, so the texts come from a small intl of its own.
const cache = createIntlCache();

export const browserNoticesAllowed = (): boolean =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted';

export function showBrowserReminder(call: Call, locale: LocaleKey): void {
  const intl = createIntl({ locale, messages: { ...REMOTE_TEXTS.en, ...REMOTE_TEXTS[locale] } }, cache);
  const who = call.contactName || call.phoneDisplay;
  const notice = new Notification(intl.formatMessage({ id: 'phonesheet.reminder.title' }, { name: who }), {
    body: [call.contactCompany, call.phoneDisplay, call.notes].filter(Boolean).join(' · '),
    tag: `follow-up-${call.id}`,
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
  });
  notice.onclick = () => {
    window.focus();
    notice.close();
  };
}
