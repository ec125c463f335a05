import type { CallStatus } from '@phonesheet/shared/contracts';

/** A status as the API answers it; tests override what they look at. */
export const st = (id: string, name: string, order: number, extra: Partial<CallStatus> = {}): CallStatus => ({
  id,
  key: null,
  name,
  open: true,
  color: '#1a66e0',
  order,
  retired: false,
  ...extra,
});

/** Three offered statuses (one closed) and a retired one. */
export const sampleStatuses = (): CallStatus[] => [
  st('s1', 'To return', 0, { key: 'toReturn' }),
  st('s2', 'Returned', 1, { key: 'returned', open: false }),
  st('s3', 'Waiting', 2),
  st('s9', 'Old', 1, { retired: true }),
];
