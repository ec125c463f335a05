import { fillByLabel, waitForText } from '../browser';
import {
  reload,
  checkPhoneWidth,
  openFromSidebar,
  shootFourWays,
  type E2ePage,
  type TemplatesContext,
} from './harness';

const LIST = '[data-testid="mail-list"]';
const row = (id: number) => `[data-testid="mail-row-${id}"]`;

/** Opens a folder through the sidebar (in the drawer on narrow screens), so the page keeps its data. */
async function openFolder(page: E2ePage, alias: string): Promise<void> {
  await openFromSidebar(page, `[data-testid="mail-folder-${alias}"]`);
  await page.waitForFunction((path) => location.pathname === path, {}, `/apps/mail/${alias}`);
}

/** The ids of the rows listed, once the folder's list is on screen. */
async function listedIds(page: E2ePage): Promise<number[]> {
  await page.waitForSelector(`${LIST} li`, { visible: true });
  return page.$$eval(`${LIST} li`, (rows) =>
    rows.map((r) => Number(r.getAttribute('data-testid')?.replace('mail-row-', ''))),
  );
}

/** Mail: star from the list and find it in Starred; compose and find it on top of Sent; a reload restores the sample data. */
export async function mailJourney(ctx: TemplatesContext): Promise<void> {
  const page = await ctx.open('/apps/mail/inbox');
  await page.waitForSelector(row(2), { visible: true });

  // Mail 2 ("Welcome to the Crema workspace") is not starred in the sample data.
  await page.click(`[data-testid="mail-star-2"]`);
  await page.waitForSelector('[data-testid="mail-star-2"][aria-pressed="true"]');
  await openFolder(page, 'starred');
  await page.waitForSelector(`${LIST} ${row(2)}`, { visible: true });

  const subject = `E2E mail ${Date.now()}`;
  await page.click('[data-testid="mail-compose"]');
  await page.waitForSelector('[data-testid="mail-compose-form"]', { visible: true });
  await fillByLabel(page, 'To', 'grace.liu@example.com');
  await fillByLabel(page, 'Subject', subject);
  await fillByLabel(page, 'Message', 'Hello from the end-to-end suite');
  await page.click('[data-testid="mail-send"]');
  await waitForText(page, 'Mail sent successfully');
  // The dialog's mask fades out over the sidebar: click only once it has gone.
  await page.waitForSelector('[data-testid="mail-compose-form"]', { hidden: true });
  await page.waitForFunction(() => !document.querySelector('.ant-modal-mask'));
  await openFolder(page, 'sent');
  await page.waitForFunction(
    (sel, s) => (document.querySelector(sel) as HTMLElement | null)?.innerText.includes(s) ?? false,
    {},
    `${LIST} li:first-child`,
    subject,
  );

  // A reload starts from the sample data: the composed mail is gone, mail 2 is not starred.
  await reload(page);
  await page.waitForSelector(row(23), { visible: true });
  expect(await listedIds(page)).toEqual([23, 24, 25]);
  expect(await page.$eval(LIST, (el) => (el as HTMLElement).innerText)).not.toContain(subject);
  await openFolder(page, 'starred');
  await page.waitForSelector(row(1), { visible: true });
  expect(await listedIds(page)).toEqual([1, 6, 12, 25, 34]);
  expect(page.errors).toEqual([]);
  await page.close();

  await shootFourWays(ctx, '/apps/mail/inbox', 'mail', LIST);
  await checkPhoneWidth(ctx, '/apps/mail/inbox', 'mail', LIST);
}
