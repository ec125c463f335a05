import { act, waitFor } from '@testing-library/react';
import { selectToasts } from '@phonesheet/shared';
import { flush, setupStore } from '../../../testing/test-store';
import { selectFetchError, selectLoading } from '../../../store/fetch-lifecycle';
import { createDashboardDb } from '../data/dashboard-db';
import type { CryptoOrder } from '../types';
import {
  dashboardKey,
  dashboardsActions as A,
  dashboardsReducer,
  initialDashboardsState,
  selectDashboards,
} from './dashboards-slice';
import { BOUGHT_TOAST } from './dashboards-saga';

const order: CryptoOrder = { id: 1, coin: 'BTC', amount: 0.5, price: 100, total: 50, at: '2026-11-25T10:00' };

describe('slice', () => {
  test('a loaded payload is kept by dashboard', () => {
    const db = createDashboardDb();
    let s = dashboardsReducer(initialDashboardsState, A.loaded({ id: 'crm', data: db.crm }));
    s = dashboardsReducer(s, A.loaded({ id: 'metrics', data: db.metrics }));
    expect(s.data.crm).toBe(db.crm);
    expect(s.data.metrics).toBe(db.metrics);
    expect(s.data.crypto).toBeUndefined();
  });

  test('a bought order goes first in the crypto orders; a failed buy only stops the spinner', () => {
    const crypto = { ...createDashboardDb().crypto, orders: [{ ...order, id: 7 }] };
    let s = dashboardsReducer(initialDashboardsState, A.loaded({ id: 'crypto', data: crypto }));
    s = dashboardsReducer(s, A.buyRequested({ coin: 'BTC', amount: 0.5 }));
    expect(s.buying).toBe(true);
    const failed = dashboardsReducer(s, A.bought(null));
    expect(failed.buying).toBe(false);
    expect(failed.lastOrder).toBeNull();
    expect(failed.data.crypto?.orders.map((o) => o.id)).toEqual([7]);
    s = dashboardsReducer(s, A.bought(order));
    expect(s.buying).toBe(false);
    expect(s.lastOrder).toBe(order);
    expect(s.data.crypto?.orders.map((o) => o.id)).toEqual([1, 7]);
  });
});

async function started() {
  const store = setupStore();
  await act(flush);
  // The area's saga is loaded asynchronously with the module.
  await act(() => new Promise((r) => setTimeout(r, 50)));
  return store;
}
const state = (store: ReturnType<typeof setupStore>) => selectDashboards(store.getState() as never);

describe('saga with the mock backend', () => {
  test('a dashboard loads through the fetch lifecycle', async () => {
    const store = await started();
    store.dispatch(A.requested('health_care'));
    expect(selectLoading(dashboardKey('health_care'))(store.getState() as never)).toBe(true);
    await waitFor(() => expect(state(store).data.health_care).toBeDefined());
    expect(state(store).data.health_care?.doctors[0].name).toBe('Dr. Ethan Brooks');
    expect(selectLoading(dashboardKey('health_care'))(store.getState() as never)).toBe(false);
    expect(selectFetchError(dashboardKey('health_care'))(store.getState() as never)).toBeNull();
  });

  test('a buy adds the order to the loaded crypto dashboard and toasts', async () => {
    const store = await started();
    store.dispatch(A.requested('crypto'));
    await waitFor(() => expect(state(store).data.crypto).toBeDefined());
    store.dispatch(A.buyRequested({ coin: 'LTC', amount: 2 }));
    await waitFor(() => expect(state(store).lastOrder).not.toBeNull());
    expect(state(store).data.crypto?.orders).toEqual([
      expect.objectContaining({ coin: 'LTC', amount: 2, total: 196.7 }),
    ]);
    expect(selectToasts(store.getState() as never).map((t) => t.messageId)).toContain(BOUGHT_TOAST);
    // The mock keeps it: a new load of the dashboard still has it.
    store.dispatch(A.requested('crypto'));
    await waitFor(() => expect(selectLoading(dashboardKey('crypto'))(store.getState() as never)).toBe(false));
    expect(state(store).data.crypto?.orders).toHaveLength(1);
  });

  test('a refused buy stores the error, toasts it and adds nothing', async () => {
    const store = await started();
    store.dispatch(A.requested('crypto'));
    await waitFor(() => expect(state(store).data.crypto).toBeDefined());
    store.dispatch(A.buyRequested({ coin: 'BTC', amount: 0.0001 }));
    await waitFor(() => expect(state(store).buying).toBe(false));
    expect(state(store).data.crypto?.orders).toEqual([]);
    expect(selectFetchError('dashboards/buy')(store.getState() as never)).toMatch(/400/);
    expect(selectToasts(store.getState() as never).some((t) => t.kind === 'error')).toBe(true);
  });
});
