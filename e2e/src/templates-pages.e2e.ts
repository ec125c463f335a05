import type { Browser } from 'puppeteer-core';
import { closeBrowser, launch } from './browser';
import { sharedCompany } from './company';
import { templatesContext, type TemplatesContext } from './templates/harness';
import { ecommerceInvoice, ecommerceJourney, ecommerceScreens } from './templates/ecommerce';
import { extraPagesJourney, extraPagesScreens, multiLevelMenuJourney } from './templates/extra-pages';
import { thirdPartyJourney } from './templates/third-party';
import { muiJourney } from './templates/mui';
import { cryptoBuy, dashboardRoutes, dashboardScreenshots } from './templates/dashboards';

// The template pages (issue 23): dashboards, e-commerce, extra pages, UI and third-party demos.
// One browser context for the whole file, signed in as the run's shared company (the demos
// change nothing of it); each area's checks live in e2e/src/templates/<area>.ts.
let browser: Browser;
let ctx: TemplatesContext;

beforeAll(async () => {
  browser = await launch();
  const { token } = await sharedCompany();
  ctx = templatesContext(browser, token);
});
afterAll(async () => {
  await closeBrowser(browser);
});

test('e-commerce: every route opens; orders search and paging; a product to the cart and its count', async () => {
  await ecommerceJourney(ctx);
});

test('e-commerce: the products in English light and Arabic dark; the orders at phone width', async () => {
  await ecommerceScreens(ctx);
});

test('e-commerce: the invoice in English light and Arabic dark, and printed alone on one A4 page', async () => {
  await ecommerceInvoice(ctx);
});

test('extra pages: every route opens; the newsletter thanks; a password refused, then changed', async () => {
  await extraPagesJourney(ctx);
}, 300_000);

test('extra pages: the multi-level menu opens to level three', async () => {
  await multiLevelMenuJourney(ctx);
}, 300_000);

test('extra pages: the account page in English light and Arabic dark, and at phone width', async () => {
  await extraPagesScreens(ctx);
}, 300_000);

test('third party: every route opens; a calendar event dragged to another day; bold text in the editor; a country on the map', async () => {
  await thirdPartyJourney(ctx);
  // About 90 s on a quiet machine; the margin is for a loaded CI.
}, 300_000);
// Its routes and grid took 62–97 s and the six screenshots 2–3 min at load 25–30 on two cores.
test('UI galleries: every /mui route opens; the data grid pages, sorts, filters and searches', async () => {
  await muiJourney(ctx);
}, 360_000);

test('dashboards: each of the eight opens its own screen with its charts drawn, at phone width, mirrored in Arabic', async () => {
  await dashboardRoutes(ctx);
}, 300_000);

test('dashboards: the crypto buy form refuses under 0.001 and places an order', async () => {
  await cryptoBuy(ctx);
}, 300_000);

test('dashboards: screenshots in English light and Arabic dark', async () => {
  await dashboardScreenshots(ctx);
  // 16 renderings and the phone pair (32 with E2E_ALL_SHOTS=1).
}, 600_000);
