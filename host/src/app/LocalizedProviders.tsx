import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { directionOf, useAppSelector, type LocaleKey, type RemoteModule } from '@phonesheet/shared';
import { hostMessagesFor, loadHostMessages } from '../i18n/host-messages';
import { mergeMessages } from './messages';
import { loadedModules } from './remote-state';
import { useRemotes } from './RemotesContext';

/**
 * The chosen language once the host's catalogue for it is here (bootstrap fetches the stored
 * one before the first render), and each loaded remote's that fetches its own (`loadMessages`);
 * until then the language shown before, so a switch never shows raw message ids or a
 * half-translated page.
 */
function useShownLocale(modules: RemoteModule[]): LocaleKey {
  const chosen = useAppSelector((s) => s.settings.locale);
  const [shown, setShown] = useState<LocaleKey>(() => (hostMessagesFor(chosen) ? chosen : 'en'));
  useEffect(() => {
    if (shown === chosen) return;
    let current = true;
    // A remote whose texts do not come shows them in English; the host's own are needed.
    const remoteTexts = modules.map((m) =>
      m.loadMessages?.(chosen).catch((error: unknown) => {
        console.warn(`[i18n] the ${m.name} remote's ${chosen} texts could not be fetched`, error);
      }),
    );
    Promise.all([loadHostMessages(chosen), ...remoteTexts]).then(
      () => current && setShown(chosen),
      (error: unknown) => console.warn(`[i18n] the ${chosen} catalogue could not be fetched`, error),
    );
    return () => {
      current = false;
    };
    // The remotes loaded at the switch; one loading later fetches the chosen language itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen, shown]);
  return shown;
}

/** react-intl and the <html dir lang>, from settings. antd comes with what draws it (HostAntd.tsx). */
export function LocalizedProviders({ children }: { children: ReactNode }) {
  const { remotes } = useRemotes();
  const locale = useShownLocale(loadedModules(remotes));
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
