/** Contact, task and mail lists are paged by 15 (e-commerce by 10; see docs/templates.md). */
export const LIST_PAGE_SIZE = 15;

export interface Page<T> {
  list: T[];
  /** The full filtered size, whatever the page. */
  total: number;
}

/**
 * Page `page` (0-based) of `items`: all of them when they fit in one page, an empty list past
 * the end; a page that is not a whole number ≥ 0 counts as the first.
 */
export function paginate<T>(items: T[], page: unknown, size = LIST_PAGE_SIZE): Page<T> {
  if (items.length <= size) return { list: items, total: items.length };
  const index = Number(page);
  const start = (Number.isInteger(index) && index >= 0 ? index : 0) * size;
  return { list: items.slice(start, start + size), total: items.length };
}
