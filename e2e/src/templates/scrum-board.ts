import { reload, checkPhoneWidth, shootFourWays, type TemplatesContext } from './harness';

const BOARD = 2001;
const CARD = 4001;
const FROM_LIST = 3001;
const TO_LIST = 3002;
const ADD_LIST = 3003;

const inList = (listId: number, cardId: number) =>
  `[data-testid="scrum-list-${listId}"] [data-testid="scrum-card-${cardId}"]`;

/**
 * Scrum board: open the first board, drag a card to the next list BY KEYBOARD (its handle: Space,
 * ArrowRight, Space), move it back BY KEYBOARD with its "Move to…" menu, add a card, reload → the
 * sample data is back.
 */
export async function scrumBoardJourney(ctx: TemplatesContext): Promise<void> {
  const page = await ctx.open('/apps/scrum-board');
  const open = `[data-testid="scrum-open-board-${BOARD}"]`;
  await page.waitForSelector(open, { visible: true });
  await page.click(open);
  await page.waitForSelector(inList(FROM_LIST, CARD), { visible: true });

  // Keyboard drag: Space on the card's handle picks it up, ArrowRight carries it over the next
  // list, Space drops it there.
  await page.focus(`[data-testid="scrum-card-handle-${CARD}"]`);
  await page.keyboard.press('Space');
  await page.waitForFunction(
    (sel) => (document.querySelector(sel) as HTMLElement | null)?.style.opacity === '0.4',
    {},
    `[data-testid="scrum-card-${CARD}"]`,
  );
  await page.keyboard.press('ArrowRight');
  // The list the card is over is outlined dashed.
  await page.waitForFunction(
    (sel) => (document.querySelector(sel) as HTMLElement | null)?.style.borderStyle === 'dashed',
    {},
    `[data-testid="scrum-list-${TO_LIST}"]`,
  );
  await page.keyboard.press('Space');
  await page.waitForSelector(inList(TO_LIST, CARD), { visible: true });
  expect(await page.$(inList(FROM_LIST, CARD))).toBeNull();

  // And back by keyboard: the card's "Move to…" button opens its menu with Enter, Enter on a list
  // moves it.
  await page.focus(`[data-testid="scrum-card-move-${CARD}"]`);
  await page.keyboard.press('Enter');
  const target = `[data-testid="scrum-move-to-${FROM_LIST}"]`;
  await page.waitForSelector(target, { visible: true });
  await page.focus(target);
  await page.keyboard.press('Enter');
  await page.waitForSelector(inList(FROM_LIST, CARD), { visible: true });
  expect(await page.$(inList(TO_LIST, CARD))).toBeNull();

  // Add a card with a unique title at the end of the third list.
  const title = `E2E card ${Date.now()}`;
  await page.click(`[data-testid="scrum-add-card-${ADD_LIST}"]`);
  await page.waitForSelector(`[data-testid="scrum-new-card-title-${ADD_LIST}"]`, { visible: true });
  await page.type(`[data-testid="scrum-new-card-title-${ADD_LIST}"]`, title);
  await page.keyboard.press('Enter');
  const titles = (listId: number) =>
    page.$$eval(`[data-testid="scrum-list-${listId}"] .scrum-card-title`, (els) =>
      els.map((el) => (el as HTMLElement).innerText.trim()),
    );
  await page.waitForFunction(
    (sel, t) => [...document.querySelectorAll(sel)].some((el) => (el as HTMLElement).innerText.trim() === t),
    {},
    `[data-testid="scrum-list-${ADD_LIST}"] .scrum-card-title`,
    title,
  );

  // Reload: the mock starts again from the sample data.
  await reload(page);
  await page.waitForSelector(inList(FROM_LIST, CARD), { visible: true });
  expect(await page.$(inList(TO_LIST, CARD))).toBeNull();
  expect(await titles(ADD_LIST)).not.toContain(title);
  expect(page.errors).toEqual([]);
  await page.close();

  await shootFourWays(ctx, `/apps/scrum-board/${BOARD}`, 'scrum-board', '[data-testid="scrum-board"]');
  await checkPhoneWidth(ctx, `/apps/scrum-board/${BOARD}`, 'scrum-board', '[data-testid="scrum-board"]');
}
