import { selectDueReminders } from '@phonesheet/shared';
import { mockFetch } from '@phonesheet/shared/testing';
import { sampleCall } from '../../../testing/calls';
import { setupStore } from '../../../testing/test-store';
import { sheetActions } from '../../../kit/store/sheet-state';
import { remindersActions as A, selectReminders } from './reminders-slice';

// Reminders are about time: the saga's clock and timers are jest's, moved by the test, so a
// busy machine cannot make a follow-up due before the test looks.
const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);
const flush = () => wait(0);

function routes(followUps: unknown[], patched?: unknown) {
  return {
    'GET /api/v1/calls/sheet': {
      body: {
        data: { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z', rolledOver: [], today: [] },
      },
    },
    'GET /api/v1/statuses': { body: { data: [] } },
    'GET /api/v1/user/list': { body: { data: [{ _id: 'u1', covers: ['u2'] }] } },
    'GET /api/v1/calls/follow-ups': { body: { data: followUps } },
    'GET /api/v1/digest/settings': { body: { data: { saved: true } } },
    'PATCH /api/v1/calls/c1': { body: { data: patched ?? null } },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

test('a follow-up a moment ahead becomes an in-app notice at its time, and the drawer lists it', async () => {
  const soon = sampleCall({ followUpAt: new Date(Date.now() + 300).toISOString(), deskUserId: 'u1' });
  const { calls } = mockFetch(routes([soon]));
  const store = setupStore({ _id: 'u1' });
  store.dispatch(sheetActions.pageOpened({ desk: null }));
  await wait(50);
  // All desks: the user's own and covered desks, asked of the API without a desk.
  const asked = calls.find((c) => c.url.includes('/calls/follow-ups'));
  expect(asked?.url).toContain('until=');
  expect(asked?.url).not.toContain('desk=');
  expect(selectReminders(store.getState() as never).scope).toEqual(['u1', 'u2']);
  expect(selectReminders(store.getState() as never).notices).toEqual([]);
  await wait(400);
  const s = selectReminders(store.getState() as never);
  expect(s.notices).toEqual(['c1']);
  expect(selectDueReminders(store.getState()).map((r) => r.callId)).toEqual(['c1']);
  expect(selectDueReminders(store.getState())[0]?.tel).toBe('tel:+12125550100');
  store.dispatch(sheetActions.pageClosed());
});

test('snooze is this user’s, kept in the browser; a live event re-arms a moved follow-up', async () => {
  const due = sampleCall({ followUpAt: new Date(Date.now() - 1000).toISOString(), deskUserId: 'u1' });
  mockFetch(routes([due]));
  const store = setupStore({ _id: 'u1' });
  store.dispatch(sheetActions.pageOpened({ desk: null }));
  await wait(50);
  expect(selectReminders(store.getState() as never).notices).toEqual(['c1']);

  store.dispatch(A.snoozeRequested(due));
  await flush();
  expect(selectReminders(store.getState() as never).notices).toEqual([]);
  expect(selectDueReminders(store.getState())).toEqual([]);
  const kept = JSON.parse(localStorage.getItem('phonesheet.reminderSnoozes.u1') ?? '{}');
  expect(kept.c1.followUpAt).toBe(due.followUpAt);
  expect(kept.c1.until).toBeGreaterThan(Date.now() + 14 * 60_000);

  // Someone moves the follow-up to a moment from now: the snooze is for the old time, the new one reminds.
  const moved = { ...due, version: 2, followUpAt: new Date(Date.now() + 200).toISOString() };
  store.dispatch(sheetActions.liveEvent({ type: 'call.updated', call: moved, by: 'u2' }));
  await flush();
  expect(selectReminders(store.getState() as never).notices).toEqual([]);
  await wait(350);
  expect(selectReminders(store.getState() as never).notices).toEqual(['c1']);

  // Another desk takes the call: out of this tab's scope, the reminder goes.
  store.dispatch(
    sheetActions.liveEvent({
      type: 'call.updated',
      call: { ...moved, version: 3, deskUserId: 'u9' },
      by: 'u2',
    }),
  );
  await flush();
  expect(selectDueReminders(store.getState())).toEqual([]);
  store.dispatch(sheetActions.pageClosed());
});

test('Done clears the follow-up through the API, on the current version after a conflict', async () => {
  const due = sampleCall({
    followUpAt: new Date(Date.now() - 1000).toISOString(),
    deskUserId: 'u1',
    version: 4,
  });
  const current = { ...due, version: 5, notes: 'edited meanwhile' };
  let patches = 0;
  const { calls } = mockFetch((req) => {
    if (req.method === 'PATCH') {
      patches += 1;
      return patches === 1
        ? { status: 409, body: { msg: 'conflict', current, changedFields: ['notes'], changes: [] } }
        : { body: { data: { ...current, version: 6, followUpAt: null } } };
    }
    return (routes([due]) as Record<string, { body: unknown }>)[`${req.method} ${req.url.split('?')[0]}`];
  });
  const store = setupStore({ _id: 'u1' });
  store.dispatch(sheetActions.pageOpened({ desk: null }));
  await wait(50);
  store.dispatch(A.doneRequested(due));
  await wait(20);
  const bodies = calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
  expect(bodies).toEqual([
    { followUpAt: null, version: 4 },
    { followUpAt: null, version: 5 },
  ]);
  expect(selectReminders(store.getState() as never).list).toEqual([]);
  expect(selectReminders(store.getState() as never).busy).toEqual([]);
  store.dispatch(sheetActions.pageClosed());
});
