import { createAction, createReducer } from '@phonesheet/shared';
import type {
  Address,
  CartItem,
  Customer,
  FilterData,
  Order,
  Page,
  PlacedOrder,
  Product,
  ViewType,
} from '../types';
import { VIEW_TYPE, emptyFilter } from '../types';

export interface ProductQuery {
  filterData: FilterData;
  page: number;
}

export interface SearchQuery {
  search: string;
  page: number;
}

export interface ListState<T, Q> {
  query: Q;
  list: T[];
  total: number;
  /** Whether `list` answers `query` (or an earlier query of the same list). */
  loaded: boolean;
}

export interface EcommerceState {
  viewType: ViewType;
  products: ListState<Product, ProductQuery>;
  orders: ListState<Order, SearchQuery>;
  customers: ListState<Customer, SearchQuery>;
  detail: Product | null;
  /** Whether `detail` answers the last id asked (null then means "no such product"). */
  detailLoaded: boolean;
  cart: CartItem[];
  cartLoaded: boolean;
  placedOrder: PlacedOrder | null;
  placing: boolean;
}

const list = <T, Q>(query: Q): ListState<T, Q> => ({ query, list: [], total: 0, loaded: false });

export const initialEcommerceState: EcommerceState = {
  viewType: VIEW_TYPE.LIST,
  products: list({ filterData: emptyFilter(), page: 0 }),
  orders: list({ search: '', page: 0 }),
  customers: list({ search: '', page: 0 }),
  detail: null,
  detailLoaded: false,
  cart: [],
  cartLoaded: false,
  placedOrder: null,
  placing: false,
};

export const ecommerceActions = {
  viewTypeChanged: createAction<ViewType>('templatesEcommerce/viewTypeChanged'),
  productsRequested: createAction<ProductQuery>('templatesEcommerce/productsRequested'),
  productsLoaded: createAction<{ query: ProductQuery; page: Page<Product> }>(
    'templatesEcommerce/productsLoaded',
  ),
  productRequested: createAction<number>('templatesEcommerce/productRequested'),
  productLoaded: createAction<Product | null>('templatesEcommerce/productLoaded'),
  ordersRequested: createAction<SearchQuery>('templatesEcommerce/ordersRequested'),
  ordersLoaded: createAction<{ query: SearchQuery; page: Page<Order> }>('templatesEcommerce/ordersLoaded'),
  customersRequested: createAction<SearchQuery>('templatesEcommerce/customersRequested'),
  customersLoaded: createAction<{ query: SearchQuery; page: Page<Customer> }>(
    'templatesEcommerce/customersLoaded',
  ),
  cartRequested: createAction('templatesEcommerce/cartRequested'),
  cartAddRequested: createAction<number>('templatesEcommerce/cartAddRequested'),
  cartUpdateRequested: createAction<{ id: number; count: number }>('templatesEcommerce/cartUpdateRequested'),
  cartRemoveRequested: createAction<number>('templatesEcommerce/cartRemoveRequested'),
  /** Any answer of the cart's endpoints: the whole cart. */
  cartLoaded: createAction<CartItem[]>('templatesEcommerce/cartLoaded'),
  orderPlaceRequested: createAction<Address>('templatesEcommerce/orderPlaceRequested'),
  orderPlaced: createAction<PlacedOrder | null>('templatesEcommerce/orderPlaced'),
};
const A = ecommerceActions;

function requested<T, Q>(s: ListState<T, Q>, query: Q): ListState<T, Q> {
  return { ...s, query };
}

function loaded<T, Q>(s: ListState<T, Q>, query: Q, page: Page<T>): ListState<T, Q> {
  // An answer to an older query (the user typed on): the newer one will come.
  if (JSON.stringify(s.query) !== JSON.stringify(query)) return s;
  return { ...s, list: page.list, total: page.total, loaded: true };
}

export const ecommerceReducer = createReducer<EcommerceState>(initialEcommerceState, (on) => [
  on(A.viewTypeChanged, (s, viewType) => ({ ...s, viewType })),
  on(A.productsRequested, (s, q) => ({ ...s, products: requested(s.products, q) })),
  on(A.productsLoaded, (s, { query, page }) => ({ ...s, products: loaded(s.products, query, page) })),
  on(A.productRequested, (s, id) => (s.detail?.id === id ? s : { ...s, detail: null, detailLoaded: false })),
  on(A.productLoaded, (s, detail) => ({ ...s, detail, detailLoaded: true })),
  on(A.ordersRequested, (s, q) => ({ ...s, orders: requested(s.orders, q) })),
  on(A.ordersLoaded, (s, { query, page }) => ({ ...s, orders: loaded(s.orders, query, page) })),
  on(A.customersRequested, (s, q) => ({ ...s, customers: requested(s.customers, q) })),
  on(A.customersLoaded, (s, { query, page }) => ({ ...s, customers: loaded(s.customers, query, page) })),
  on(A.cartLoaded, (s, cart) => ({ ...s, cart, cartLoaded: true })),
  on(A.orderPlaceRequested, (s) => ({ ...s, placing: true })),
  on(A.orderPlaced, (s, order) =>
    order ? { ...s, placing: false, placedOrder: order, cart: [] } : { ...s, placing: false },
  ),
]);

export const selectEcommerce = (state: { templatesEcommerce?: EcommerceState }) =>
  state.templatesEcommerce ?? initialEcommerceState;

/** How many pieces are in the cart (the badge). */
export const cartCount = (cart: CartItem[]) => cart.reduce((sum, c) => sum + c.count, 0);
