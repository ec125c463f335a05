import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import ar from './i18n/ar.json';
import it from './i18n/it.json';
import es from './i18n/es.json';
import fr from './i18n/fr.json';

// The Reports page's texts travel with the page's chunk, not in the module's catalogue (which
// every sheet page loads): they are added to the host's texts here, in the user's language.
const TEXTS: Record<string, Record<string, string>> = { en, zh, ar, it, es, fr };

export function ReportTexts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const texts = TEXTS[intl.locale.slice(0, 2)] ?? en;
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      formats={intl.formats}
      textComponent={intl.textComponent}
      onError={intl.onError}
      messages={{ ...(intl.messages as Record<string, string>), ...en, ...texts }}
    >
      {children}
    </IntlProvider>
  );
}
