import type { NavItem } from '@phonesheet/shared';

/** Where the top bar's search sends a text: the phone-sheet history, which reads `?q=`. */
export const HISTORY_SEARCH_PATH = '/dashboards/PhoneSheetHistory';

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
