import type { MailListQuery } from '../types';

/** The list a route shows: /apps/mail/:folder or /apps/mail/label/:label. */
export function queryOfRoute(params: { folder?: string; label?: string }, page = 0): MailListQuery {
  return params.label
    ? { type: 'label', name: params.label, page }
    : { type: 'folder', name: params.folder ?? 'inbox', page };
}

/** The route of a list (and, with `id`, of one of its mails). */
export function pathOf(query: Pick<MailListQuery, 'type' | 'name'>, id?: number): string {
  const base = query.type === 'label' ? `/apps/mail/label/${query.name}` : `/apps/mail/${query.name}`;
  return id === undefined ? base : `${base}/${id}`;
}
