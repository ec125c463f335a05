import { createRoot } from 'react-dom/client';
import { createAppStore, selectSessionStatus, tokenStorage } from '@phonesheet/shared';
import { App } from './App';
import { loadHostMessages } from './i18n/host-messages';
import {
  loadRemoteModules,
  loadSignedInRemotes,
  retryRemote,
  useRemoteStates,
} from './federation/remote-registry';

const store = createAppStore();

/** Follows the remote registry, so each remote's routes appear as soon as it has loaded. */
function LiveApp() {
  const remotes = useRemoteStates();
  return <App store={store} remotes={remotes} retryRemote={retryRemote} />;
}

// Render at once: a slow or dead remote only affects its own routes, never start-up. A visitor
// loads only the remotes of the routes they open; a stored token or a sign-in loads the rest.
const registryReady = loadRemoteModules({ signedIn: !!tokenStorage.get() });
store.subscribe(() => {
  if (selectSessionStatus(store.getState()) === 'authenticated') {
    void registryReady.then(loadSignedInRemotes);
  }
});
// The stored language's catalogue first (one small chunk; none for English), so the first render
// is already in it. Without it (a failed fetch) the page starts in English.
void loadHostMessages(store.getState().settings.locale)
  .catch((error: unknown) => console.warn('[i18n] starting in English', error))
  .finally(() => createRoot(document.getElementById('root')!).render(<LiveApp />));
