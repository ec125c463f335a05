import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { directionOf, useAppSelector, type LocaleKey } from '@phonesheet/shared';
import { hostMessagesFor, loadHostMessages } from '../i18n/host-messages';
import { mergeMessages } from './messages';
import { useRemotes } from './RemotesContext';

/**
 * The chosen language once the host's catalogue for it is here (bootstrap fetches the stored
 * one before the first render); until then the language shown before, so a switch never shows
 * raw message ids or a half-translated page.
 */
function useShownLocale(): LocaleKey {
  const chosen = useAppSelector((s) => s.settings.locale);
  const [shown, setShown] = useState<LocaleKey>(() => (hostMessagesFor(chosen) ? chosen : 'en'));
  useEffect(() => {
    if (shown === chosen) return;
    let current = true;
    loadHostMessages(chosen).then(
      () => current && setShown(chosen),
      (error: unknown) => console.warn(`[i18n] the ${chosen} catalogue could not be fetched`, error),
    );
    return () => {
      current = false;
    };
  }, [chosen, shown]);
  return shown;
}

/** react-intl and the <html dir lang>, from settings. antd comes with what draws it (HostAntd.tsx). */
export function LocalizedProviders({ children }: { children: ReactNode }) {
  const { remotes } = useRemotes();
  const locale = useShownLocale();
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
