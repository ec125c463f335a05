import type { Page } from 'puppeteer-core';

/**
 * A call row on today's sheet, either drawing: light while it is not in use, interactive under
 * the pointer or with the focus (CallRow.tsx). What a row says is the same in both.
 */
export const CALL_ROW = '[data-testid="call-row"], [data-testid="call-row-light"]';

/** Waits for a row of the sheet that contains `text`. */
export const waitForRow = (page: Page, text: string, timeout = 20000) =>
  page.waitForFunction(
    (selector, t) =>
      [...document.querySelectorAll(selector)].some((r) => (r as HTMLElement).innerText.includes(t)),
    { timeout },
    CALL_ROW,
    text,
  );

/** The texts of the sheet's rows, top to bottom. */
export const rowTexts = (page: Page): Promise<string[]> =>
  page.$$eval(CALL_ROW, (rows) => rows.map((r) => (r as HTMLElement).innerText));

/**
 * Puts the pointer over the row that contains `text`, as a user reaching for its controls does,
 * and waits until that row is the interactive one.
 */
export async function pointAtRow(page: Page, text: string): Promise<void> {
  await waitForRow(page, text);
  const { x, y } = await page.evaluate(
    (selector, t) => {
      const row = [...document.querySelectorAll(selector)].find((r) =>
        (r as HTMLElement).innerText.includes(t),
      )!;
      const box = row.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    },
    CALL_ROW,
    text,
  );
  await page.mouse.move(x, y);
  await page.waitForFunction(
    (t) =>
      [...document.querySelectorAll('[data-testid="call-row"]')].some((r) =>
        (r as HTMLElement).innerText.includes(t),
      ),
    { timeout: 5000 },
    text,
  );
}

/**
 * The numbers and extensions of the sheet's rows that their cell cuts (wider than their own box
 * or reaching out of the cell), and how many extensions the rows show: a row with a long number
 * must still show its extension whole.
 */
export const cutPhoneTexts = (page: Page): Promise<{ cut: string[]; extensions: number }> =>
  page.evaluate((selector) => {
    const lines = [...document.querySelectorAll(selector)].flatMap((row) => {
      const cell = row.querySelector('a[href^="tel:"]')!.parentElement!;
      const box = cell.getBoundingClientRect();
      return [...cell.children].map((line) => {
        const r = line.getBoundingClientRect();
        const cut =
          line.scrollWidth > line.clientWidth + 1 || r.left < box.left - 0.5 || r.right > box.right + 0.5;
        return { text: (line as HTMLElement).innerText, cut, extension: line.tagName !== 'A' };
      });
    });
    return {
      cut: lines.filter((l) => l.cut).map((l) => l.text),
      extensions: lines.filter((l) => l.extension).length,
    };
  }, CALL_ROW);

/**
 * Where each text of the row that contains `text` is drawn, relative to the row's box: the light
 * and the interactive drawing of a row must put every text in the same place (a row turning
 * interactive under the pointer must not move what the user is reading).
 */
export const textPlaces = (page: Page, text: string): Promise<Record<string, [number, number]>> =>
  page.evaluate(
    (selector, t) => {
      const row = [...document.querySelectorAll(selector)].find((r) =>
        (r as HTMLElement).innerText.includes(t),
      )!;
      const origin = row.getBoundingClientRect();
      const places: Record<string, [number, number]> = {};
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        const key = node.data.trim();
        if (!key || key in places) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        places[key] = [box.left - origin.left, box.top - origin.top];
      }
      return places;
    },
    CALL_ROW,
    text,
  );

/** The texts of `before` that are elsewhere (by more than 1 px) or gone in `after`. */
export const movedTexts = (
  before: Record<string, [number, number]>,
  after: Record<string, [number, number]>,
): string[] =>
  Object.entries(before)
    .filter(
      ([key, [x, y]]) => !after[key] || Math.abs(after[key][0] - x) > 1 || Math.abs(after[key][1] - y) > 1,
    )
    .map(([key, at]) => `${key}: ${at.join(',')} → ${after[key]?.join(',') ?? 'gone'}`);

/** Picks `option` in the select `selectTestId` (status, priority) of the row that contains `rowContains`. */
export async function pickOption(page: Page, rowContains: string, selectTestId: string, option: string) {
  await pointAtRow(page, rowContains);
  await page.evaluate(
    (t, id) => {
      const row = [...document.querySelectorAll('[data-testid="call-row"]')].find((r) =>
        (r as HTMLElement).innerText.includes(t),
      );
      const select = row?.querySelector(
        `[data-testid="${id}"] .ant-select-selector, .ant-select[data-testid="${id}"] .ant-select-selector`,
      ) as HTMLElement | null;
      select?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    },
    rowContains,
    selectTestId,
  );
  await page.waitForFunction(
    (o) =>
      [...document.querySelectorAll('.ant-select-item-option')].some(
        (el) => (el as HTMLElement).innerText.trim() === o,
      ),
    {},
    option,
  );
  await page.evaluate((o) => {
    const el = [...document.querySelectorAll('.ant-select-item-option')].find(
      (e) => (e as HTMLElement).innerText.trim() === o,
    ) as HTMLElement;
    el.click();
  }, option);
}
