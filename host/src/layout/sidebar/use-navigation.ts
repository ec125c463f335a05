import { useEffect, useMemo } from 'react';
import { selectRole, selectSettings, useAppSelector, type NavItem } from '@phonesheet/shared';
import { useRemotes } from '../../app/RemotesContext';
import type { RemoteState } from '../../app/remote-state';
import { KNOWN_NAVIGATION } from '../../federation/known-navigation';
import { buildNavigationTree, filterByRole } from './navigation-tree';

/** The remote whose navigation shows only on request (the customiser's "Show template demos"). */
export const TEMPLATES_REMOTE = 'templates';

/**
 * Each remote's entries: a loaded remote's own, else those it is known to have (a remote is
 * fetched when one of its pages opens, not to draw the menu); a failed remote has none.
 */
export function navigationOf(remotes: RemoteState[], showTemplates: boolean): Array<NavItem[]> {
  return remotes.flatMap((r) => {
    if (r.name === TEMPLATES_REMOTE && !showTemplates) return [];
    if (r.status === 'loaded') return r.module?.navigation ? [r.module.navigation] : [];
    if (r.status === 'failed') return [];
    const known = KNOWN_NAVIGATION[r.name];
    return known ? [known] : [];
  });
}

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
    return filterByRole(buildNavigationTree(navigationOf(remotes, showTemplates)), role);
  }, [remotes, role, showTemplates]);
}
