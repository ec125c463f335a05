import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { createDashboardDb } from '../data/dashboard-db';
import type { CryptoData, CryptoOrder, DashboardData } from '../types';
import { DASHBOARD_IDS } from '../types';
import { registerDashboardHandlers } from './handlers';

let db: DashboardData;
const http = axios.create();

beforeEach(() => {
  db = createDashboardDb();
  registerDashboardHandlers(new MockAdapter(http), db);
});

const get = (name: string) => http.get(`/dashboard/${name}`);
const buy = (body: object) => http.post<CryptoOrder>('/dashboard/crypto/orders', body);
const statusOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 200;
  } catch (error) {
    return (error as { response?: { status: number } }).response?.status;
  }
};

describe('GET /dashboard/{name}', () => {
  test.each(DASHBOARD_IDS)('%s answers its own payload', async (id) => {
    const res = await get(id);
    expect(res.status).toBe(200);
    expect(res.data).toEqual(db[id]);
  });

  test('each payload has what its page draws', async () => {
    expect(Object.keys((await get('crm')).data)).toEqual(
      expect.arrayContaining(['stats', 'revenue', 'pipeline', 'deals', 'goals', 'activities']),
    );
    const crypto: CryptoData = (await get('crypto')).data;
    expect(crypto.coins.map((c) => c.symbol)).toEqual(['BTC', 'ETH', 'XRP', 'LTC']);
    expect(crypto.history).toHaveLength(30);
    expect(crypto.orders).toEqual([]);
    expect((await get('analytics')).data.traffic).toHaveLength(12);
    expect((await get('health_care')).data.appointments.length).toBeGreaterThan(0);
    // Shares of a whole add up to 100.
    for (const parts of [
      db.crm.sources,
      db.analytics.sources,
      db.analytics.devices,
      db.ecommerce.categories,
      db.crypto.allocation,
    ]) {
      expect(parts.reduce((sum, p) => sum + p.value, 0)).toBe(100);
    }
  });

  test.each(['e-commerce', 'health-care', 'PhoneSheet', 'nope'])(
    'an unknown name (%s) is a 404, not another dashboard',
    async (name) => {
      expect(await statusOf(get(name))).toBe(404);
    },
  );

  test('each database is a fresh copy', () => {
    db.crm.deals[0].company = 'changed';
    expect(createDashboardDb().crm.deals[0].company).toBe('Northwind Traders');
  });
});

describe('POST /dashboard/crypto/orders', () => {
  test('an order at the coin price joins the crypto payload, newest first', async () => {
    const first = (await buy({ coin: 'BTC', amount: 0.5 })).data;
    expect(first).toMatchObject({ id: 1, coin: 'BTC', amount: 0.5, price: 91_250.4, total: 45_625.2 });
    const second = (await buy({ coin: 'ETH', amount: 0.001 })).data;
    expect(second.id).toBe(2);
    expect((await get('crypto')).data.orders.map((o: CryptoOrder) => o.id)).toEqual([2, 1]);
  });

  test.each([
    [{ coin: 'BTC', amount: 0.0009 }],
    [{ coin: 'BTC', amount: 0 }],
    [{ coin: 'BTC', amount: 'abc' }],
    [{ coin: 'BTC' }],
    [{ coin: 'DOGE', amount: 1 }],
  ])('a bad order %j is refused and nothing is added', async (body) => {
    expect(await statusOf(buy(body))).toBe(400);
    expect(db.crypto.orders).toEqual([]);
  });
});
