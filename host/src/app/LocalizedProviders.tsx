import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { directionOf, useAppSelector } from '@phonesheet/shared';
import { mergeMessages } from './messages';
import { useRemotes } from './RemotesContext';

/** react-intl and the <html dir lang>, from settings. antd's providers come later (AntdGate). */
export function LocalizedProviders({ children }: { children: ReactNode }) {
  const { remotes } = useRemotes();
  const locale = useAppSelector((s) => s.settings.locale);
  const direction = directionOf(locale);
  const messages = useMemo(() => mergeMessages(locale, remotes), [locale, remotes]);

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
  }, [direction, locale]);

  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
