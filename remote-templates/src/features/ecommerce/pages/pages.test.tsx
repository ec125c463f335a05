import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { flush, renderAt, setupStore } from '../../../testing/test-store';
import CartPage from './CartPage';
import CheckoutPage from './CheckoutPage';
import ConfirmationPage from './ConfirmationPage';
import CustomersPage from './CustomersPage';
import Invoice1Page from './Invoice1Page';
import Invoice2Page from './Invoice2Page';
import OrdersPage from './OrdersPage';
import ProductDetailPage from './ProductDetailPage';
import ProductsPage from './ProductsPage';

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

const app = (
  <>
    <Routes>
      <Route path="/ecommerce/products" element={<ProductsPage />} />
      <Route path="/ecommerce/product_detail/:id" element={<ProductDetailPage />} />
      <Route path="/ecommerce/orders" element={<OrdersPage />} />
      <Route path="/ecommerce/customers" element={<CustomersPage />} />
      <Route path="/ecommerce/cart" element={<CartPage />} />
      <Route path="/ecommerce/checkout" element={<CheckoutPage />} />
      <Route path="/ecommerce/confirmation" element={<ConfirmationPage />} />
      <Route path="/ecommerce/invoice-1" element={<Invoice1Page />} />
      <Route path="/ecommerce/invoice-2" element={<Invoice2Page />} />
    </Routes>
    <Where />
  </>
);

async function open(path: string) {
  const store = setupStore();
  await act(flush);
  await act(() => new Promise((r) => setTimeout(r, 50)));
  renderAt(app, store, { path });
  return store;
}

const products = () => screen.queryAllByTestId('ecommerce-product');
const cartCount = () => screen.getByTestId('ecommerce-cart-count').textContent;

test('products: a skeleton, 10 in a list, the next page, the grid, a filter and the cart count', async () => {
  await open('/ecommerce/products');
  expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  await waitFor(() => expect(products()).toHaveLength(10));
  expect(screen.getByTestId('ecommerce-list')).toBeInTheDocument();
  expect(screen.getByTestId('ecommerce-products-range')).toHaveTextContent('1–10 of 24');
  await waitFor(() => expect(cartCount()).toBe('3'));

  fireEvent.click(document.querySelector('.ant-pagination-item-3')!);
  await waitFor(() => expect(products()).toHaveLength(4));
  expect(screen.getByTestId('ecommerce-products-range')).toHaveTextContent('21–24 of 24');

  fireEvent.click(screen.getByTestId('ecommerce-view-grid'));
  expect(screen.getByTestId('ecommerce-grid')).toBeInTheDocument();
  expect(screen.getByTestId('ecommerce-view-grid')).toHaveAttribute('aria-pressed', 'true');

  // Filters sit in a drawer on narrow screens (jsdom).
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const filters = await screen.findByTestId('ecommerce-filters');
  fireEvent.click(within(filters).getByLabelText('Fossil'));
  await waitFor(() => expect(products()).toHaveLength(3));
  expect(screen.getByTestId('ecommerce-products-range')).toHaveTextContent('1–3 of 3');
  fireEvent.click(within(filters).getByLabelText('Women'));
  await waitFor(() => expect(products()).toHaveLength(2));

  fireEvent.click(screen.getByTestId('ecommerce-add-6'));
  await waitFor(() => expect(cartCount()).toBe('4'));
});

test('products: the search narrows; nothing found shows the empty state', async () => {
  await open('/ecommerce/products');
  await waitFor(() => expect(products()).toHaveLength(10));
  fireEvent.change(screen.getByPlaceholderText('Search products'), { target: { value: 'watch' } });
  await waitFor(() => expect(products()).toHaveLength(5));
  fireEvent.change(screen.getByPlaceholderText('Search products'), { target: { value: 'zzz' } });
  expect(await screen.findByText('No product matches these filters')).toBeInTheDocument();
});

test('product detail: pictures, reviews, price; add to cart; an unknown id', async () => {
  await open('/ecommerce/product_detail/5');
  expect(await screen.findByTestId('ecommerce-detail-title')).toHaveTextContent('Chrono Steel Watch');
  expect(screen.getByText('3 reviews')).toBeInTheDocument();
  expect(screen.getByText('$204.00')).toBeInTheDocument();
  expect(screen.getByText('15% off')).toBeInTheDocument();
  const first = screen.getByTestId('ecommerce-detail-picture').getAttribute('src');
  fireEvent.click(screen.getByRole('button', { name: 'Picture 2' }));
  expect(screen.getByTestId('ecommerce-detail-picture').getAttribute('src')).not.toBe(first);
  await waitFor(() => expect(cartCount()).toBe('3'));
  fireEvent.click(screen.getByTestId('ecommerce-detail-add'));
  await waitFor(() => expect(cartCount()).toBe('4'));
});

