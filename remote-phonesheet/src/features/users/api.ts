import { api } from '@phonesheet/shared';
import type { CompanyUser, Envelope, Invitation, UpdateUserBody } from '@phonesheet/shared/contracts';
import type { AcceptInvitationBody } from './store/users-slice';

export const usersApi = {
  /** GET user/list: the whole reply is kept, since only a 200 counts as the list. */
  list: () => api.get<Envelope<CompanyUser[]>>('user/list'),
  update: (id: string, body: UpdateUserBody) =>
    api.patch<Envelope<CompanyUser>>(`user/${id}`, body).then((r) => r.data),
  remove: (id: string) => api.delete<{ msg: string }>(`user/${id}`).then((r) => r.data),
  invite: (email: string, role: 'admin' | 'user') =>
    api.post<Envelope<Invitation>>('invitations', { email, role }).then((r) => r.data),
  invitations: () => api.get<Envelope<Invitation[]>>('invitations').then((r) => r.data.data),
  accept: (body: AcceptInvitationBody) =>
    api.post<{ msg: string }>('invitations/accept', body, { auth: false }).then((r) => r.data),
};
