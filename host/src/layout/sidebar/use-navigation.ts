import { useMemo } from 'react';
import { selectRole, useAppSelector, type NavItem } from '@phonesheet/shared';
import { useRemotes } from '../../app/RemotesContext';
import { loadedModules } from '../../app/remote-state';
import { buildNavigationTree, filterByRole } from './navigation-tree';

/** The sidebar entries the signed-in user may see. */
export function useNavigation(): NavItem[] {
  const { remotes } = useRemotes();
  const role = useAppSelector(selectRole);
  return useMemo(() => filterByRole(buildNavigationTree(loadedModules(remotes)), role), [remotes, role]);
}
