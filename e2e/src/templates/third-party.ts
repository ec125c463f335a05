import { waitForText } from '../browser';
import { BASE_URL, checkPhoneWidth, shootFourWays, type E2ePage, type TemplatesContext } from './harness';

const tid = (id: string) => `[data-testid="${id}"]`;

/** Every route of the area shows its own screen (never the 404 page), with what proves it. */
const ROUTES: [string, string][] = [
  ['/third-party/chart', 'chart-composed'],
  ['/third-party/map', 'third-party-map-svg'],
  ['/third-party/calendar', 'calendar-event-1'],
  ['/third-party/editor', 'editor-content'],
];

/** The local date (YYYY-MM-DD) of an ISO instant, as the page's clock sees it. */
function localDay(page: E2ePage, iso: string): Promise<string> {
  return page.evaluate((value) => {
    const d = new Date(value);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, iso);
}

async function centre(page: E2ePage, selector: string) {
  const box = await (await page.waitForSelector(selector, { visible: true }))!.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Third party: each route opens; in the calendar an event dragged with the mouse to the
 * neighbouring day lands there (and keeps its hours); bold text typed in the editor is a
 * <strong>; a country clicked on the map shows in the detail panel; screenshots of the
 * calendar and the map, the calendar at phone width.
 */
export async function thirdPartyJourney(ctx: TemplatesContext): Promise<void> {
  const page = await ctx.open('/third-party/chart');
  for (const [route, testId] of ROUTES) {
    if (page.url() !== BASE_URL + route) await page.goto(BASE_URL + route);
    // Each page's library arrives with it (recharts alone is ~160 kB gzip): a slow machine needs time.
    await page.waitForSelector(tid(testId), { visible: true, timeout: 60000 });
    expect(page.url()).toBe(BASE_URL + route);
  }

  // Calendar (the month view): drag "Team stand-up" (today) to the next or previous day cell of its row.
  await page.goto(BASE_URL + '/third-party/calendar');
  const event = tid('calendar-event-1');
  await page.waitForSelector(event, { visible: true });
  const before = await page.$eval(event, (el) => el.getAttribute('data-start')!);
  const target = await page.$eval(event, (el) => {
    const row = el.closest('.rbc-month-row')!;
    const cells = [...row.querySelectorAll('.rbc-day-bg')];
    const { x } = el.getBoundingClientRect();
    const index = cells.findIndex((c) => {
      const r = c.getBoundingClientRect();
      return x >= r.left && x < r.right;
    });
    const next = index + 1 < cells.length ? index + 1 : index - 1;
    const r = cells[next].getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height * 0.7, days: next - index };
  });
  const from = await centre(page, event);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 5, from.y + 5, { steps: 3 });
  await page.mouse.move(target.x, target.y, { steps: 12 });
  await page.mouse.up();
  await waitForText(page, 'Event moved');
  const expected = await page.evaluate(
    (iso, days) => {
      const d = new Date(iso);
      d.setDate(d.getDate() + days);
      return d.toISOString();
    },
    before,
    target.days,
  );
  await page.waitForFunction(
    (sel, iso) => document.querySelector(sel)?.getAttribute('data-start') === iso,
    {},
    event,
    expected,
  );
  expect(await localDay(page, expected)).not.toBe(await localDay(page, before));

  // Editor: a new line, Bold on, typed text lands in a <strong>.
  await page.goto(BASE_URL + '/third-party/editor');
  await page.waitForSelector(tid('editor-content'), { visible: true });
  await page.click(`${tid('editor-content')} ol li:last-child p`);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.click(tid('editor-bold'));
  await page.keyboard.type('Typed in bold');
  await page.waitForFunction(
    (sel) => [...document.querySelectorAll(`${sel} strong`)].some((s) => s.textContent === 'Typed in bold'),
    {},
    tid('editor-content'),
  );
  expect(await page.$eval(tid('editor-bold'), (b) => b.getAttribute('aria-pressed'))).toBe('true');

  // Map: a click on Germany shows it in the detail panel.
  await page.goto(BASE_URL + '/third-party/map');
  await page.waitForSelector('path[data-region="276"]', { visible: true });
  await page.click('path[data-region="276"]');
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.querySelector('.ant-card-head-title')?.textContent === 'Germany',
    {},
    tid('third-party-map-detail'),
  );
  await page.waitForSelector(tid('third-party-map-visitors'), { visible: true });
  expect(page.errors).toEqual([]);
  await page.close();

  await shootFourWays(ctx, '/third-party/calendar', 'third-party-calendar', tid('calendar-event-1'));
  await shootFourWays(ctx, '/third-party/map', 'third-party-map', 'path[data-region="276"]');
  await checkPhoneWidth(ctx, '/third-party/calendar', 'third-party-calendar', tid('calendar-event-1'));
}
