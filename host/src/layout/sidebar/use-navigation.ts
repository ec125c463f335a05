import { useEffect, useMemo } from 'react';
import { selectRole, selectSettings, useAppSelector, type NavItem } from '@phonesheet/shared';
import { useRemotes } from '../../app/RemotesContext';
import { loadedModules } from '../../app/remote-state';
import { buildNavigationTree, filterByRole } from './navigation-tree';

/** The remote whose navigation shows only on request (the customiser's "Show template demos"). */
export const TEMPLATES_REMOTE = 'templates';

/**
 * The sidebar entries the signed-in user may see. The template demos' groups join them only
 * when the user shows them; that is also when the templates remote is first loaded.
 */
export function useNavigation(): NavItem[] {
  const { remotes, retry } = useRemotes();
  const role = useAppSelector(selectRole);
  const { showTemplates } = useAppSelector(selectSettings);
  const templatesIdle = remotes.find((r) => r.name === TEMPLATES_REMOTE)?.status === 'idle';

  useEffect(() => {
    if (showTemplates && templatesIdle) void retry(TEMPLATES_REMOTE);
  }, [showTemplates, templatesIdle, retry]);

  return useMemo(() => {
    const modules = loadedModules(remotes).filter((m) => showTemplates || m.name !== TEMPLATES_REMOTE);
    return filterByRole(buildNavigationTree(modules), role);
  }, [remotes, role, showTemplates]);
}
