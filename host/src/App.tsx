import { BrowserRouter } from 'react-router-dom';
import { AppProviders, type AppProvidersProps } from './app/AppProviders';
import { AntdOverlays } from './app/HostAntd';
import { IdleLockSlot } from './app/IdleLockSlot';
import { SessionBoot } from './app/SessionBoot';
import { AppRoutes } from './routing/AppRoutes';
import { RemotesRefresher } from './routing/RemotesRefresher';
import { ROUTER_FUTURE } from './routing/router-future';

export type AppProps = Omit<AppProvidersProps, 'children'> & {
  /** Reads remotes.json again (remote-registry refreshRemotes), at each route change. */
  refreshRemotes?: () => Promise<void>;
};

/** The host application: `<App store={store} remotes={states} retryRemote={retryRemote} />`. */
export function App({ refreshRemotes, ...props }: AppProps) {
  return (
    <AppProviders {...props}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <RemotesRefresher refresh={refreshRemotes} />
        <SessionBoot />
        <AppRoutes />
        <IdleLockSlot />
        <AntdOverlays />
      </BrowserRouter>
    </AppProviders>
  );
}

export default App;
