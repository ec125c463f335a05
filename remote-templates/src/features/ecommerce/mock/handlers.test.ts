import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { createEcommerceDb } from '../data/ecommerce-db';
import type {
  CartItem,
  Customer,
  EcommerceDb,
  FilterData,
  Order,
  Page,
  PlacedOrder,
  Product,
} from '../types';
import { emptyFilter, priceOf } from '../types';
import { parseFilter, registerEcommerceHandlers } from './handlers';

let db: EcommerceDb;
const http = axios.create();

beforeEach(() => {
  db = createEcommerceDb();
  registerEcommerceHandlers(new MockAdapter(http), db);
});

const products = async (filter: Partial<FilterData> = {}, page = 0) =>
  (
    await http.get<Page<Product>>('/api/ecommerce/list', {
      params: { filterData: { ...emptyFilter(), ...filter }, page },
    })
  ).data;
const ids = (items: { id: number | string }[]) => items.map((i) => i.id);

describe('sample data', () => {
  test('24 products with every field of the template product and inline pictures only', () => {
    expect(ids(db.products)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const p of db.products) {
      expect(Object.keys(p).sort()).toEqual(
        [
          'brand',
          'color',
          'description',
          'discount',
          'id',
          'ideaFor',
          'images',
          'mrp',
          'rating',
          'reviews',
          'title',
        ].sort(),
      );
      expect(p.images.length).toBeGreaterThan(0);
      for (const src of p.images) expect(src.startsWith('data:image/svg+xml')).toBe(true);
    }
    expect(db.orders).toHaveLength(24);
    expect(new Set(db.orders.map((o) => o.paymentType))).toEqual(new Set(['COD', 'Prepaid']));
    expect(new Set(db.orders.map((o) => o.status))).toEqual(new Set(['Cancelled', 'Delivered', 'Pending']));
    expect(db.customers).toHaveLength(18);
    expect(db.cart.map((c) => [c.id, c.count])).toEqual([
      [1, 1],
      [5, 2],
    ]);
  });

  test('each call is a fresh copy', () => {
    db.products[0].title = 'changed';
    db.cart.push({ ...db.cart[0], id: 99 });
    const fresh = createEcommerceDb();
    expect(fresh.products[0].title).toBe('Air Runner Sneakers');
    expect(fresh.cart).toHaveLength(2);
  });
});

describe('GET /api/ecommerce/list', () => {
  test('no filter: 10 a page, 0-based, total the full size', async () => {
    const first = await products();
    expect(first.total).toBe(24);
    expect(ids(first.list)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ids((await products({}, 2)).list)).toEqual([21, 22, 23, 24]);
    expect((await products({}, 3)).list).toEqual([]);
  });

  test('brand, ideal for and colour match any chosen value; groups narrow together', async () => {
    expect(ids((await products({ brand: ['Fossil'] })).list)).toEqual([5, 6, 18]);
    expect(ids((await products({ brand: ['Fossil', 'Zara'] })).list)).toEqual([4, 5, 6, 15, 17, 18]);
    expect(ids((await products({ brand: ['Fossil'], ideaFor: ['Women'] })).list)).toEqual([6, 18]);
    expect(ids((await products({ color: ['Green'] })).list)).toEqual([7, 11, 24]);
    expect(ids((await products({ ideaFor: ['Girls'] })).list)).toEqual([8, 12, 19, 20]);
  });

  test('discount and rating: at least the smallest chosen', async () => {
    expect(ids((await products({ discount: [40] })).list)).toEqual([7, 12, 15, 18]);
    expect(ids((await products({ discount: [50, 40] })).list)).toEqual([7, 12, 15, 18]);
    expect(ids((await products({ rating: [5] })).list)).toEqual([10, 18]);
    const fourUp = await products({ rating: [4] });
    expect(fourUp.list.every((p) => p.rating >= 4)).toBe(true);
    expect(fourUp.total).toBe(14);
    expect(fourUp.list).toHaveLength(10);
  });

  test('price range on the price after the discount, ends included; title in any case', async () => {
    const cheap = (await products({ mrp: { start: 0, end: 30 } })).list;
    expect(ids(cheap)).toEqual([11, 12, 19, 21, 23]);
    expect(cheap.every((p) => priceOf(p) <= 30)).toBe(true);
    // #23 costs exactly 25.
    expect(ids((await products({ mrp: { start: 25, end: 25 } })).list)).toEqual([23]);
    expect(ids((await products({ title: 'WATCH' })).list)).toEqual([5, 6, 13, 18, 22]);
    expect((await products({ title: 'nothing like it' })).total).toBe(0);
  });

  test('filterData may come as JSON text; bad text is no filter', async () => {
    const page = (
      await http.get<Page<Product>>('/api/ecommerce/list', {
        params: { filterData: JSON.stringify({ brand: ['Levis'] }), page: 0 },
      })
    ).data;
    expect(ids(page.list)).toEqual([3, 14, 20, 21]);
    expect(parseFilter('{oops')).toEqual(emptyFilter());
  });
});

