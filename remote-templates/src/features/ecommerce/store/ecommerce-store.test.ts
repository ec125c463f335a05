import { act, waitFor } from '@testing-library/react';
import { selectToasts } from '@phonesheet/shared';
import { flush, setupStore } from '../../../testing/test-store';
import { emptyFilter, VIEW_TYPE } from '../types';
import {
  cartCount,
  ecommerceActions as A,
  ecommerceReducer,
  initialEcommerceState,
  selectEcommerce,
} from './ecommerce-slice';

const shop = (store: ReturnType<typeof setupStore>) => selectEcommerce(store.getState() as never);
const toasts = (store: ReturnType<typeof setupStore>) =>
  selectToasts(store.getState() as never).map((t) => t.messageId);

async function started() {
  const store = setupStore();
  await act(flush);
  // The app's saga is loaded asynchronously with the module.
  await act(() => new Promise((r) => setTimeout(r, 50)));
  return store;
}

describe('slice', () => {
  test('an answer to an older query is dropped; the view type switches', () => {
    const q1 = { filterData: emptyFilter(), page: 0 };
    const q2 = { filterData: { ...emptyFilter(), title: 'watch' }, page: 0 };
    let s = ecommerceReducer(initialEcommerceState, A.productsRequested(q1));
    s = ecommerceReducer(s, A.productsRequested(q2));
    s = ecommerceReducer(s, A.productsLoaded({ query: q1, page: { list: [], total: 24 } }));
    expect(s.products.loaded).toBe(false);
    s = ecommerceReducer(s, A.productsLoaded({ query: q2, page: { list: [], total: 5 } }));
    expect(s.products.total).toBe(5);
    expect(ecommerceReducer(s, A.viewTypeChanged(VIEW_TYPE.GRID)).viewType).toBe(2);
  });

  test('cartCount sums the counts; a placed order empties the cart', () => {
    const item = { id: 1, title: 'x', brand: 'b', image: '', mrp: 10, discount: 0, count: 2 };
    expect(cartCount([item, { ...item, id: 2, count: 3 }])).toBe(5);
    const s = ecommerceReducer(
      { ...initialEcommerceState, cart: [item], placing: true },
      A.orderPlaced({
        id: '#1',
        address: { name: '', phone: '', addressLine: '', city: '', pin: '' },
        items: [item],
        total: 20,
      }),
    );
    expect(s.cart).toEqual([]);
    expect(s.placing).toBe(false);
    expect(s.placedOrder?.id).toBe('#1');
  });
});

describe('saga with the mock backend', () => {
  test('products, orders and customers load their pages', async () => {
    const store = await started();
    store.dispatch(A.productsRequested({ filterData: { ...emptyFilter(), brand: ['Fossil'] }, page: 0 }));
    store.dispatch(A.ordersRequested({ search: '', page: 1 }));
    store.dispatch(A.customersRequested({ search: 'mei', page: 0 }));
    await waitFor(() => expect(shop(store).products.list.map((p) => p.id)).toEqual([5, 6, 18]));
    await waitFor(() => expect(shop(store).orders.list).toHaveLength(10));
    expect(shop(store).orders.list[0].id).toBe('#SK2414');
    await waitFor(() => expect(shop(store).customers.list.map((c) => c.name)).toEqual(['Mei Chen']));
  });

  test('a product, then null for an unknown id', async () => {
    const store = await started();
    store.dispatch(A.productRequested(2));
    await waitFor(() => expect(shop(store).detail?.title).toBe('Cloud Walk Trainers'));
    store.dispatch(A.productRequested(404));
    await waitFor(() => expect(shop(store).detailLoaded).toBe(true));
    expect(shop(store).detail).toBeNull();
  });

  test('the cart: load, add (toast), update, remove (toast), check out', async () => {
    const store = await started();
    store.dispatch(A.cartRequested());
    await waitFor(() => expect(cartCount(shop(store).cart)).toBe(3));
    store.dispatch(A.cartAddRequested(7));
    await waitFor(() => expect(cartCount(shop(store).cart)).toBe(4));
    expect(toasts(store)).toContain('templates.ecommerce.toast.added');
    store.dispatch(A.cartUpdateRequested({ id: 7, count: 3 }));
    await waitFor(() => expect(cartCount(shop(store).cart)).toBe(6));
    store.dispatch(A.cartRemoveRequested(1));
    await waitFor(() => expect(shop(store).cart.map((c) => c.id)).toEqual([5, 7]));
    expect(toasts(store)).toContain('templates.ecommerce.toast.removed');
    store.dispatch(
      A.orderPlaceRequested({ name: 'A', phone: '+1 555 0100', addressLine: 'x', city: 'y', pin: '123456' }),
    );
    await waitFor(() => expect(shop(store).placedOrder).not.toBeNull());
    expect(shop(store).cart).toEqual([]);
    expect(toasts(store)).toContain('templates.ecommerce.toast.placed');
    // The mock's cart is empty too.
    store.dispatch(A.cartRequested());
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(shop(store).cart).toEqual([]);
  });
});
