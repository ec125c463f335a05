import type { Browser, Page } from 'puppeteer-core';
import { source as AXE_SOURCE } from 'axe-core';
import { closeBrowser, launch, screenshot } from './browser';
import { api, openAs, signUpCompany } from './company';
import {
  expectRowFocused,
  focusState,
  shotAt1440,
  tabIntoList as tabIntoListFrom,
  waitForRow,
  type Focus,
} from './sheet';

// The sheet by keyboard alone (issue 32; docs/phone-sheet.md, "Keyboard"): one Tab stop for the
// list, j/k and the arrows move between rows with a visible focus, Home/End and PageDown reach
// rows the virtual list has not drawn yet, Enter edits, `s` changes the status, `c` calls back,
// Esc returns to the entry row, N starts a call only outside a text field, `?` lists the keys.
// One browser, one company, one page: the tests run in order on it.
jest.setTimeout(90000);

const CALLS = 20; // more than the rows drawn (a view of ≈ 7–9 rows and 6 beyond): End reaches an undrawn row
// A first load of the app on a busy machine (two cores, other suites building) took 21 s.
const FIRST_LOAD_MS = 60000;
let browser: Browser;
let page: Page & { errors: string[] };
let token: string;
/** The calls' ids in the sheet's order (today's, newest first). */
let ids: string[] = [];

beforeAll(async () => {
  const started = Date.now();
  browser = await launch();
  ({ token } = await signUpCompany('kbd', 'Keyboard Calls Ltd'));
  const now = Date.now();
  for (let i = 0; i < CALLS; i++) {
    const res = await api(
      'POST',
      '/calls',
      {
        contactName: `Caller ${String(i + 1).padStart(2, '0')}`,
        contactCompany: 'Keys Inc',
        phone: `+1 212 555 ${String(100 + i).padStart(4, '0')}`,
        occurredAt: new Date(now - i * 5000).toISOString(),
      },
      token,
    );
    expect(res.status).toBe(201);
    ids.push(res.body.data.id);
  }
  page = await openAs(browser, token, '/dashboards/PhoneSheet');
  await waitForRow(page, 'Caller 01', FIRST_LOAD_MS);
  await page.mouse.move(0, 0); // no row under the pointer: what is interactive is the focus's doing
  console.log(`sheet-keyboard: set up in ${Date.now() - started} ms`);
});

afterAll(async () => {
  await closeBrowser(browser);
});

/** What holds the focus now, and how it is drawn (sheet.ts). */
const focus = (): Promise<Focus> => focusState(page);

/** The focus is on the row of call `id`: in view, not covered, with a visible ring. */
const expectOnRow = (id: string) => expectRowFocused(page, id);

const press = (key: Parameters<Page['keyboard']['press']>[0]) => page.keyboard.press(key);

/** Into the list by keyboard: from the entry row's Save button, one Tab (sheet.ts). */
const tabIntoList = () => tabIntoListFrom(page);

test('the list is one Tab stop; j/k and the arrows walk the rows with a visible focus', async () => {
  await tabIntoList();
  await expectOnRow(ids[0]);
  await press('Tab'); // out of the list at once, not into the row's ten controls
  expect((await focus()).inList).toBe(false);
  await page.keyboard.down('Shift');
  await press('Tab');
  await page.keyboard.up('Shift');
  await expectOnRow(ids[0]);
  await press('j');
  await expectOnRow(ids[1]);
  await press('ArrowDown');
  await expectOnRow(ids[2]);
  await screenshot(page, 'sheet-keyboard-row-en-light');
  await press('k');
  await expectOnRow(ids[1]);
  await press('ArrowUp');
  await expectOnRow(ids[0]);
  // Only the row with the focus is a Tab stop (roving tabindex), and each row is named.
  const stops = await page.$$eval('[data-testid="sheet-list"] [role="row"]', (rows) =>
    rows.map((r) => ({ tab: r.getAttribute('tabindex'), name: r.getAttribute('aria-label') ?? '' })),
  );
  expect(stops.filter((s) => s.tab === '0')).toHaveLength(1);
  expect(stops[0].name).toMatch(/Caller 01.*\(212\) 555-0100.*To return/);
  // axe (WCAG 2.2 AA) accepts the grid, its rows and cells, with a row focused. The colours of the
  // status tags are the contrast part of issue 32 (e2e/src/a11y.e2e.ts): counted, not judged here.
  await page.evaluate(AXE_SOURCE);
  const found: { rule: string; nodes: number }[] = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Element, o: object) => Promise<AxeResult> } }).axe;
    type AxeResult = { violations: { id: string; nodes: unknown[] }[] };
    const result = await axe.run(document.querySelector('[data-testid="sheet-list"]')!, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ rule: v.id, nodes: v.nodes.length }));
  });
  console.log(`sheet-keyboard: axe on the list: ${JSON.stringify(found)}`);
  expect(found.filter((f) => f.rule !== 'color-contrast')).toEqual([]);
});

