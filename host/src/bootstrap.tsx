import { createRoot } from 'react-dom/client';
import { createAppStore } from '@phonesheet/shared';
import { App } from './App';
import { loadHostMessages } from './i18n/host-messages';
import {
  loadRemoteModules,
  refreshRemotes,
  retryRemote,
  useRemoteStates,
} from './federation/remote-registry';

const store = createAppStore();

/** Follows the remote registry, so each remote's routes appear as soon as it has loaded. */
function LiveApp() {
  const remotes = useRemoteStates();
  return <App store={store} remotes={remotes} retryRemote={retryRemote} refreshRemotes={refreshRemotes} />;
}

// Render at once: a slow or dead remote only affects its own routes, never start-up. Signed in
// or not, a page loads only the remotes it draws (a route, a slot, the lock screen).
void loadRemoteModules({ locale: () => store.getState().settings.locale });
// The stored language's catalogue first (one small chunk; none for English), so the first render
// is already in it. Without it (a failed fetch) the page starts in English.
void loadHostMessages(store.getState().settings.locale)
  .catch((error: unknown) => console.warn('[i18n] starting in English', error))
  .finally(() => createRoot(document.getElementById('root')!).render(<LiveApp />));
