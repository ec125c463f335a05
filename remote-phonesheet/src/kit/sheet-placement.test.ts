import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import { deskAccess, MINE, mineOf, placeCall, type SheetView } from './sheet-placement';

const statuses = [
  { id: 'open', key: 'toReturn', name: 'To return', open: true, color: '#f00', order: 0, retired: false },
  { id: 'closed', key: 'returned', name: 'Returned', open: false, color: '#0f0', order: 1, retired: false },
] as CallStatus[];
const call = (id: string, over: Partial<Call> = {}): Call =>
  ({
    id,
    occurredAt: '2024-05-02T10:00:00.000Z',
    priority: 'today',
    statusId: 'open',
    deskUserId: 'd1',
    deletedAt: null,
    ...over,
  }) as Call;
const view: SheetView = {
  from: '2024-05-02T00:00:00.000Z',
  to: '2024-05-03T00:00:00.000Z',
  desk: null,
  rolledOver: [],
  today: [],
};

test("a call of the day goes to today's part, newest first", () => {
  let v = placeCall(view, call('a', { occurredAt: '2024-05-02T09:00:00.000Z' }), statuses);
  v = placeCall(v, call('b', { occurredAt: '2024-05-02T11:00:00.000Z' }), statuses);
  expect(v.today.map((c) => c.id)).toEqual(['b', 'a']);
  expect(v.rolledOver).toEqual([]);
});

test('open calls of earlier days roll over by priority, then oldest first; closed ones leave', () => {
  let v = view;
  v = placeCall(
    v,
    call('whenever', { priority: 'whenever', occurredAt: '2024-04-01T00:00:00.000Z' }),
    statuses,
  );
  v = placeCall(v, call('asap-new', { priority: 'asap', occurredAt: '2024-05-01T00:00:00.000Z' }), statuses);
  v = placeCall(v, call('asap-old', { priority: 'asap', occurredAt: '2024-04-20T00:00:00.000Z' }), statuses);
  expect(v.rolledOver.map((c) => c.id)).toEqual(['asap-old', 'asap-new', 'whenever']);
  v = placeCall(
    v,
    call('asap-old', { priority: 'asap', occurredAt: '2024-04-20T00:00:00.000Z', statusId: 'closed' }),
    statuses,
  );
  expect(v.rolledOver.map((c) => c.id)).toEqual(['asap-new', 'whenever']);
});

test('deleted calls and calls of another desk are not shown; restoring brings one back', () => {
  let v = placeCall(view, call('a'), statuses);
  v = placeCall(v, call('a', { deletedAt: '2024-05-02T10:05:00.000Z' }), statuses);
  expect(v.today).toEqual([]);
  v = placeCall(v, call('a'), statuses);
  expect(v.today.map((c) => c.id)).toEqual(['a']);
  const deskView = { ...view, desk: 'd2' };
  expect(placeCall(deskView, call('x'), statuses).today).toEqual([]);
});

test('"Mine" keeps a live call of the user’s own desk or a desk they cover now, not another desk', () => {
  const mine = { ...view, desk: MINE, mine: mineOf('me', [{ _id: 'me', covers: ['alex'] }]) };
  let v = placeCall(mine, call('own', { deskUserId: 'me' }), statuses);
  v = placeCall(v, call('covered', { deskUserId: 'alex' }), statuses);
  v = placeCall(v, call('other', { deskUserId: 'kim' }), statuses);
  expect(v.today.map((c) => c.id).sort()).toEqual(['covered', 'own']);
});

test('a user may change calls on their own desk and on a desk they cover now; an admin on every desk', () => {
  const users = [
    { _id: 'me', covers: ['alex'] },
    { _id: 'alex', covers: [] },
    { _id: 'kim', covers: ['me'] },
  ];
  const mayWork = deskAccess('me', false, users);
  expect(['me', 'alex', 'kim'].map(mayWork)).toEqual([true, true, false]);
  // Kim covers my desk, not Alex's.
  expect(['me', 'alex', 'kim'].map(deskAccess('kim', false, users))).toEqual([true, false, true]);
  expect(['me', 'alex', 'kim', 'sam'].map(deskAccess('me', true, users))).toEqual([true, true, true, true]);
  // Not signed in (the session still loading): no desk.
  expect(deskAccess(undefined, false, users)('me')).toBe(false);
});
