import { createRoot } from 'react-dom/client';
import { call } from 'redux-saga/effects';
import { notifyUnauthorized, ticketUrl } from '../api';
import { LIVE_KEY, liveReducer, liveSaga } from '../live';
import { createAppStore, injectReducer, injectSaga } from '../store';
import type { RemoteModule } from '../module-contract/types';
import { StandaloneShell } from './StandaloneShell';

/** Boots a remote alone in the page's #root, with the store the host would have created. */
export function runStandalone(module: RemoteModule): void {
  const store = createAppStore();
  Object.entries(module.reducers ?? {}).forEach(([key, reducer]) => injectReducer(key, reducer));
  if (module.saga) injectSaga(`remote:${module.name}`, module.saga);
  // The event stream, as the host's shell follows it (host/src/features/live).
  injectReducer(LIVE_KEY, liveReducer);
  injectSaga('shell.live', function* shellLive() {
    yield call(liveSaga, { ticketUrl, notifyUnauthorized });
  });
  createRoot(document.getElementById('root')!).render(<StandaloneShell store={store} module={module} />);
}
