import type { Page } from 'puppeteer-core';

// Steps of a receptionist's History (issue 43): each types as a person would and checks what is
// on screen and where focus is. For the receptionist's loop and for the phone-sheet suite.

const SEARCH = 'input[data-testid="history-search"], [data-testid="history-search"] input';

/** The names of the calls History lists now. */
export const historyNames = (page: Page): Promise<string[]> =>
  page.$$eval('[data-testid="history-name"]', (links) =>
    links.map((l) => (l as HTMLElement).innerText.trim()),
  );

/**
 * Types `typed` into History's search (what was there is replaced), presses Enter and waits
 * until the calls listed are exactly `expected` (in order), with focus still in the search box
 * for the next one. On the History page already.
 */
export async function searchHistory(page: Page, typed: string, expected: string[]): Promise<void> {
  const search = await page.waitForSelector(SEARCH);
  await search!.click({ count: 3 }); // selects what a previous search left
  await page.keyboard.press('Backspace');
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (want) => {
      const names = [...document.querySelectorAll('[data-testid="history-name"]')].map((l) =>
        (l as HTMLElement).innerText.trim(),
      );
      return JSON.stringify(names) === want && !document.querySelector('.ant-table .ant-spin-spinning');
    },
    { polling: 200 },
    JSON.stringify(expected),
  );
  // Focus stays in the search box, ready for the next search.
  expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="history-search"]'))).toBe(
    true,
  );
}

/**
 * An accented search: the name typed without its accents ("zoe bergstrom") finds the call
 * saved with them ("Zoë Bergström"), and each call listed shows its direction by name.
 */
export async function accentedSearchInHistory(
  page: Page,
  { typed, stored }: { typed: string; stored: string },
): Promise<void> {
  await searchHistory(page, typed, [stored]);
  const directions = await page.$$eval('[data-testid="history-direction"]', (icons) =>
    icons.map((i) => i.getAttribute('aria-label')),
  );
  expect(directions).toHaveLength(1);
  expect(directions[0]).toMatch(/^(Incoming|Outgoing)$/);
}