test('GET /api/ecommerce/get answers the product or null', async () => {
  expect((await http.get<Product>('/api/ecommerce/get', { params: { id: 5 } })).data.title).toBe(
    'Chrono Steel Watch',
  );
  expect((await http.get('/api/ecommerce/get', { params: { id: 999 } })).data).toBeNull();
});

describe('GET /api/ecommerce/orders and /customers', () => {
  test('orders: 10 a page; search in id, customer and product', async () => {
    const get = async (search: string, page = 0) =>
      (await http.get<Page<Order>>('/api/ecommerce/orders', { params: { search, page } })).data;
    expect((await get('')).list).toHaveLength(10);
    expect((await get('')).total).toBe(24);
    expect((await get('', 2)).list).toHaveLength(4);
    expect(ids((await get('#sk2424')).list)).toEqual(['#SK2424']);
    const asha = await get('asha');
    expect(asha.total).toBe(2);
    expect(asha.list.every((o) => o.customer === 'Asha Mendez')).toBe(true);
    expect((await get('watch')).list.every((o) => o.product.toLowerCase().includes('watch'))).toBe(true);
  });

  test('customers: 10 a page; search in name, e-mail and phone', async () => {
    const get = async (search: string, page = 0) =>
      (await http.get<Page<Customer>>('/api/ecommerce/customers', { params: { search, page } })).data;
    expect((await get('')).total).toBe(18);
    expect(ids((await get('', 1)).list)).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);
    expect(ids((await get('MEI')).list)).toEqual([5]);
    expect(ids((await get('tomas@')).list)).toEqual([2]);
    expect(ids((await get('0117')).list)).toEqual([8]);
  });
});

describe('the cart', () => {
  const cart = async () => (await http.get<CartItem[]>('/api/cart/get')).data;
  const counts = (items: CartItem[]) => items.map((c) => [c.id, c.count]);

  test('add: a new product joins with 1, one already there counts one more; unknown ids change nothing', async () => {
    expect(counts((await http.post<CartItem[]>('/api/cart/add', { productId: 3 })).data)).toEqual([
      [1, 1],
      [5, 2],
      [3, 1],
    ]);
    expect(counts((await http.post<CartItem[]>('/api/cart/add', { productId: 5 })).data)).toEqual([
      [1, 1],
      [5, 3],
      [3, 1],
    ]);
    await http.post('/api/cart/add', { productId: 999 });
    expect(counts(await cart())).toEqual([
      [1, 1],
      [5, 3],
      [3, 1],
    ]);
  });

  test('update sets the count (never under 1); remove drops the item; both persist', async () => {
    await http.put('/api/cart/update', { id: 5, count: 4 });
    expect(counts(await cart())).toEqual([
      [1, 1],
      [5, 4],
    ]);
    await http.put('/api/cart/update', { id: 5, count: 0 });
    expect(counts(db.cart)).toEqual([
      [1, 1],
      [5, 1],
    ]);
    await http.post('/api/cart/remove', { id: 1 });
    expect(counts(await cart())).toEqual([[5, 1]]);
  });

  test('checkout answers the order with its total and empties the cart', async () => {
    const address = {
      name: 'Asha',
      phone: '+1 555 0100',
      addressLine: '1 Road',
      city: 'Austin',
      pin: '123456',
    };
    const order = (await http.post<PlacedOrder>('/api/cart/checkout', { address })).data;
    // 1 × 120 − 20 % + 2 × 240 − 15 %.
    expect(order.total).toBe(96 + 408);
    expect(order.items).toHaveLength(2);
    expect(order.address).toEqual(address);
    expect(await cart()).toEqual([]);
  });
});
