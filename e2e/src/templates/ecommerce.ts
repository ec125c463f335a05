import { clickText, fillByLabel, waitForText } from '../browser';
import {
  BASE_URL,
  checkPhoneWidth,
  reload,
  shootFourWays,
  type E2ePage,
  type TemplatesContext,
} from './harness';

const tid = (id: string) => `[data-testid="${id}"]`;

async function textIs(page: E2ePage, testId: string, text: string): Promise<void> {
  await page.waitForFunction(
    (sel, t) => document.querySelector(sel)?.textContent?.trim() === t,
    {},
    tid(testId),
    text,
  );
}

/** Every route of the area shows its own screen (never the 404 page). */
const ROUTES: [string, string][] = [
  ['/ecommerce/product_detail/1', 'ecommerce-detail-title'],
  ['/ecommerce/customers', 'ecommerce-customers-range'],
  ['/ecommerce/cart', 'ecommerce-cart-item'],
  ['/ecommerce/checkout', 'ecommerce-checkout-form'],
  ['/ecommerce/confirmation', 'ecommerce-confirmation'],
  ['/ecommerce/invoice-1', 'ecommerce-invoice-1'],
  ['/ecommerce/invoice-2', 'ecommerce-invoice-2'],
  ['/ecommerce/orders', 'ecommerce-orders-range'],
];

/**
 * E-commerce: products in a list and a grid, a brand filter, a product to the cart (the count
 * goes 3 → 4, the cart page agrees) and back to 3 after a reload; every route opens its own
 * screen; the orders' paging and search.
 */
export async function ecommerceJourney(ctx: TemplatesContext): Promise<void> {
  const page = await ctx.open('/ecommerce/products');
  await page.waitForSelector(tid('ecommerce-list'), { visible: true });
  await textIs(page, 'ecommerce-products-range', '1–10 of 24');
  await textIs(page, 'ecommerce-cart-count', '3');

  // The grid, then the brand filter.
  await page.click(tid('ecommerce-view-grid'));
  await page.waitForSelector(tid('ecommerce-grid'), { visible: true });
  await clickText(page, 'Fossil', `${tid('ecommerce-filters')} label`);
  await textIs(page, 'ecommerce-products-range', '1–3 of 3');

  // A product to the cart: the count goes up, the cart page agrees.
  await page.click(tid('ecommerce-add-6'));
  await textIs(page, 'ecommerce-cart-count', '4');
  await waitForText(page, 'Added to cart');
  await page.click(tid('ecommerce-cart-link'));
  await page.waitForFunction(() => location.pathname === '/ecommerce/cart');
  await textIs(page, 'ecommerce-cart-pieces', '4 items');
  expect(await page.$$(tid('ecommerce-cart-item'))).toHaveLength(3);

  // A reload brings the sample cart back.
  await reload(page);
  await textIs(page, 'ecommerce-cart-pieces', '3 items');
  expect(await page.$$(tid('ecommerce-cart-item'))).toHaveLength(2);

  // Every route: its own screen.
  for (const [route, testId] of ROUTES) {
    await page.goto(BASE_URL + route);
    await page.waitForSelector(tid(testId), { visible: true });
    expect(page.url()).toBe(BASE_URL + route);
  }

  // Orders (the last route): paging to page 2, then the search narrows.
  await textIs(page, 'ecommerce-orders-range', '1–10 of 24');
  await page.click('.ant-pagination-item-2');
  await textIs(page, 'ecommerce-orders-range', '11–20 of 24');
  await waitForText(page, '#SK2414');
  await fillByLabel(page, 'Search orders', 'asha');
  await textIs(page, 'ecommerce-orders-range', '1–2 of 2');
  const rows = await page.$$eval(`${tid('ecommerce-orders-table')} tbody tr.ant-table-row`, (trs) =>
    trs.map((tr) => (tr as HTMLElement).innerText),
  );
  expect(rows).toHaveLength(2);
  for (const row of rows) expect(row).toContain('Asha Mendez');
  expect(page.errors).toEqual([]);
  await page.close();
}

/** Screenshots of the products (shotRenderings); the orders at phone width. */
export async function ecommerceScreens(ctx: TemplatesContext): Promise<void> {
  await shootFourWays(ctx, '/ecommerce/products', 'ecommerce-products', tid('ecommerce-product'));
  await checkPhoneWidth(ctx, '/ecommerce/orders', 'ecommerce-orders', tid('ecommerce-orders-range'));
}

/** The first invoice (shotRenderings), and printed: alone on one A4 page. */
export async function ecommerceInvoice(ctx: TemplatesContext): Promise<void> {
  await shootFourWays(ctx, '/ecommerce/invoice-1', 'ecommerce-invoice-1', tid('ecommerce-invoice-id'));
  // Printed, the invoice stands alone: the shell is hidden, the invoice fills the A4 page.
  const page = await ctx.open('/ecommerce/invoice-1');
  await page.waitForSelector(tid('ecommerce-invoice-id'), { visible: true });
  await page.emulateMediaType('print');
  const shellShown = await page.$$eval(
    '.ant-layout-sider, .ant-layout-header, [aria-label="Main navigation"]',
    (els) =>
      els.filter(
        (el) => el.getBoundingClientRect().width > 0 && getComputedStyle(el).visibility === 'visible',
      ).length,
  );
  expect(shellShown).toBe(0);
  const pdf = Buffer.from(await page.pdf({ format: 'A4' })).toString('latin1');
  // One A4 page: the PDF has one page object.
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
  await page.close();
}
