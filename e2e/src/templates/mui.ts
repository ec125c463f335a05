import { fillByLabel, screenshot } from '../browser';
import { BASE_URL, checkPhoneWidth, shootFourWays, type E2ePage, type TemplatesContext } from './harness';

const tid = (id: string) => `[data-testid="${id}"]`;

/** The nine galleries: [route, the page's test id]. */
const GALLERIES: [string, string][] = [
  ['/mui/inputs', 'mui-inputs'],
  ['/mui/data-display', 'mui-dataDisplay'],
  ['/mui/navigation', 'mui-navigation'],
  ['/mui/surface', 'mui-surface'],
  ['/mui/feedback', 'mui-feedback'],
  ['/mui/layout', 'mui-layout'],
  ['/mui/utility', 'mui-utility'],
  ['/mui/lab', 'mui-lab'],
  // Last: the journey goes on with the grid.
  ['/mui/data-grid', 'mui-dataGrid'],
];

/** Console errors count as failures here too (antd reports a deprecated API as one). */
function collectConsoleErrors(page: E2ePage): void {
  page.on('console', (message) => {
    if (message.type() === 'error') page.errors.push(`console: ${message.text()}`);
  });
}

async function textIs(page: E2ePage, selector: string, text: string): Promise<void> {
  try {
    await page.waitForFunction(
      (sel, t) => document.querySelector(sel)?.textContent?.trim() === t,
      {},
      selector,
      text,
    );
  } catch (error) {
    const found = await page.evaluate((sel) => document.querySelector(sel)?.textContent ?? null, selector);
    await screenshot(page, 'templates-mui-failure');
    throw new Error(`${selector}: wanted "${text}", found ${JSON.stringify(found)} (${String(error)})`);
  }
}

const gridRows = (page: E2ePage) =>
  page.$$eval(`${tid('mui-example-people')} tbody tr.ant-table-row`, (trs) =>
    trs.map((tr) => (tr as HTMLElement).innerText),
  );

/** Ticks `value` in the filter menu of the data grid's column `column`, then OK. */
async function filterColumn(page: E2ePage, column: string, value: string): Promise<void> {
  await page.evaluate((col) => {
    const th = [...document.querySelectorAll('[data-testid="mui-example-people"] th')].find((el) =>
      (el as HTMLElement).innerText.includes(col),
    );
    (th?.querySelector('.ant-table-filter-trigger') as HTMLElement).click();
  }, column);
  await page.waitForFunction(
    (v) =>
      [...document.querySelectorAll('.ant-table-filter-dropdown')].some(
        (d) => (d as HTMLElement).offsetParent && (d as HTMLElement).innerText.includes(v),
      ),
    {},
    value,
  );
  await page.evaluate((v) => {
    const menu = [...document.querySelectorAll('.ant-table-filter-dropdown')].find(
      (d) => (d as HTMLElement).offsetParent && (d as HTMLElement).innerText.includes(v),
    ) as HTMLElement;
    const item = [...menu.querySelectorAll('.ant-dropdown-menu-item')].find(
      (li) => (li as HTMLElement).innerText.trim() === v,
    ) as HTMLElement;
    item.click();
    (menu.querySelector('.ant-btn-primary') as HTMLElement).click();
  }, value);
}

/**
 * UI galleries: every /mui route opens its own screen with no console error, a live example
 * answers, the contents jump to a section; the data grid pages by 15 with no size changer,
 * sorts, filters, searches and shows its empty state; screenshots of the inputs gallery four
 * ways and of the data grid at phone width.
 */
