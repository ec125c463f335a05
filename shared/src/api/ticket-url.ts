import { api } from './client';
import { buildUrl } from './base-url';
import type { Envelope } from '../contracts/envelope';
import type { UrlTicketData, UrlTicketPath } from '../contracts/auth';

/**
 * EventSource and download links cannot send the Authorization header: they carry a ticket
 * for that one path, valid 60 s (docs/phone-sheet.md), so the access token stays out of URLs.
 */
export async function ticketUrl(
  path: UrlTicketPath,
  params: Record<string, string | undefined> = {},
): Promise<string> {
  const reply = await api.post<Envelope<UrlTicketData>>('auth/urlTicket', { path });
  const search = new URLSearchParams();
  Object.entries(params).forEach(([k, v]) => v !== undefined && v !== '' && search.append(k, v));
  search.append('ticket', reply.data.data.ticket);
  return `${buildUrl(path)}?${search.toString()}`;
}
