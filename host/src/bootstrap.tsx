import { createRoot } from 'react-dom/client';
import { createAppStore } from '@phonesheet/shared';
import { App } from './App';
import { loadRemoteModules, retryRemote, useRemoteStates } from './federation/remote-registry';

const store = createAppStore();

/** Follows the remote registry, so each remote's routes appear as soon as it has loaded. */
function LiveApp() {
  const remotes = useRemoteStates();
  return <App store={store} remotes={remotes} retryRemote={retryRemote} />;
}

// Render at once: a slow or dead remote only affects its own routes, never start-up.
void loadRemoteModules();
createRoot(document.getElementById('root')!).render(<LiveApp />);
