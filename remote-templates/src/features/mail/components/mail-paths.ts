import { generatePath } from 'react-router-dom';
import { TEMPLATE_PATHS } from '../../../route-paths';
import type { MailListQuery } from '../types';

/** The list a route shows: /apps/mail/:folder or /apps/mail/label/:label. */
export function queryOfRoute(params: { folder?: string; label?: string }, page = 0): MailListQuery {
  return params.label
    ? { type: 'label', name: params.label, page }
    : { type: 'folder', name: params.folder ?? 'inbox', page };
}

/** The route of a list (and, with `id`, of one of its mails). */
export function pathOf(query: Pick<MailListQuery, 'type' | 'name'>, id?: number): string {
  const paths = TEMPLATE_PATHS.mail;
  if (query.type === 'label') {
    return id === undefined
      ? generatePath(paths.label, { label: query.name })
      : generatePath(paths.labelMail, { label: query.name, id: String(id) });
  }
  return id === undefined
    ? generatePath(paths.folder, { folder: query.name })
    : generatePath(paths.folderMail, { folder: query.name, id: String(id) });
}
