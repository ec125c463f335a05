import { api } from '@phonesheet/shared';
import type { Call, DigestSettings, DigestSettingsBody, Envelope } from '@phonesheet/shared/contracts';

// Follow-ups and the morning digest's settings (docs/phone-sheet.md); sagas call these.
export const remindersApi = {
  /** Follow-ups due up to `until`: one desk, or without it the user's own and covered desks. */
  followUps: (q: { until: string; desk?: string }) =>
    api.get<Envelope<Call[]>>('calls/follow-ups', q).then((r) => r.data.data),
  digestSettings: () => api.get<Envelope<DigestSettings>>('digest/settings').then((r) => r.data.data),
  saveDigestSettings: (body: DigestSettingsBody) =>
    api.put<Envelope<DigestSettings>>('digest/settings', body).then((r) => r.data.data),
};
