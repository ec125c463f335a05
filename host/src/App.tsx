import { BrowserRouter } from 'react-router-dom';
import { AntdGate } from './app/AntdGate';
import { AppProviders, type AppProvidersProps } from './app/AppProviders';
import { IdleLockSlot } from './app/IdleLockSlot';
import { SessionBoot } from './app/SessionBoot';
import { AppRoutes } from './routing/AppRoutes';
import { ROUTER_FUTURE } from './routing/router-future';

export type AppProps = Omit<AppProvidersProps, 'children'>;

/** The host application: `<App store={store} remotes={states} retryRemote={retryRemote} />`. */
export function App(props: AppProps) {
  return (
    <AppProviders {...props}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <SessionBoot />
        <AntdGate>
          <AppRoutes />
          <IdleLockSlot />
        </AntdGate>
      </BrowserRouter>
    </AppProviders>
  );
}

export default App;
