import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@phonesheet/shared';
import { request, toastSuccess } from '../../../store/fetch-lifecycle';
import { ecommerceApi } from '../api';
import type { Address, CartItem, Customer, Order, Page, PlacedOrder, Product } from '../types';
import { ecommerceActions as A, type ProductQuery, type SearchQuery } from './ecommerce-slice';

/** Success toasts: the shop had none in the template; these read like the other apps' toasts. */
export const ECOMMERCE_TOASTS = {
  added: 'templates.ecommerce.toast.added',
  removed: 'templates.ecommerce.toast.removed',
  placed: 'templates.ecommerce.toast.placed',
} as const;

function* loadProducts({ payload: query }: PayloadAction<ProductQuery>): SagaIterator {
  const page: Page<Product> | undefined = yield call(
    request<[ProductQuery], Page<Product>>,
    'ecommerce/products',
    ecommerceApi.products,
    query,
  );
  if (page) yield put(A.productsLoaded({ query, page }));
}

function* loadProduct({ payload: id }: PayloadAction<number>): SagaIterator {
  const product: Product | null | undefined = yield call(
    request<[number], Product | null>,
    'ecommerce/product',
    ecommerceApi.product,
    id,
  );
  if (product !== undefined) yield put(A.productLoaded(product));
}

function* loadOrders({ payload: query }: PayloadAction<SearchQuery>): SagaIterator {
  const page: Page<Order> | undefined = yield call(
    request<[SearchQuery], Page<Order>>,
    'ecommerce/orders',
    ecommerceApi.orders,
    query,
  );
  if (page) yield put(A.ordersLoaded({ query, page }));
}

function* loadCustomers({ payload: query }: PayloadAction<SearchQuery>): SagaIterator {
  const page: Page<Customer> | undefined = yield call(
    request<[SearchQuery], Page<Customer>>,
    'ecommerce/customers',
    ecommerceApi.customers,
    query,
  );
  if (page) yield put(A.customersLoaded({ query, page }));
}

function* loadCart(): SagaIterator {
  const cart: CartItem[] | undefined = yield call(
    request<[], CartItem[]>,
    'ecommerce/cart',
    ecommerceApi.cart,
  );
  if (cart) yield put(A.cartLoaded(cart));
}

function* addToCart({ payload: productId }: PayloadAction<number>): SagaIterator {
  const cart: CartItem[] | undefined = yield call(
    request<[number], CartItem[]>,
    'ecommerce/cart-change',
    ecommerceApi.addToCart,
    productId,
  );
  if (!cart) return;
  yield put(A.cartLoaded(cart));
  yield toastSuccess(ECOMMERCE_TOASTS.added);
}

function* updateCart({ payload: { id, count } }: PayloadAction<{ id: number; count: number }>): SagaIterator {
  const cart: CartItem[] | undefined = yield call(
    request<[number, number], CartItem[]>,
    'ecommerce/cart-change',
    ecommerceApi.updateCart,
    id,
    count,
  );
  if (cart) yield put(A.cartLoaded(cart));
}

function* removeFromCart({ payload: id }: PayloadAction<number>): SagaIterator {
  const cart: CartItem[] | undefined = yield call(
    request<[number], CartItem[]>,
    'ecommerce/cart-change',
    ecommerceApi.removeFromCart,
    id,
  );
  if (!cart) return;
  yield put(A.cartLoaded(cart));
  yield toastSuccess(ECOMMERCE_TOASTS.removed);
}

function* placeOrder({ payload: address }: PayloadAction<Address>): SagaIterator {
  const order: PlacedOrder | undefined = yield call(
    request<[Address], PlacedOrder>,
    'ecommerce/checkout',
    ecommerceApi.checkout,
    address,
  );
  yield put(A.orderPlaced(order ?? null));
  if (order) yield toastSuccess(ECOMMERCE_TOASTS.placed);
}

/** The e-commerce pages' root saga (started with the templates module). */
export default function* ecommerceSaga(): SagaIterator {
  yield takeLatest(A.productsRequested.type, loadProducts);
  yield takeLatest(A.productRequested.type, loadProduct);
  yield takeLatest(A.ordersRequested.type, loadOrders);
  yield takeLatest(A.customersRequested.type, loadCustomers);
  yield takeLeading(A.cartRequested.type, loadCart);
  yield takeEvery(A.cartAddRequested.type, addToCart);
  yield takeEvery(A.cartUpdateRequested.type, updateCart);
  yield takeEvery(A.cartRemoveRequested.type, removeFromCart);
  yield takeLeading(A.orderPlaceRequested.type, placeOrder);
}
