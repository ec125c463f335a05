import type MockAdapter from 'axios-mock-adapter';
import { bodyOf, ok, paramsOf } from '../../../mock/mock-backend';
import { paginate } from '../../../mock/paging';
import { cartItem } from '../data/ecommerce-db';
import type { Address, EcommerceDb, FilterData, PlacedOrder, Product } from '../types';
import { ECOMMERCE_PAGE_SIZE, emptyFilter, priceOf } from '../types';

/** filterData arrives as an object (the mock sees axios's params) or as JSON text. */
export function parseFilter(raw: unknown): FilterData {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = {};
    }
  }
  const given = (value ?? {}) as Partial<FilterData>;
  const base = emptyFilter();
  return {
    ...base,
    ...given,
    mrp: { ...base.mrp, ...(given.mrp ?? {}) },
  };
}

/**
 * The products filter: each chosen group narrows (none chosen = no narrowing); brand, ideal for
 * and colour match any chosen; discount and rating are "at least the smallest chosen"; the price
 * range holds the price after the discount; the title matches a part of it, any case.
 */
export function filterProducts(products: Product[], filter: FilterData): Product[] {
  const title = filter.title.trim().toLowerCase();
  const minDiscount = filter.discount.length ? Math.min(...filter.discount) : 0;
  const minRating = filter.rating.length ? Math.min(...filter.rating) : 0;
  return products.filter((p) => {
    const price = priceOf(p);
    return (
      (!title || p.title.toLowerCase().includes(title)) &&
      (!filter.brand.length || filter.brand.includes(p.brand)) &&
      (!filter.ideaFor.length || filter.ideaFor.includes(p.ideaFor)) &&
      (!filter.color.length || filter.color.includes(p.color)) &&
      p.discount >= minDiscount &&
      p.rating >= minRating &&
      price >= filter.mrp.start &&
      price <= filter.mrp.end
    );
  });
}

const matches = (search: unknown, ...fields: string[]) => {
  const text = String(search ?? '')
    .trim()
    .toLowerCase();
  return !text || fields.some((f) => f.toLowerCase().includes(text));
};

/**
 * The shop's mock calls (lists page by 10, 0-based, `total` the filtered size) and the cart:
 * - GET /api/ecommerce/list (filterData, page) → {list, total}
 * - GET /api/ecommerce/get (id) → the product, or null
 * - GET /api/ecommerce/orders (search, page) → {list, total}; search in id, customer, product
 * - GET /api/ecommerce/customers (search, page) → {list, total}; search in name, e-mail, phone
 * - GET /api/cart/get → the cart's items
 * - POST /api/cart/add (productId) → the cart (a product already there counts one more)
 * - PUT /api/cart/update (id, count) → the cart (a count under 1 counts 1)
 * - POST /api/cart/remove (id) → the cart
 * - POST /api/cart/checkout (address) → the placed order (the cart empties)
 */
export function registerEcommerceHandlers(mock: MockAdapter, db: EcommerceDb): void {
  mock.onGet('/api/ecommerce/list').reply((config) => {
    const { filterData, page } = paramsOf<{ filterData?: unknown; page?: number }>(config);
    return ok(paginate(filterProducts(db.products, parseFilter(filterData)), page ?? 0, ECOMMERCE_PAGE_SIZE));
  });

  mock.onGet('/api/ecommerce/get').reply((config) => {
    const id = Number(paramsOf<{ id?: unknown }>(config).id);
    return ok(db.products.find((p) => p.id === id) ?? null);
  });

  mock.onGet('/api/ecommerce/orders').reply((config) => {
    const { search, page } = paramsOf<{ search?: string; page?: number }>(config);
    const found = db.orders.filter((o) => matches(search, o.id, o.customer, o.product));
    return ok(paginate(found, page ?? 0, ECOMMERCE_PAGE_SIZE));
  });

  mock.onGet('/api/ecommerce/customers').reply((config) => {
    const { search, page } = paramsOf<{ search?: string; page?: number }>(config);
    const found = db.customers.filter((c) => matches(search, c.name, c.email, c.phone));
    return ok(paginate(found, page ?? 0, ECOMMERCE_PAGE_SIZE));
  });

  mock.onGet('/api/cart/get').reply(() => ok(db.cart));

  mock.onPost('/api/cart/add').reply((config) => {
    const { productId } = bodyOf<{ productId: number }>(config);
    const product = db.products.find((p) => p.id === Number(productId));
    if (!product) return ok(db.cart);
    const inCart = db.cart.find((c) => c.id === product.id);
    db.cart = inCart
      ? db.cart.map((c) => (c.id === product.id ? { ...c, count: c.count + 1 } : c))
      : [...db.cart, cartItem(product, 1)];
    return ok(db.cart);
  });

  mock.onPut('/api/cart/update').reply((config) => {
    const { id, count } = bodyOf<{ id: number; count: number }>(config);
    const next = Math.max(1, Math.floor(Number(count) || 1));
    db.cart = db.cart.map((c) => (c.id === Number(id) ? { ...c, count: next } : c));
    return ok(db.cart);
  });

  mock.onPost('/api/cart/remove').reply((config) => {
    const { id } = bodyOf<{ id: number }>(config);
    db.cart = db.cart.filter((c) => c.id !== Number(id));
    return ok(db.cart);
  });

  mock.onPost('/api/cart/checkout').reply((config) => {
    const { address } = bodyOf<{ address: Address }>(config);
    const total = Math.round(db.cart.reduce((sum, c) => sum + priceOf(c) * c.count, 0) * 100) / 100;
    const order: PlacedOrder = {
      id: `#SK${2400 + db.orders.length + 1}`,
      address,
      items: db.cart,
      total,
    };
    db.cart = [];
    return ok(order);
  });
}
