import { historyActions as A, selectHistory } from './history-slice';
import { flush, mockApi, setupStore } from '../../../testing/test-store';

test("a search before the plan's history window (402) keeps the limit for the upgrade offer", async () => {
  const body = {
    msg: 'Your Basic plan keeps 7 days of history. Upgrade your plan to see older calls.',
    limit: 'history',
    planId: 'basic',
    planName: 'Basic',
    allowed: 7,
    upgrade: '/dashboards/subscription',
  };
  const calls = mockApi({ 'GET /api/v1/calls': { status: 402, body } });
  const store = setupStore();
  store.dispatch(A.searched({ from: '2020-01-01T00:00:00.000Z', page: '1' }));
  await flush();
  const s = selectHistory(store.getState() as never);
  expect([s.planLimit, s.error, s.loading]).toEqual([body, null, false]);
  expect(calls[0]?.url).toContain('from=2020-01-01T00%3A00%3A00.000Z');
  // Another search clears it.
  mockApi({
    'GET /api/v1/calls': { body: { data: { items: [], total: 0, totalExact: true, page: 1, pageSize: 25 } } },
  });
  store.dispatch(A.searched({ page: '1' }));
  await flush();
  expect(selectHistory(store.getState() as never).planLimit).toBeNull();
});

test('any other failure stays the error text', async () => {
  mockApi({ 'GET /api/v1/calls': { status: 400, body: { msg: 'The search or filter is not valid' } } });
  const store = setupStore();
  store.dispatch(A.searched({ page: '1', sort: 'nonsense' }));
  await flush();
  const s = selectHistory(store.getState() as never);
  expect([s.planLimit, s.error]).toEqual([null, 'The search or filter is not valid']);
});
