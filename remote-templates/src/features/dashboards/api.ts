import { registerMockApp, templateApi } from '../../mock/mock-backend';
import { createDashboardDb } from './data/dashboard-db';
import { registerDashboardHandlers } from './mock/handlers';
import type { BuyRequest, CryptoOrder, DashboardData, DashboardId } from './types';

/** The mock answers these calls (once per page load; again after a test resets the backend). */
function ensureMock(): void {
  registerMockApp('dashboards', (mock) => registerDashboardHandlers(mock, createDashboardDb()));
}
ensureMock();

function client() {
  ensureMock();
  return templateApi;
}

export const dashboardsApi = {
  get: <K extends DashboardId>(id: K) => client().get<DashboardData[K]>(`/dashboard/${id}`),
  buy: (order: BuyRequest) => client().post<CryptoOrder>('/dashboard/crypto/orders', order),
};
