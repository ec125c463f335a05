import { createAction, createSlice, type PayloadAction } from '@phonesheet/shared';
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

function requested<T, Q>(s: ListState<T, Q>, query: Q): ListState<T, Q> {
  return { ...s, query };
}

function loaded<T, Q>(s: ListState<T, Q>, query: Q, page: Page<T>): ListState<T, Q> {
  // An answer to an older query (the user typed on): the newer one will come.
  if (JSON.stringify(s.query) !== JSON.stringify(query)) return s;
  return { ...s, list: page.list, total: page.total, loaded: true };
}

type Answer<T, Q> = PayloadAction<{ query: Q; page: Page<T> }>;

const ecommerceSlice = createSlice({
  name: 'templatesEcommerce',
  initialState: initialEcommerceState,
  reducers: {
    viewTypeChanged(s, action: PayloadAction<ViewType>) {
      s.viewType = action.payload;
    },
    productsRequested: (s, { payload: q }: PayloadAction<ProductQuery>) => ({
      ...s,
      products: requested(s.products, q),
    }),
    productsLoaded: (s, { payload: { query, page } }: Answer<Product, ProductQuery>) => ({
      ...s,
      products: loaded(s.products, query, page),
    }),
    productRequested: (s, { payload: id }: PayloadAction<number>) =>
      s.detail?.id === id ? s : { ...s, detail: null, detailLoaded: false },
    productLoaded(s, action: PayloadAction<Product | null>) {
      s.detail = action.payload;
      s.detailLoaded = true;
    },
    ordersRequested: (s, { payload: q }: PayloadAction<SearchQuery>) => ({
      ...s,
      orders: requested(s.orders, q),
    }),
    ordersLoaded: (s, { payload: { query, page } }: Answer<Order, SearchQuery>) => ({
      ...s,
      orders: loaded(s.orders, query, page),
    }),
    customersRequested: (s, { payload: q }: PayloadAction<SearchQuery>) => ({
      ...s,
      customers: requested(s.customers, q),
    }),
    customersLoaded: (s, { payload: { query, page } }: Answer<Customer, SearchQuery>) => ({
      ...s,
      customers: loaded(s.customers, query, page),
    }),
    /** Any answer of the cart's endpoints: the whole cart. */
    cartLoaded(s, action: PayloadAction<CartItem[]>) {
      s.cart = action.payload;
      s.cartLoaded = true;
    },
    orderPlaceRequested(s, _action: PayloadAction<Address>) {
      s.placing = true;
    },
    orderPlaced: (s, { payload: order }: PayloadAction<PlacedOrder | null>) =>
      order ? { ...s, placing: false, placedOrder: order, cart: [] } : { ...s, placing: false },
  },
});

/** Commands the saga answers with `cartLoaded`. */
const cartCommands = {
  cartRequested: createAction('templatesEcommerce/cartRequested'),
  cartAddRequested: createAction<number>('templatesEcommerce/cartAddRequested'),
  cartUpdateRequested: createAction<{ id: number; count: number }>('templatesEcommerce/cartUpdateRequested'),
  cartRemoveRequested: createAction<number>('templatesEcommerce/cartRemoveRequested'),
};

export const ecommerceActions = { ...cartCommands, ...ecommerceSlice.actions };
export const ecommerceReducer = ecommerceSlice.reducer;

export const selectEcommerce = (state: { templatesEcommerce?: EcommerceState }) =>
  state.templatesEcommerce ?? initialEcommerceState;

/** How many pieces are in the cart (the badge). */
export const cartCount = (cart: CartItem[]) => cart.reduce((sum, c) => sum + c.count, 0);
