import type { NavItem, Role } from '@phonesheet/shared';

export const APPLICATION_GROUP_ID = 'application';
const APPLICATION_ALIASES = new Set([APPLICATION_GROUP_ID, 'app']);

/**
 * The sidebar tree from each remote's entries: one "Application" group gathering them; remote
 * groups with the same id are merged.
 */
export function buildNavigationTree(remotesEntries: Array<NavItem[]>): NavItem[] {
  const application: NavItem = {
    id: APPLICATION_GROUP_ID,
    type: 'group',
    messageId: 'host.sidebar.application',
    children: [],
  };
  const groups = new Map<string, NavItem>([[APPLICATION_GROUP_ID, application]]);
  for (const entries of remotesEntries) {
    for (const item of entries) {
      if (item.type !== 'group') {
        application.children!.push(item);
        continue;
      }
      const id = APPLICATION_ALIASES.has(item.id) ? APPLICATION_GROUP_ID : item.id;
      const existing = groups.get(id);
      if (existing) existing.children = [...(existing.children ?? []), ...(item.children ?? [])];
      else groups.set(id, { ...item, children: [...(item.children ?? [])] });
    }
  }
  // Each remote adds its own entries to a group: their `order` places them among the others'.
  const place = (item: NavItem) => item.order ?? Number.MAX_SAFE_INTEGER;
  return [...groups.values()]
    .filter((g) => (g.children ?? []).length > 0)
    .map((g) => ({ ...g, children: [...(g.children ?? [])].sort((a, b) => place(a) - place(b)) }));
}

/** Drops entries whose permittedRole excludes the user, and containers left empty. */
export function filterByRole(items: NavItem[], role: Role): NavItem[] {
  return items.flatMap((item) => {
    if (item.permittedRole && !item.permittedRole.includes(role)) return [];
    if (item.type === 'group' || item.type === 'collapse') {
      const children = filterByRole(item.children ?? [], role);
      return children.length ? [{ ...item, children }] : [];
    }
    return [item];
  });
}

function matches(item: NavItem, pathname: string): boolean {
  if (!item.url) return false;
  if (item.exact) return pathname === item.url;
  const prefix = item.match ?? item.url;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The id of the entry whose URL best (longest) matches the path, and its parents' ids. */
export function activeTrail(items: NavItem[], pathname: string): { selected?: string; open: string[] } {
  let best: { id: string; length: number; parents: string[] } | undefined;
  const walk = (list: NavItem[], parents: string[]) => {
    for (const item of list) {
      if (item.type === 'item' && matches(item, pathname)) {
        const length = (item.match ?? item.url!).length;
        if (!best || length > best.length) best = { id: item.id, length, parents };
      }
      if (item.children) walk(item.children, item.type === 'collapse' ? [...parents, item.id] : parents);
    }
  };
  walk(items, []);
  return { selected: best?.id, open: best?.parents ?? [] };
}

/** Every item with a URL, by id (for navigating on menu clicks). */
export function urlsById(items: NavItem[]): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (list: NavItem[]) =>
    list.forEach((item) => {
      if (item.url) map.set(item.id, item.url);
      if (item.children) walk(item.children);
    });
  walk(items);
  return map;
}
