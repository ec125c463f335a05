import type { Call } from '@phonesheet/shared/contracts';

/** A call with every field the API answers; tests override what they look at. */
export const sampleCall = (extra: Partial<Call> = {}): Call => ({
  id: 'c1',
  direction: 'in',
  contactName: 'Ada',
  contactCompany: 'AE',
  phone: '2125550100',
  phoneE164: '+12125550100',
  phoneDisplay: '(212) 555-0100',
  extension: null,
  deskUserId: 'u1',
  deskName: 'Ann Lee',
  statusId: 's1',
  priority: 'asap',
  notes: '',
  occurredAt: '2026-11-20T10:00:00.000Z',
  followUpAt: null,
  loggedBy: 'u1',
  loggedByName: 'Ann Lee',
  loggedByPhoneSystem: false,
  callbackOf: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
  deletedAt: null,
  ...extra,
});
