import { createElement, lazy } from 'react';
import { generatePath } from 'react-router-dom';
import { ShoppingOutlined } from '@ant-design/icons';
import { pathPrefix } from '../../app-kit/path-prefix';
import type { TemplateApp } from '../../app-kit/template-app';
import { TEMPLATE_PATHS } from '../../route-paths';
import { messages } from './i18n';
import { ecommerceReducer } from './store/ecommerce-slice';

const ProductsPage = lazy(() => import('./pages/ProductsPage'));
const ProductDetailPage = lazy(() => import('./pages/ProductDetailPage'));
const OrdersPage = lazy(() => import('./pages/OrdersPage'));
const CustomersPage = lazy(() => import('./pages/CustomersPage'));
const CartPage = lazy(() => import('./pages/CartPage'));
const CheckoutPage = lazy(() => import('./pages/CheckoutPage'));
const ConfirmationPage = lazy(() => import('./pages/ConfirmationPage'));
const Invoice1Page = lazy(() => import('./pages/Invoice1Page'));
const Invoice2Page = lazy(() => import('./pages/Invoice2Page'));

const user = { role: 'user' } as const;

const PATHS = TEMPLATE_PATHS.ecommerce;

const item = (id: keyof typeof PATHS, url: string = PATHS[id], match?: string) => ({
  id: `templates-ecommerce-${id}`,
  type: 'item' as const,
  messageId: `templates.ecommerce.nav.${id}`,
  url,
  ...(match ? { match } : {}),
});

/** The shop on the mock backend: products, a product, orders, customers, the cart to the invoice. */
export const ecommerceApp: TemplateApp = {
  id: 'ecommerce',
  group: 'pages',
  routes: [
    { path: TEMPLATE_PATHS.ecommerce.products, Component: ProductsPage, access: user },
    { path: TEMPLATE_PATHS.ecommerce.productDetail, Component: ProductDetailPage, access: user },
    { path: TEMPLATE_PATHS.ecommerce.orders, Component: OrdersPage, access: user },
    { path: TEMPLATE_PATHS.ecommerce.customers, Component: CustomersPage, access: user },
    { path: TEMPLATE_PATHS.ecommerce.cart, Component: CartPage, access: user },
    { path: TEMPLATE_PATHS.ecommerce.checkout, Component: CheckoutPage, access: user },
    { path: TEMPLATE_PATHS.ecommerce.confirmation, Component: ConfirmationPage, access: user },
    { path: TEMPLATE_PATHS.ecommerce.invoice1, Component: Invoice1Page, access: user },
    { path: TEMPLATE_PATHS.ecommerce.invoice2, Component: Invoice2Page, access: user },
  ],
  nav: {
    id: 'templates-ecommerce',
    type: 'collapse',
    messageId: 'templates.ecommerce.nav',
    icon: createElement(ShoppingOutlined),
    children: [
      item('products'),
      // The first product, lit on every product's page.
      item('productDetail', generatePath(PATHS.productDetail, { id: '1' }), pathPrefix(PATHS.productDetail)),
      item('orders'),
      item('customers'),
      item('cart'),
      item('checkout'),
      item('confirmation'),
      item('invoice1'),
      item('invoice2'),
    ],
  },
  reducers: { templatesEcommerce: ecommerceReducer },
  loadSaga: () => import('./store/ecommerce-saga'),
  messages,
};
