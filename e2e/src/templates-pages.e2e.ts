import type { Browser } from 'puppeteer-core';
import { launch } from './browser';
import { signUpCompany } from './company';
import { templatesContext, type TemplatesContext } from './templates/harness';
import { ecommerceJourney } from './templates/ecommerce';
import { cryptoBuy, dashboardRoutes, dashboardScreenshots } from './templates/dashboards';

// The template pages (issue 23): dashboards, e-commerce, extra pages, UI and third-party demos.
// One browser and one signed-up company for the whole file; each area's checks live in
// e2e/src/templates/<area>.ts.
let browser: Browser;
let ctx: TemplatesContext;

beforeAll(async () => {
  browser = await launch();
  const { token } = await signUpCompany('template-pages', 'Template Pages Ltd');
  ctx = templatesContext(browser, token);
});
afterAll(async () => {
  await browser?.close();
});

test('e-commerce: every route opens; orders search and paging; a product to the cart and its count', async () => {
  await ecommerceJourney(ctx);
});

test('dashboards: each of the eight opens its own screen with its charts drawn, at phone width, mirrored in Arabic', async () => {
  await dashboardRoutes(ctx);
}, 300_000);

test('dashboards: the crypto buy form refuses under 0.001 and places an order', async () => {
  await cryptoBuy(ctx);
}, 300_000);

test('dashboards: screenshots in English and Arabic, light and dark', async () => {
  await dashboardScreenshots(ctx);
  // 32 renderings and the phone pair: about a minute on an idle machine, minutes under load.
}, 600_000);
