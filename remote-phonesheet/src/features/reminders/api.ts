import { api } from '@phonesheet/shared';
import type { Call, Envelope } from '@phonesheet/shared/contracts';

// Follow-ups (docs/phone-sheet.md); sagas call these.
export const remindersApi = {
  /** Follow-ups due up to `until`: one desk, or without it the user's own and covered desks. */
  followUps: (q: { until: string; desk?: string }) =>
    api.get<Envelope<Call[]>>('calls/follow-ups', q).then((r) => r.data.data),
};
