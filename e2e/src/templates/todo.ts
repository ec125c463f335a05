import { BASE_URL, clickText, fillByLabel, screenshot, settled } from '../browser';
import {
  reload,
  checkPhoneWidth,
  openFromSidebar,
  shootFourWays,
  type E2ePage,
  type TemplatesContext,
} from './harness';

const ROW_TITLE = '[data-testid="todo-task-title"]';

/**
 * Waits until a task row titled `title` is listed (or, with `present` false, is not). Generous:
 * CI's two cores run this under a load of 25 and more. A timeout says what the page showed.
 */
async function listed(page: E2ePage, title: string, present = true): Promise<void> {
  try {
    await page.waitForFunction(
      (sel, t, want) => {
        const list = document.querySelector('[data-testid="todo-list"]');
        if (!list || list.getAttribute('aria-busy') === 'true') return false;
        const found = [...document.querySelectorAll(sel)].some(
          (el) => (el as HTMLElement).innerText.trim() === t,
        );
        return found === want && document.querySelectorAll('[data-testid="todo-task-row"]').length > 0;
      },
      { timeout: 30000 },
      ROW_TITLE,
      title,
      present,
    );
  } catch (error) {
    await screenshot(page, 'todo-listed-timeout');
    const shown = await page.evaluate((sel) => {
      const list = document.querySelector('[data-testid="todo-list"]');
      return {
        path: location.pathname + location.search,
        busy: list?.getAttribute('aria-busy') ?? 'no list',
        titles: [...document.querySelectorAll(sel)].map((el) => (el as HTMLElement).innerText.trim()),
      };
    }, ROW_TITLE);
    throw new Error(`"${title}" ${present ? 'not listed' : 'still listed'}: ${JSON.stringify(shown)}`, {
      cause: error,
    });
  }
}

/**
 * Types the new task's title once the dialog has opened. antd's dialog moves the focus when its
 * opening animation ends; on CI's loaded cores that came mid-typing and the title lost its start.
 */
async function typeTitle(page: E2ePage, title: string): Promise<void> {
  // rc-motion's zoom-appear/enter classes stay on the dialog while it opens.
  await page.waitForFunction(() => !document.querySelector('.ant-modal[class*="zoom-"]'));
  for (let attempt = 1; ; attempt += 1) {
    await fillByLabel(page, 'Title', title);
    const typed = await page.$eval(
      '[data-testid="todo-compose-form"] input',
      (el) => (el as HTMLInputElement).value,
    );
    if (typed === title) return;
    if (attempt >= 3) throw new Error(`the title field holds "${typed}", not "${title}"`);
  }
}

async function choose(page: E2ePage, select: string, option: string): Promise<void> {
  await page.click(`${select} .ant-select-selector`);
  const item = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`;
  await page.waitForSelector(item, { visible: true });
  // The list grows from nothing (rc-motion's slide-up): click once it has its size.
  await settled(page);
  await page.click(item);
}

/** To-do: add a task (CSS, High), find it in All, CSS and Priority, delete it, reload. */
export async function todoJourney(ctx: TemplatesContext): Promise<void> {
  const page = await ctx.open('/apps/todo/all');
  await page.waitForSelector('[data-testid="todo-task-row"]', { visible: true });
  const title = `E2E task ${Date.now()}`;

  await openFromSidebar(page, '[data-testid="todo-add-task"]');
  await page.waitForSelector('[data-testid="todo-compose-form"]', { visible: true });
  await typeTitle(page, title);
  await choose(page, '[data-testid="todo-compose-priority"]', 'High');
  await choose(page, '[data-testid="todo-compose-labels"]', 'CSS');
  await page.click('[data-testid="todo-compose-submit"]');
  await page.waitForSelector('[data-testid="todo-compose-form"]', { hidden: true });
  await listed(page, title);

  await openFromSidebar(page, 'a[href="/apps/todo/label/css"]');
  await page.waitForFunction(() => location.pathname === '/apps/todo/label/css');
  await listed(page, title);
  await openFromSidebar(page, 'a[href="/apps/todo/priority"]');
  await page.waitForFunction(() => location.pathname === '/apps/todo/priority');
  await listed(page, title);

  // Open it and delete it (the "Delete task" confirmation), back in the list it is gone.
  // The list may still be swapping in the folder's fresh answer: click the row once it is there.
  await page.waitForFunction(
    (sel, t) => {
      const row = [...document.querySelectorAll(sel)].find(
        (el) => (el as HTMLElement).innerText.trim() === t,
      ) as HTMLElement | undefined;
      row?.click();
      return Boolean(row);
    },
    {},
    ROW_TITLE,
    title,
  );
  await page.waitForSelector('[data-testid="todo-detail"]', { visible: true });
  await page.click('[data-testid="todo-delete"]');
  // The dialog's own "Yes", once it has opened (its zoom ended).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-modal button')].some(
      (b) => (b as HTMLElement).innerText.trim() === 'Yes',
    ),
  );
  await settled(page);
  await clickText(page, 'Yes', '.ant-modal button');
  try {
    await page.waitForFunction(() => location.pathname === '/apps/todo/priority');
  } catch (error) {
    await screenshot(page, 'todo-delete-timeout');
    const shown = await page.evaluate(() => `${location.pathname}: ${document.body.innerText.slice(0, 600)}`);
    throw new Error(`the delete did not go back to the list; the page showed ${shown}`, { cause: error });
  }
  await listed(page, title, false);
  await openFromSidebar(page, 'a[href="/apps/todo/all"]');
  await listed(page, title, false);
  await openFromSidebar(page, 'a[href="/apps/todo/deleted"]');
  await listed(page, title);

  // A reload starts from the sample data again.
  await reload(page);
  await listed(page, 'Archive the old marketing site');
  await listed(page, title, false);

  // /apps/paymentApproval lands on the To-do app.
  await page.goto(`${BASE_URL}/apps/paymentApproval`);
  await page.waitForFunction(() => location.pathname === '/apps/todo/all', { timeout: 15000 });
  await listed(page, 'Build the landing page header');
  expect(page.errors).toEqual([]);
  await page.close();

  await shootFourWays(ctx, '/apps/todo/all', 'todo', '[data-testid="todo-task-row"]');
  await checkPhoneWidth(ctx, '/apps/todo/all', 'todo', '[data-testid="todo-task-row"]');
}
