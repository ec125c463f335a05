import type { NavItem, Role } from '@phonesheet/shared';
import { AUTH_PATHS } from '../../../../remote-auth/src/route-paths';
import { PHONESHEET_PATHS, STATUSES_QUERY } from '../../../../remote-phonesheet/src/route-paths';

/** Where the top bar's search sends a text: the phone-sheet history, which reads `?q=`. */
export const HISTORY_SEARCH_PATH = PHONESHEET_PATHS.history;

/** Where View All of the notifications lists them (the host's own page). */
export const NOTIFICATIONS_PATH = '/notifications';

/**
 * Pages the search finds that are not sidebar entries (the sidebar's come from the navigation,
 * role-filtered there); paths from the remotes' own route-paths modules. `admin`: admins only.
 */
export const EXTRA_PAGES: Array<{ url: string; messageId: string; admin?: boolean }> = [
  { url: AUTH_PATHS.myProfile, messageId: 'host.search.myAccount' },
  { url: `${PHONESHEET_PATHS.phoneSheet}?${STATUSES_QUERY}`, messageId: 'host.search.statuses', admin: true },
  { url: NOTIFICATIONS_PATH, messageId: 'host.search.notifications' },
];

/** The extra pages the role may open, as navigation entries (for pagesOf). */
export function extraPagesFor(role: Role): NavItem[] {
  return EXTRA_PAGES.filter((p) => !p.admin || role === 'admin').map((p) => ({
    id: p.url,
    type: 'item',
    url: p.url,
    messageId: p.messageId,
  }));
}

export function historySearchUrl(text: string): string {
  return `${HISTORY_SEARCH_PATH}?${new URLSearchParams({ q: text.trim() })}`;
}

export interface PageTarget {
  url: string;
  title: string;
}

/** Case and accents aside, so "reglages" finds "Réglages" and "PHONE" finds "Phone Sheet". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/** Every page of the navigation the user sees, with its translated title, once per URL. */
export function pagesOf(navigation: NavItem[], translate: (id: string) => string): PageTarget[] {
  const pages = new Map<string, PageTarget>();
  const walk = (items: NavItem[]) => {
    for (const item of items) {
      if (item.type === 'item' && item.url && item.messageId && !pages.has(item.url)) {
        pages.set(item.url, { url: item.url, title: translate(item.messageId) });
      }
      walk(item.children ?? []);
    }
  };
  walk(navigation);
  return [...pages.values()];
}

/** The pages whose title holds the text; titles that start with it first. */
export function matchingPages(pages: PageTarget[], text: string, limit = 8): PageTarget[] {
  const wanted = foldText(text);
  if (!wanted) return [];
  return pages
    .map((page) => ({ page, at: foldText(page.title).indexOf(wanted) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.page.title.localeCompare(b.page.title))
    .slice(0, limit)
    .map(({ page }) => page);
}

/** Ctrl+K, or ⌘K on a Mac: the shortcut that focuses the search from anywhere. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

export function onMac(): boolean {
  return (
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  );
}
