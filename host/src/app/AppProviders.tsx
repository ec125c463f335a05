import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SlotsProvider, type AppStore } from '@phonesheet/shared';
import { LocalizedProviders } from './LocalizedProviders';
import { RemotesProvider, useRemotes } from './RemotesContext';
import { remoteSlots } from './remote-slots';
import type { RemoteState, RetryRemote } from './remote-state';

function RemoteSlots({ children }: { children: ReactNode }) {
  const { remotes } = useRemotes();
  const slots = useMemo(() => remoteSlots(remotes), [remotes]);
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
