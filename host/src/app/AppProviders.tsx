import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SlotsProvider, type AppStore } from '@phonesheet/shared';
import { LocalizedProviders } from './LocalizedProviders';
import { framed } from './remote-frame';
import { RemotesProvider, useRemotes } from './RemotesContext';
import { loadedModules, type RemoteState, type RetryRemote } from './remote-state';

function RemoteSlots({ children }: { children: ReactNode }) {
  const { remotes } = useRemotes();
  const slots = useMemo(
    () =>
      loadedModules(remotes).reduce<Record<string, ComponentType>>(
        (all, m) => ({
          ...all,
          ...Object.fromEntries(Object.entries(m.slots ?? {}).map(([k, C]) => [k, framed(m.Frame, C)])),
        }),
        {},
      ),
    [remotes],
  );
  return <SlotsProvider slots={slots}>{children}</SlotsProvider>;
}

export interface AppProvidersProps {
  store: AppStore;
  remotes: RemoteState[];
  retryRemote?: RetryRemote;
  children: ReactNode;
}

/** Everything above the router: the one store, remotes, i18n, antd theme, slots. */
export function AppProviders({ store, remotes, retryRemote, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <RemotesProvider initial={remotes} retryRemote={retryRemote}>
        <LocalizedProviders>
          <RemoteSlots>{children}</RemoteSlots>
        </LocalizedProviders>
      </RemotesProvider>
    </Provider>
  );
}
