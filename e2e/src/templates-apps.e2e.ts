import type { Browser } from 'puppeteer-core';
import { BASE_URL, PORT_OFFSET, launch, newPage, waitForText } from './browser';
import { signUpCompany } from './company';
import { templatesContext, type TemplatesContext } from './templates/harness';

// The template apps (issue 22) share one browser and one signed-up company: each journey
// opens its app, uses its main action, reloads and finds the sample data back.
let browser: Browser;
let ctx: TemplatesContext;

beforeAll(async () => {
  browser = await launch();
  const { token } = await signUpCompany('templates', 'Template Demos Ltd');
  ctx = templatesContext(browser, token);
});
afterAll(async () => {
  await browser?.close();
});

const TEMPLATES_ORIGIN = `:${3004 + PORT_OFFSET}/`;

test('the product pages fetch no byte of the templates remote; a template route loads it', async () => {
  const page = await newPage(browser);
  const templateRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(TEMPLATES_ORIGIN)) templateRequests.push(request.url());
  });
  await page.goto(`${BASE_URL}/home`, { waitUntil: 'networkidle0' });
  await page.goto(`${BASE_URL}/signin`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[type="password"]');
  await page.evaluate((token) => localStorage.setItem('phonesheet.accessToken', token), ctx.token);
  await page.goto(`${BASE_URL}/dashboards/PhoneSheet`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[aria-label="Main navigation"]');
  expect(templateRequests).toEqual([]);

  // By its URL, with the demos hidden from the sidebar (the default).
  await page.goto(`${BASE_URL}/list-type/flat`);
  await waitForText(page, 'User lists');
  expect(templateRequests.some((url) => url.endsWith('mf-manifest.json'))).toBe(true);
  expect(
    await page.$$eval('[aria-label="Main navigation"] li', (items) => items.map((li) => li.textContent)),
  ).not.toContain('Apps');
  expect(page.errors).toEqual([]);
  await page.close();
});

test('"Show template demos" adds the Apps group to the sidebar', async () => {
  const page = await ctx.open('/dashboards/PhoneSheet', { showTemplates: true as unknown as string });
  const menu = await page.waitForSelector('[aria-label="Main navigation"]');
  await page.waitForFunction((el) => (el as HTMLElement).innerText.includes('Apps'), {}, menu);
  expect(page.errors).toEqual([]);
  await page.close();
});
