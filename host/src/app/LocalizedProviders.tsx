import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { directionOf, useAppSelector, type LocaleKey } from '@phonesheet/shared';
import { hostMessagesFor, loadHostMessages } from '../i18n/host-messages';
import { mergeMessages } from './messages';
import { useRemotes } from './RemotesContext';
import { loadedModules } from './remote-state';

/**
 * The chosen language once the host's catalogue for it is here (bootstrap fetches the stored
 * one before the first render), and those of the loaded remotes that fetch theirs on demand;
 * until then the language shown before, so a switch never shows raw message ids or a
 * half-translated page.
 */
function useShownLocale(): LocaleKey {
  const chosen = useAppSelector((s) => s.settings.locale);
  const { remotes } = useRemotes();
  const [shown, setShown] = useState<LocaleKey>(() => (hostMessagesFor(chosen) ? chosen : 'en'));
  useEffect(() => {
    if (shown === chosen) return;
    let current = true;
    // A remote whose catalogue cannot be fetched shows in English rather than hold the switch.
    const remoteCatalogues = loadedModules(remotes).map((m) =>
      m
        .loadMessages?.(chosen)
        .catch((error: unknown) =>
          console.warn(`[i18n] the ${m.name} remote's ${chosen} catalogue could not be fetched`, error),
        ),
    );
    Promise.all([loadHostMessages(chosen), ...remoteCatalogues]).then(
      () => current && setShown(chosen),
      (error: unknown) => console.warn(`[i18n] the ${chosen} catalogue could not be fetched`, error),
    );
    return () => {
      current = false;
    };
  }, [chosen, shown, remotes]);
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