export async function muiJourney(ctx: TemplatesContext): Promise<void> {
  const started = Date.now();
  const page = await ctx.open('/mui/inputs');
  collectConsoleErrors(page);
  for (const [route, testId] of GALLERIES) {
    // In-app navigation (as the sidebar does): one load of the host and the remote for all nine.
    if (page.url() !== BASE_URL + route)
      await page.evaluate((r) => {
        history.pushState({}, '', r);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route);
    // The first route loads the host and the templates remote: give a loaded machine room.
    await page.waitForSelector(tid(testId), { visible: true, timeout: 60000 });
    expect(page.url()).toBe(BASE_URL + route);
    const cards = await page.$$(`${tid(testId)} [data-testid^="mui-example-"]`);
    expect(cards.length).toBeGreaterThan(0);

    if (route === '/mui/inputs') {
      await page.click(`${tid('mui-example-buttonTypes')} .ant-btn-primary`);
      await textIs(page, tid('mui-button-clicks'), 'Clicked once');
      // The contents: a section link scrolls its section to the top.
      await page.click(`.ant-anchor-link-title[href="#mui-inputs--text"]`);
      await page.waitForFunction(() => {
        const top = document.getElementById('mui-inputs--text')?.getBoundingClientRect().top ?? 999;
        return Math.abs(top - 88) < 24;
      });
    }
    if (route === '/mui/feedback') {
      await page.click(`${tid('mui-example-modal')} .ant-btn-primary`);
      await page.waitForSelector(tid('mui-modal-body'), { visible: true });
      // Clicked in the page, not at coordinates: the dialog may still be zooming in.
      await page.$eval('.ant-modal-footer .ant-btn-primary', (b) => (b as HTMLElement).click());
      await textIs(page, tid('mui-modal-answer'), 'Saved.');
    }
    if (route === '/mui/navigation') {
      await page.evaluate(() => {
        const tab = [...document.querySelectorAll('[data-testid="mui-example-tabs"] [role="tab"]')].find(
          (t) => (t as HTMLElement).innerText === 'Reviews',
        ) as HTMLElement;
        tab.click();
      });
      await page.waitForSelector(tid('mui-tab-reviews'), { visible: true });
    }
  }

  // The data grid (the page now open): 15 of 64, no page-size options.
  await textIs(page, tid('mui-grid-range'), '1–15 of 64');
  expect(await gridRows(page)).toHaveLength(15);
  expect(await page.$(`${tid('mui-example-people')} .ant-pagination-options`)).toBeNull();
  await page.click(`${tid('mui-example-people')} .ant-pagination-item-5`);
  await textIs(page, tid('mui-grid-range'), '61–64 of 64');
  expect(await gridRows(page)).toHaveLength(4);

  // Sorting by name goes back to page 1, A to Z.
  await page.evaluate(() => {
    const th = [...document.querySelectorAll('[data-testid="mui-example-people"] th')].find(
      (el) => (el as HTMLElement).innerText.trim() === 'Name',
    ) as HTMLElement;
    th.click();
  });
  await textIs(page, tid('mui-grid-range'), '1–15 of 64');
  const sorted = (await gridRows(page)).map((r) => r.split('\t')[0]);
  expect(sorted[0]).toBe('Amara Andersen');
  expect([...sorted].sort((a, b) => a.localeCompare(b))).toEqual(sorted);

  // A status filter, then a search on top of it; nothing matching shows the empty state.
  await filterColumn(page, 'Status', 'Suspended');
  await textIs(page, tid('mui-grid-range'), '1–9 of 9');
  for (const row of await gridRows(page)) expect(row).toContain('Suspended');
  await fillByLabel(page, 'Search name, e-mail or country', 'zzz');
  await page.waitForSelector(tid('mui-grid-empty'), { visible: true });
  // The empty state's own button (the toolbar's may sit under the fixed top bar once scrolled).
  await page.click(`${tid('mui-grid-empty')} button`);
  await textIs(page, tid('mui-grid-range'), '1–15 of 64');
  expect(page.errors).toEqual([]);
  await page.close();
  console.log(`mui: routes and data grid in ${Date.now() - started} ms`);

  await shootFourWays(ctx, '/mui/inputs', 'mui-inputs', tid('mui-example-form'));
  await checkPhoneWidth(ctx, '/mui/data-grid', 'mui-data-grid', tid('mui-grid-range'));
  console.log(`mui: with screenshots in ${Date.now() - started} ms`);
}
