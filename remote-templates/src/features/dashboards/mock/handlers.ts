import type MockAdapter from 'axios-mock-adapter';
import { bodyOf, ok } from '../../../mock/mock-backend';
import type { CryptoOrder, DashboardData } from '../types';
import { MIN_BUY, isDashboardId } from '../types';

const DASHBOARD = /^\/dashboard\/([^/?]+)$/;

/** Why a buy order is refused, or null when it is good. */
export function buyError(db: DashboardData, coin: unknown, amount: unknown): string | null {
  if (!db.crypto.coins.some((c) => c.symbol === coin)) return 'Unknown coin';
  const value = Number(amount);
  if (!Number.isFinite(value) || value < MIN_BUY) return `The amount must be at least ${MIN_BUY}`;
  return null;
}

/**
 * The dashboards' mock calls:
 * - GET /dashboard/{analytics|ecommerce|crm|crypto|health_care|academy|metrics|widgets} → its payload
 *   (any other name: 404, so a wrong link shows an error, not another dashboard)
 * - POST /dashboard/crypto/orders (coin, amount) → the placed order, first in the crypto payload's
 *   `orders` until the page reloads (not in the template's calls: the buy form of issue 23 needs it)
 */
export function registerDashboardHandlers(mock: MockAdapter, db: DashboardData): void {
  mock.onPost('/dashboard/crypto/orders').reply((config) => {
    const { coin, amount } = bodyOf<{ coin?: unknown; amount?: unknown }>(config);
    const error = buyError(db, coin, amount);
    if (error) return [400, { message: error }];
    const price = db.crypto.coins.find((c) => c.symbol === coin)!.price;
    const value = Number(amount);
    const order: CryptoOrder = {
      id: db.crypto.orders.reduce((max, o) => Math.max(max, o.id), 0) + 1,
      coin: String(coin),
      amount: value,
      price,
      total: Math.round(value * price * 100) / 100,
      at: new Date().toISOString(),
    };
    db.crypto.orders = [order, ...db.crypto.orders];
    return ok(order);
  });

  mock.onGet(DASHBOARD).reply((config) => {
    const id = DASHBOARD.exec(config.url ?? '')?.[1] ?? '';
    if (!isDashboardId(id)) return [404, { message: `No dashboard named "${id}"` }];
    return ok(db[id]);
  });
}
