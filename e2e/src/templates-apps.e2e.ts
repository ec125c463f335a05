import type { Browser } from 'puppeteer-core';
import { BASE_URL, PORT_OFFSET, closeBrowser, launch, newPage, waitForText } from './browser';
import { sharedCompany, storeSession } from './company';
import { templatesContext, type TemplatesContext } from './templates/harness';
import { todoJourney } from './templates/todo';
import { chatJourney } from './templates/chat';
import { mailJourney } from './templates/mail';
import { contactJourney } from './templates/contact';
import { scrumBoardJourney } from './templates/scrum-board';
import { wallJourney } from './templates/wall';

// The template apps (issue 22) share one browser context and the run's shared company (they
// change nothing of it): each journey opens its app, uses its main action, reloads and finds the
// sample data back.
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
  await storeSession(page, ctx.token);
  // The sheet keeps its live event stream open, so the network never goes idle: wait for the
  // sheet, then give any late request time to show.
  await page.goto(`${BASE_URL}/dashboards/PhoneSheet`);
  await page.waitForSelector('[aria-label="Main navigation"]');
  await waitForText(page, "Today's phone sheet");
  await new Promise((resolve) => setTimeout(resolve, 2000));
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

test('to-do: compose a task, find it by folder and label, delete it, reload', async () => {
  await todoJourney(ctx);
});

test('chat: send a message, delete it, reload', async () => {
  await chatJourney(ctx);
});

test('mail: star a mail and find it under Starred, compose one and find it atop Sent, reload', async () => {
  await mailJourney(ctx);
});

// The journey, its four screenshots and the phone-width pass: 116 s once on a loaded machine.
test('contacts: a bad e-mail is refused, a good one creates the contact, star, reload', async () => {
  await contactJourney(ctx);
}, 240000);

test('scrum board: move a card to another list by keyboard, add a card, reload', async () => {
  await scrumBoardJourney(ctx);
});

test('wall: like and unlike a post, comment, publish, reload', async () => {
  await wallJourney(ctx);
});

test('the templates remote also runs alone, on its own origin, with its mock backend', async () => {
  const page = await newPage(browser);
  await page.goto(`http://localhost:${3004 + PORT_OFFSET}/apps/todo/all`);
  await page.waitForSelector('[data-testid="todo-task-row"]', { visible: true });
  await waitForText(page, 'templates (standalone)');
  expect(page.errors).toEqual([]);
  await page.close();
});
