import { fillByLabel, waitForText } from '../browser';
import { reload, checkPhoneWidth, shootFourWays, type E2ePage, type TemplatesContext } from './harness';

const LIST = '[data-testid="contact-list"]';
const GRID = '[data-testid="contact-grid"]';

async function rangeIs(page: E2ePage, text: string): Promise<void> {
  await page.waitForFunction(
    (t) => document.querySelector('[data-testid="contact-range"]')?.textContent?.trim() === t,
    {},
    text,
  );
}

async function shownNames(page: E2ePage, selector: string): Promise<string> {
  return page.$eval(selector, (el) => (el as HTMLElement).innerText);
}

/**
 * Contacts: a bad e-mail is refused, a good one creates the contact at the top; the grid view;
 * a star puts a contact in the Starred folder; a reload brings the 20 sample contacts back.
 */
export async function contactJourney(ctx: TemplatesContext): Promise<void> {
  const page = await ctx.open('/apps/contact/folder/all');
  await page.waitForSelector(LIST, { visible: true });
  await waitForText(page, 'Asha Mendez');
  await rangeIs(page, '1–15 of 20');

  // Create with a bad e-mail: the form says so and nothing is created.
  await page.click('[data-testid="contact-create"]');
  await page.waitForSelector('[data-testid="contact-form"]', { visible: true });
  await fillByLabel(page, 'Name', 'Nora Quill');
  await fillByLabel(page, 'E-mail', 'nora@');
  await fillByLabel(page, 'Phone', '+1 555 0142');
  await page.click('[data-testid="contact-save"]');
  await waitForText(page, 'Invalid e-mail format');
  await new Promise((resolve) => setTimeout(resolve, 300));
  await rangeIs(page, '1–15 of 20');

  // A good e-mail: the toast, the contact at the top of the list.
  await fillByLabel(page, 'E-mail', 'nora@example.com');
  await page.click('[data-testid="contact-save"]');
  await waitForText(page, 'Contact created');
  await page.waitForSelector('[data-testid="contact-form"]', { hidden: true });
  await rangeIs(page, '1–15 of 21');
  expect(await shownNames(page, `${LIST} li:first-child`)).toContain('Nora Quill');

  // The grid view.
  await page.click('[data-testid="contact-view-grid"]');
  await page.waitForSelector(GRID, { visible: true });
  expect(await shownNames(page, GRID)).toContain('Nora Quill');

  // Star a sample contact (Asha Mendez is not starred) and find her under Starred.
  await page.click('[data-testid="contact-star-1"]');
  await page.waitForSelector('[data-testid="contact-star-1"][aria-pressed="true"]');
  await waitForText(page, 'Starred status changed');
  await page.click('[data-testid="contact-folder-starred"]');
  await page.waitForFunction(() => location.pathname === '/apps/contact/folder/starred');
  await rangeIs(page, '1–6 of 6');
  expect(await shownNames(page, GRID)).toContain('Asha Mendez');

  // Reload: the sample data is back (5 starred, no Asha; 20 in all, no Nora).
  await reload(page);
  await page.waitForSelector(LIST, { visible: true });
  await rangeIs(page, '1–5 of 5');
  expect(await shownNames(page, LIST)).not.toContain('Asha Mendez');
  await page.click('[data-testid="contact-folder-all"]');
  await page.waitForFunction(() => location.pathname === '/apps/contact/folder/all');
  await rangeIs(page, '1–15 of 20');
  expect(await shownNames(page, LIST)).not.toContain('Nora Quill');
  expect(page.errors).toEqual([]);
  await page.close();

  await shootFourWays(ctx, '/apps/contact/folder/all', 'contact', LIST);
  await checkPhoneWidth(ctx, '/apps/contact/folder/all', 'contact', LIST);
}
