import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { messages as en } from './i18n';

// The Reports page's English texts travel with the page's chunk, not in the module's catalogue
// (which every sheet page loads): they are added here under the host's texts, which hold them in
// the user's language once the remote's chunk of that language is in (src/i18n/languages).
export function ReportTexts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      formats={intl.formats}
      textComponent={intl.textComponent}
      onError={intl.onError}
      messages={{ ...en, ...(intl.messages as Record<string, string>) }}
    >
      {children}
    </IntlProvider>
  );
}
