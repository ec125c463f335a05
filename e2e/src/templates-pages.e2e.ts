import type { Browser } from 'puppeteer-core';
import { launch } from './browser';
import { signUpCompany } from './company';
import { templatesContext, type TemplatesContext } from './templates/harness';
import { ecommerceJourney } from './templates/ecommerce';
import { muiJourney } from './templates/mui';

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

// Its routes and grid took 62–97 s and the six screenshots 2–3 min at load 25–30 on two cores.
test('UI galleries: every /mui route opens; the data grid pages, sorts, filters and searches', async () => {
  await muiJourney(ctx);
}, 360000);