test('End and Home reach the ends of the virtual list; PageDown moves by a page', async () => {
  await tabIntoList(); // the Tab stop is the row last left (roving tabindex)
  await expectOnRow(ids[0]);
  expect(await page.$(`[data-call-id="${ids[CALLS - 1]}"]`)).toBeNull(); // not drawn yet
  await press('End');
  await expectOnRow(ids[CALLS - 1]);
  await press('Home');
  await expectOnRow(ids[0]);
  await press('PageDown');
  const f = await focus();
  const moved = ids.indexOf(f.callId ?? '');
  expect(moved).toBeGreaterThanOrEqual(5);
  await expectOnRow(ids[moved]);
  await press('PageUp');
  await expectOnRow(ids[0]);
  // Scrolled away by the wheel, the Tab stop's row is no longer drawn: Tab into the list still
  // lands on it, back in view.
  await page.$eval('[data-testid="sheet-list"]', (el) => el.scrollTo(0, el.scrollHeight));
  await page.waitForFunction((id) => !document.querySelector(`[data-call-id="${id}"]`), {}, ids[0]);
  await tabIntoList();
  await expectOnRow(ids[0]);
});

test('Enter edits the row in place; Esc cancels, then goes back to the row, then to the entry row', async () => {
  await tabIntoList();
  await press('j');
  await press('Enter');
  let f = await focus();
  expect({ tag: f.tag, callId: f.callId }).toEqual({ tag: 'TEXTAREA', callId: ids[1] });
  expect(f.value).toBe('Caller 02');
  await press('Escape'); // cancels the edit: the name is unchanged
  f = await focus();
  expect(f.callId).toBe(ids[1]);
  expect(f.tag).not.toBe('TEXTAREA');
  if (!f.isRow) await press('Escape'); // from a control of the row, back to the row
  await expectOnRow(ids[1]);
  await press('Escape');
  f = await focus();
  expect(f.testId).toBe('entry-name');
  expect((await api('GET', `/calls/${ids[1]}`, undefined, token)).body.data.contactName).toBe('Caller 02');
});

test('s gives the row the next status (stored), and the row says so', async () => {
  const statuses: { id: string; name: string; retired: boolean }[] = (
    await api('GET', '/statuses', undefined, token)
  ).body.data.filter((s: { retired: boolean }) => !s.retired);
  const before = (await api('GET', `/calls/${ids[2]}`, undefined, token)).body.data.statusId;
  const next = statuses[(statuses.findIndex((s) => s.id === before) + 1) % statuses.length];
  await tabIntoList();
  await press('Home');
  await press('j');
  await press('j');
  await press('s');
  await page.waitForFunction(
    (id, name) => {
      const row = document.activeElement?.closest('[role="row"]');
      return row?.querySelector(`[data-call-id="${id}"]`) && (row as HTMLElement).innerText.includes(name);
    },
    { timeout: 5000 },
    ids[2],
    next.name,
  );
  const until = Date.now() + 5000;
  let stored = before;
  while (stored !== next.id && Date.now() < until) {
    stored = (await api('GET', `/calls/${ids[2]}`, undefined, token)).body.data.statusId;
    if (stored !== next.id) await new Promise((r) => setTimeout(r, 100));
  }
  expect(stored).toBe(next.id);
  // Said to screen readers too (a polite live region).
  expect(await page.$eval('[data-testid="sheet-announcer"]', (el) => (el as HTMLElement).innerText)).toBe(
    `Caller 03: ${next.name}`,
  );
  await expectOnRow(ids[2]); // the focus stays on the row
});