test('product detail: an unknown id says so', async () => {
  await open('/ecommerce/product_detail/999');
  expect(await screen.findByText('This product does not exist')).toBeInTheDocument();
});

test('orders: 10 a page, the second page, the search narrows', async () => {
  await open('/ecommerce/orders');
  const range = () => screen.getByTestId('ecommerce-orders-range');
  await waitFor(() => expect(range()).toHaveTextContent('1–10 of 24'));
  expect(screen.getByText('#SK2424')).toBeInTheDocument();
  expect(screen.getAllByText('COD').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
  fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
  await waitFor(() => expect(range()).toHaveTextContent('11–20 of 24'));
  expect(await screen.findByText('#SK2414')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText('Search orders'), { target: { value: 'asha' } });
  await waitFor(() => expect(range()).toHaveTextContent('1–2 of 2'));
  const table = screen.getByTestId('ecommerce-orders-table');
  await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2));
});

test('customers: 10 a page and the search', async () => {
  await open('/ecommerce/customers');
  const range = () => screen.getByTestId('ecommerce-customers-range');
  await waitFor(() => expect(range()).toHaveTextContent('1–10 of 18'));
  fireEvent.change(screen.getByPlaceholderText('Search customers'), { target: { value: 'chen' } });
  await waitFor(() => expect(range()).toHaveTextContent('1–1 of 1'));
  expect(screen.getByText('Mei Chen')).toBeInTheDocument();
});

test('cart: counts up and down, remove, totals', async () => {
  await open('/ecommerce/cart');
  await waitFor(() => expect(screen.getAllByTestId('ecommerce-cart-item')).toHaveLength(2));
  expect(screen.getByTestId('ecommerce-cart-pieces')).toHaveTextContent('3 items');
  // 96 + 2 × 204.
  expect(screen.getByTestId('ecommerce-total')).toHaveTextContent('$504.00');
  expect(screen.getByTestId('ecommerce-cart-less-1')).toBeDisabled();
  fireEvent.click(screen.getByTestId('ecommerce-cart-more-1'));
  await waitFor(() => expect(screen.getByTestId('ecommerce-cart-count-1')).toHaveTextContent('2'));
  expect(screen.getByTestId('ecommerce-total')).toHaveTextContent('$600.00');
  fireEvent.click(screen.getByTestId('ecommerce-cart-less-5'));
  await waitFor(() => expect(screen.getByTestId('ecommerce-cart-count-5')).toHaveTextContent('1'));
  fireEvent.click(screen.getByRole('button', { name: 'Remove Chrono Steel Watch' }));
  await waitFor(() => expect(screen.getAllByTestId('ecommerce-cart-item')).toHaveLength(1));
  fireEvent.click(screen.getByTestId('ecommerce-cart-remove-1'));
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
});

test('checkout: the rules, then the order and its confirmation', async () => {
  await open('/ecommerce/checkout');
  const place = await screen.findByTestId('ecommerce-place-order');
  fireEvent.click(place);
  expect(await screen.findByText('Name required')).toBeInTheDocument();
  expect(screen.getByText('Phone number required')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha Mendez' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 Market Street' } });
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Austin' } });
  fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '123' } });
  fireEvent.click(place);
  expect(await screen.findByText('Phone number not valid')).toBeInTheDocument();
  expect(screen.getByText('Pin length must be 6 digits')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+1 555 0100' } });
  fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '787010' } });
  fireEvent.click(place);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ecommerce/confirmation'));
  expect(await screen.findByText('Thank you! Your order has been placed')).toBeInTheDocument();
  expect(screen.getByText('Asha Mendez')).toBeInTheDocument();
});

test('confirmation without an order points to the shop', async () => {
  await open('/ecommerce/confirmation');
  expect(screen.getByText('No order has been placed yet')).toBeInTheDocument();
});

test.each([
  ['/ecommerce/invoice-1', 'Invoice 1'],
  ['/ecommerce/invoice-2', 'Invoice 2'],
])('%s: the template invoice labels, the totals and Print', async (path, title) => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await open(path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  for (const label of [
    'Client',
    'Invoice ID',
    'Issued',
    'Due on',
    'Item description',
    'Assignment type',
    'Quantity',
    'Subtotal',
    'Rebate (5%)',
    'Grand total',
  ])
    expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  // 1800 + 32 × 45 + 24 × 12 + 3 × 60 = 3708; − 5 % = 3522.60.
  expect(screen.getByTestId('ecommerce-grand-total')).toHaveTextContent('$3,522.60');
  fireEvent.click(screen.getByTestId('ecommerce-print'));
  expect(print).toHaveBeenCalled();
  print.mockRestore();
});
