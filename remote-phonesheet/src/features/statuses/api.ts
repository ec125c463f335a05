import { api } from '@phonesheet/shared';
import type { CallStatus, Envelope, StatusBody } from '@phonesheet/shared/contracts';

// The statuses API (docs/phone-sheet.md): everyone reads, admins write; sagas call these.
export const statusesApi = {
  list: () => api.get<Envelope<CallStatus[]>>('statuses').then((r) => r.data.data),
  create: (body: StatusBody) => api.post<Envelope<CallStatus>>('statuses', body).then((r) => r.data.data),
  update: (id: string, body: StatusBody) =>
    api.patch<Envelope<CallStatus>>(`statuses/${id}`, body).then((r) => r.data.data),
  /** Deletes an unused status; one in use is retired. Answers which of the two happened. */
  remove: (id: string) => api.delete<{ msg: string }>(`statuses/${id}`).then((r) => r.data.msg),
};
