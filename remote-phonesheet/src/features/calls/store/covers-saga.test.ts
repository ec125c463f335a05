import { mockFetch } from '@phonesheet/shared/testing';
import { liveActions } from '@phonesheet/shared/live';
import { setupStore } from '../../../testing/test-store';
import { deskAccess } from '../../../kit/sheet-placement';
import { callsActions as A, selectPhonesheet } from './calls-slice';

// A covering window changes whose desks Sam works on without Sam doing anything: the sheet
// reads the users again when the window starts or ends by the clock, or when one is set or
// ended (live), so Alex's rows unlock and lock without a reload. The clock is jest's.
const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);

const sheet = {
  body: {
    data: { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z', rolledOver: [], today: [] },
  },
};
const users = (covers: string[], coversChangeInMs: number | null) => ({
  body: {
    data: [
      { _id: 'sam', covers },
      { _id: 'alex', covers: [] },
    ],
    coversChangeInMs,
  },
});
const mayWorkOnAlex = (store: ReturnType<typeof setupStore>) =>
  deskAccess('sam', false, selectPhonesheet(store.getState() as never).users)('alex');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a window that starts in a minute unlocks Alex’s desk then, and locks it again at its end', async () => {
  const { callsTo } = mockFetch({
    'GET /api/v1/calls/sheet': sheet,
    'GET /api/v1/statuses': { body: { data: [] } },
    'GET /api/v1/user/list': [users([], 60_000), users(['alex'], 3_600_000), users([], null)],
  });
  const store = setupStore({ _id: 'sam' });
  store.dispatch(A.sheetRequested({ desk: null }));
  await wait(10);
  expect(mayWorkOnAlex(store)).toBe(false);
  await wait(59_000);
  expect(callsTo('GET', '/user/list')).toHaveLength(1);
  expect(mayWorkOnAlex(store)).toBe(false);
  await wait(1_500);
  expect(callsTo('GET', '/user/list')).toHaveLength(2);
  expect(mayWorkOnAlex(store)).toBe(true);
  await wait(3_600_500);
  expect(callsTo('GET', '/user/list')).toHaveLength(3);
  expect(mayWorkOnAlex(store)).toBe(false);
  // No change ahead: nothing more is asked.
  await wait(86_400_000);
  expect(callsTo('GET', '/user/list')).toHaveLength(3);
  store.dispatch(A.pageClosed());
});

test('a window set while the sheet is open is heard live; on Mine the sheet loads anew', async () => {
  const { callsTo } = mockFetch({
    'GET /api/v1/calls/sheet': sheet,
    'GET /api/v1/statuses': { body: { data: [] } },
    'GET /api/v1/subscription/myPlan': { body: { data: { plan: null } } },
    'GET /api/v1/user/list': [users([], null), users(['alex'], null)],
  });
  const store = setupStore({ _id: 'sam' });
  store.dispatch(A.pageOpened({ desk: null }));
  await wait(10);
  expect(mayWorkOnAlex(store)).toBe(false);
  store.dispatch(liveActions.message({ kind: 'event', event: { type: 'covers.changed', by: 'ada' } }));
  await wait(10);
  expect(mayWorkOnAlex(store)).toBe(true);
  expect(callsTo('GET', '/calls/sheet')).toHaveLength(1);

  // On Mine, the desks are the sheet's own: it is loaded again, with the users.
  store.dispatch(A.sheetRequested({ desk: 'mine' }));
  await wait(10);
  store.dispatch(liveActions.message({ kind: 'event', event: { type: 'covers.changed', by: 'ada' } }));
  await wait(10);
  expect(callsTo('GET', '/calls/sheet')).toHaveLength(3);
  expect(callsTo('GET', '/calls/sheet').at(-1)?.url).toContain('desk=mine');
  store.dispatch(A.pageClosed());
  // Closed: a change heard later reads nothing.
  store.dispatch(A.coversDue(5));
  store.dispatch(A.pageClosed());
  await wait(1_000);
  expect(callsTo('GET', '/user/list')).toHaveLength(4);
});