test('N and / start a call only outside a text field; after a save the focus is in the empty name', async () => {
  // In a text field, n is a letter.
  await page.focus('[data-testid="entry-company"]');
  await press('n');
  let f = await focus();
  expect({ testId: f.testId, value: f.value }).toEqual({ testId: 'entry-company', value: 'n' });
  await press('Backspace');
  // On a row, N starts a call: the entry row's name, empty.
  await tabIntoList();
  await press('n');
  f = await focus();
  expect({ testId: f.testId, value: f.value }).toEqual({ testId: 'entry-name', value: '' });
  await tabIntoList();
  await press('/');
  f = await focus();
  expect({ testId: f.testId, value: f.value }).toEqual({ testId: 'entry-name', value: '' });
  // A call logged by keyboard; then the next name is typed at once (issue 43), the focus in the name.
  await page.keyboard.type('Grace Hopper');
  await press('Tab');
  await press('Tab');
  await page.keyboard.type('(212) 555-0199');
  await press('Enter');
  await waitForRow(page, 'Grace Hopper');
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="entry-name"]') as HTMLInputElement).value === '',
  );
  f = await focus();
  expect({ testId: f.testId, value: f.value }).toEqual({ testId: 'entry-name', value: '' });
  const sheet = await api('GET', '/calls?q=Grace', undefined, token);
  ids = [sheet.body.data.items[0].id, ...ids];
});

/** The shortcuts dialog, opened with `?` from a row: its title, its rows, and where the focus is. */
async function openShortcuts() {
  await tabIntoList();
  await press('?');
  await page.waitForSelector('[data-testid="shortcuts-dialog"]', { visible: true, timeout: 5000 });
  // The dialog takes the focus once its opening motion has ended.
  await page
    .waitForFunction(
      () =>
        !!document
          .querySelector('[data-testid="shortcuts-dialog"]')
          ?.closest('[role="dialog"]')
          ?.contains(document.activeElement),
      { timeout: 3000 },
    )
    .catch(() => undefined);
  return page.evaluate(() => {
    const dialog = document.querySelector('[data-testid="shortcuts-dialog"]') as HTMLElement;
    const box = dialog.getBoundingClientRect();
    return {
      text: dialog.innerText,
      keys: dialog.querySelectorAll('kbd').length,
      onScreen: box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth,
      focusInside: !!dialog.closest('[role="dialog"]')?.contains(document.activeElement),
      dir: getComputedStyle(dialog).direction,
    };
  });
}

test('? shows the shortcuts in a dialog; Esc closes it and gives the focus back', async () => {
  const shown = await openShortcuts();
  expect(shown.text).toContain('Keyboard shortcuts');
  expect(shown.text).toMatch(/Call back/);
  expect(shown.keys).toBeGreaterThanOrEqual(10);
  expect(shown.onScreen).toBe(true);
  expect(shown.focusInside).toBe(true);
  await screenshot(page, 'sheet-keyboard-shortcuts-en-light');
  await press('Escape');
  await page.waitForSelector('[data-testid="shortcuts-dialog"]', { hidden: true, timeout: 5000 });
  expect((await focus()).isRow).toBe(true);
  expect(page.errors).toEqual([]);
});

test('Arabic, dark: the focused row and the shortcuts, translated and right to left', async () => {
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('phonesheet.settings') ?? '{}');
    localStorage.setItem('phonesheet.settings', JSON.stringify({ ...s, locale: 'ar', themeMode: 'dark' }));
  });
  await page.reload();
  await waitForRow(page, 'Caller 01', FIRST_LOAD_MS);
  await page.mouse.move(0, 0);
  await tabIntoList();
  await press('j');
  await expectOnRow(ids[1]);
  await screenshot(page, 'sheet-keyboard-row-ar-dark');
  // The call back's outcome, asked in Arabic, right to left (Run 09 is incoming); Esc logs nothing.
  await press('c');
  await page.waitForSelector('[data-testid="callback-outcomes"]', { visible: true, timeout: 5000 });
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('data-testid') === 'callback-outcome',
  );
  const asked = await page.$eval('[data-testid="callback-outcomes"]', (el) => ({
    dir: getComputedStyle(el).direction,
    title: el.closest('.ant-modal')?.querySelector('.ant-modal-title')?.textContent ?? '',
  }));
  expect(asked.dir).toBe('rtl');
  expect(asked.title).not.toContain('How did');
  await shotAt1440(page, 'sheet-callback-outcome-ar-dark');
  await press('Escape');
  await page.waitForSelector('[data-testid="callback-outcomes"]', { hidden: true, timeout: 5000 });
  await expectOnRow(ids[1]);
  await press('n'); // the entry row, its name focused
  await shotAt1440(page, 'sheet-entry-row-ar-dark');
  const shown = await openShortcuts();
  expect(shown.dir).toBe('rtl');
  expect(shown.text).not.toContain('Keyboard shortcuts');
  expect(shown.text).toContain('اختصارات');
  await screenshot(page, 'sheet-keyboard-shortcuts-ar-dark');
  await press('Escape');
  expect(page.errors).toEqual([]);
});
