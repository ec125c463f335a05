import type { Page } from 'puppeteer-core';
import { screenshot } from './browser';
import { api } from './company';

/**
 * A call row on today's sheet, either drawing: light while it is not in use, interactive under
 * the pointer or with the focus (CallRow.tsx). What a row says is the same in both.
 */
export const CALL_ROW = '[data-testid="call-row"], [data-testid="call-row-light"]';

/**
 * When the `i`-th newest of `count` earlier calls of today happened: a minute apart before `now`,
 * or, in the first minutes after midnight, spread evenly between the day's start (this machine's,
 * as the browser's sheet counts it) and `now`, so that every one is still today's.
 */
export function earlierToday(now: number, i: number, count: number): string {
  const dayStart = new Date(now).setHours(0, 0, 0, 0);
  const step = Math.min(60_000, (now - dayStart) / (count + 1));
  return new Date(now - (i + 1) * step).toISOString();
}

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

/**
 * The interactive row's actions (Call back, history, delete): for each, whether its centre is
 * the action itself for elementFromPoint (nothing lies over it: the customiser's handle, the
 * list's edge) and whether it lies inside its row.
 */
export const rowActionsHit = (page: Page) =>
  page.$$eval('[data-testid="call-row"] .ps-g-actions button', (buttons) =>
    buttons.map((button) => {
      const b = button.getBoundingClientRect();
      const row = button.closest('[data-testid="call-row"]')!.getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return {
        name: button.getAttribute('aria-label') ?? button.textContent ?? '',
        hit: !!hit && button.contains(hit),
        inRow: b.left >= row.left - 0.5 && b.right <= row.right + 0.5,
      };
    }),
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

export interface Focus {
  /** The focused element is a row's own box (not a control inside it). */
  isRow: boolean;
  /** The call shown by the row that holds the focus (or null). */
  callId: string | null;
  inView: boolean;
  /** elementFromPoint at the row's centre lands in the row: nothing covers it. */
  hit: boolean;
  outlineWidth: number;
  outlineStyle: string;
  /** Contrast of the focus outline against the list's background. */
  contrast: number;
  inList: boolean;
  testId: string | null;
  tag: string;
  value: string | null;
}

/** What holds the focus now, and how it is drawn. */
export const focusState = (page: Page): Promise<Focus> =>
  page.evaluate(() => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const el = document.activeElement as HTMLElement;
    const list = document.querySelector('[data-testid="sheet-list"]') as HTMLElement;
    const row = el.closest<HTMLElement>('[role="row"], [role="listitem"]');
    const style = getComputedStyle(el);
    const box = row?.getBoundingClientRect();
    const lbox = list.getBoundingClientRect();
    const hitEl = box ? document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) : null;
    const [a, b] = [lum(style.outlineColor), lum(getComputedStyle(list).backgroundColor)];
    return {
      isRow: !!row && row === el,
      callId: row?.querySelector('[data-call-id]')?.getAttribute('data-call-id') ?? null,
      inView: !!box && box.top >= lbox.top - 1 && box.bottom <= lbox.bottom + 1 && box.bottom <= innerHeight,
      hit: !!row && !!hitEl && row.contains(hitEl),
      outlineWidth: parseFloat(style.outlineWidth) || 0,
      outlineStyle: style.outlineStyle,
      contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
      inList: list.contains(el),
      testId: el.getAttribute('data-testid'),
      tag: el.tagName,
      value: 'value' in el ? String((el as HTMLInputElement).value) : null,
    };
  });

/** The focus is on the row of call `id`: in view, not covered, with a visible ring. */
export async function expectRowFocused(page: Page, id: string) {
  // A dialog that just closed lies over the whole page until its closing animation ends (0.3 s):
  // the focus state is read again until the row is uncovered, for up to 3 s, then judged.
  let f = await focusState(page);
  for (const until = Date.now() + 3000; !(f.hit && f.callId === id) && Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    f = await focusState(page);
  }
  expect({ isRow: f.isRow, callId: f.callId, inView: f.inView, hit: f.hit }).toEqual({
    isRow: true,
    callId: id,
    inView: true,
    hit: true,
  });
  expect(f.outlineStyle).not.toBe('none');
  expect(f.outlineWidth).toBeGreaterThanOrEqual(2);
  expect(f.contrast).toBeGreaterThanOrEqual(3);
}

/** The company's statuses by key (the seeded ones). */
export async function statusIds(token: string): Promise<Record<string, string>> {
  const all: { id: string; key: string | null }[] = (await api('GET', '/statuses', undefined, token)).body
    .data;
  return Object.fromEntries(all.filter((s) => s.key).map((s) => [s.key, s.id]));
}

/** A call as the API stores it: what the tests check after a save. */
export interface Stored {
  id: string;
  direction: string;
  priority: string;
  statusId: string;
  callbackOf: string | null;
  contactName: string;
}

/** The calls found by `q`, once `ready` says they are as expected (the save may still be under way). */
export async function callsFound(
  token: string,
  q: string,
  ready: (items: Stored[]) => boolean,
): Promise<Stored[]> {
  const until = Date.now() + 8000;
  let items: Stored[] = [];
  while (Date.now() < until) {
    items = (await api('GET', `/calls?q=${encodeURIComponent(q)}`, undefined, token)).body.data.items;
    if (ready(items)) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return items;
}

/** The app's toast (antd notification) that contains `text`. */
export const waitForToast = (page: Page, text: string) =>
  page.waitForFunction(
    (t) =>
      [...document.querySelectorAll('.ant-notification-notice')].some((n) =>
        (n as HTMLElement).innerText.includes(t),
      ),
    { timeout: 8000 },
    text,
  );

/** No dialog is open or fading out (its mask lies over the list while it fades). */
export const noDialog = (page: Page) =>
  page.waitForFunction(
    () =>
      ![...document.querySelectorAll('.ant-modal-mask, .ant-modal-wrap')].some(
        (m) => getComputedStyle(m).display !== 'none' && m.getBoundingClientRect().width > 0,
      ),
    { timeout: 5000 },
  );

/** No picker or autocomplete list is open or fading (they may lie over the list). */
export const noPopups = (page: Page) =>
  page.waitForFunction(
    () =>
      ![...document.querySelectorAll('.ant-select-dropdown')].some(
        (d) =>
          !d.classList.contains('ant-select-dropdown-hidden') && (d as HTMLElement).offsetParent !== null,
      ),
    { timeout: 5000 },
  );

/** A screenshot at 1440 px wide, the page then back to the suite's 1366 px. */
export async function shotAt1440(page: Page, name: string) {
  await page.setViewport({ width: 1440, height: 900 });
  await new Promise((r) => setTimeout(r, 300));
  await screenshot(page, name);
  await page.setViewport({ width: 1366, height: 900 });
}

/** Into the list by keyboard: from the entry row's Save button, one Tab. */
export async function tabIntoList(page: Page) {
  await page.focus('[data-testid="entry-save"]');
  await page.keyboard.press('Tab');
}
