import { registerMockApp, templateApi } from '../../mock/mock-backend';
import { createEcommerceDb } from './data/ecommerce-db';
import { registerEcommerceHandlers } from './mock/handlers';
import type { Address, CartItem, Customer, FilterData, Order, Page, PlacedOrder, Product } from './types';

/** The mock answers these calls (once per page load; again after a test resets the backend). */
function ensureMock(): void {
  registerMockApp('ecommerce', (mock) => registerEcommerceHandlers(mock, createEcommerceDb()));
}
ensureMock();

function client() {
  ensureMock();
  return templateApi;
}

export const ecommerceApi = {
  products: (query: { filterData: FilterData; page: number }) =>
    client().get<Page<Product>>('/api/ecommerce/list', { params: query }),
  product: (id: number) => client().get<Product | null>('/api/ecommerce/get', { params: { id } }),
  orders: (query: { search: string; page: number }) =>
    client().get<Page<Order>>('/api/ecommerce/orders', { params: query }),
  customers: (query: { search: string; page: number }) =>
    client().get<Page<Customer>>('/api/ecommerce/customers', { params: query }),
  cart: () => client().get<CartItem[]>('/api/cart/get'),
  addToCart: (productId: number) => client().post<CartItem[]>('/api/cart/add', { productId }),
  updateCart: (id: number, count: number) => client().put<CartItem[]>('/api/cart/update', { id, count }),
  removeFromCart: (id: number) => client().post<CartItem[]>('/api/cart/remove', { id }),
  checkout: (address: Address) => client().post<PlacedOrder>('/api/cart/checkout', { address }),
};
