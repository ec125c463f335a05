import { api } from '@phonesheet/shared';
import type { DigestSettings, DigestSettingsBody, Envelope } from '@phonesheet/shared/contracts';

// The morning digest's settings (docs/phone-sheet.md); sagas call these.
export const digestApi = {
  settings: () => api.get<Envelope<DigestSettings>>('digest/settings').then((r) => r.data.data),
  save: (body: DigestSettingsBody) =>
    api.put<Envelope<DigestSettings>>('digest/settings', body).then((r) => r.data.data),
};
