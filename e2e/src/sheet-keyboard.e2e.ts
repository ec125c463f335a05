import type { Browser, Page } from 'puppeteer-core';
import { source as AXE_SOURCE } from 'axe-core';
import { closeBrowser, launch, screenshot } from './browser';
import { api, openAs, signUpCompany } from './company';
import { waitForRow } from './sheet';

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

interface Focus {
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
const focus = (): Promise<Focus> =>
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
async function expectOnRow(id: string) {
  const f = await focus();
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

const press = (key: Parameters<Page['keyboard']['press']>[0]) => page.keyboard.press(key);

/** Into the list by keyboard: from the entry row's Save button, one Tab. */
async function tabIntoList() {
  await page.focus('[data-testid="entry-save"]');
  await press('Tab');
}

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

interface Stored {
  id: string;
  direction: string;
  priority: string;
  statusId: string;
  callbackOf: string | null;
  contactName: string;
}
/** The company's statuses by key (the seeded ones). */
async function statusIds(): Promise<Record<string, string>> {
  const all: { id: string; key: string | null }[] = (await api('GET', '/statuses', undefined, token)).body
    .data;
  return Object.fromEntries(all.filter((s) => s.key).map((s) => [s.key, s.id]));
}
/** The calls found by `q`, once `ready` says they are as expected (the save may still be under way). */
async function callsFound(q: string, ready: (items: Stored[]) => boolean): Promise<Stored[]> {
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
const waitForToast = (text: string) =>
  page.waitForFunction(
    (t) =>
      [...document.querySelectorAll('.ant-notification-notice')].some((n) =>
        (n as HTMLElement).innerText.includes(t),
      ),
    { timeout: 8000 },
    text,
  );
/** No dialog is open or fading out (its mask lies over the list while it fades). */
const noDialog = () =>
  page.waitForFunction(
    () =>
      ![...document.querySelectorAll('.ant-modal-mask, .ant-modal-wrap')].some(
        (m) => getComputedStyle(m).display !== 'none' && m.getBoundingClientRect().width > 0,
      ),
    { timeout: 5000 },
  );
/** No picker or autocomplete list is open or fading (they may lie over the list). */
const noPopups = () =>
  page.waitForFunction(
    () =>
      ![...document.querySelectorAll('.ant-select-dropdown')].some(
        (d) =>
          !d.classList.contains('ant-select-dropdown-hidden') && (d as HTMLElement).offsetParent !== null,
      ),
    { timeout: 5000 },
  );
const shotAt1440 = async (name: string) => {
  await page.setViewport({ width: 1440, height: 900 });
  await new Promise((r) => setTimeout(r, 300));
  await screenshot(page, name);
  await page.setViewport({ width: 1366, height: 900 });
};

/** One call of the receptionist's run: what is typed and what must be stored. */
interface Typed {
  name: string;
  direction: 'in' | 'out';
  priority?: 'a' | 'w';
  /** Typed into the status picker, then Enter. */
  status?: string;
  expect: { priority: string; status: string };
}

test('ten calls in a row by keyboard, alternating directions: each saved as meant, the focus in Name after each', async () => {
  const ids10: string[] = [];
  const key = await statusIds();
  const run: Typed[] = Array.from({ length: 10 }, (_, i) => {
    const direction = i % 2 === 0 ? 'in' : 'out';
    const call: Typed = {
      name: `Run ${String(i + 1).padStart(2, '0')} Zoë`,
      direction,
      expect: { priority: 'today', status: direction === 'in' ? 'toReturn' : 'spoke' },
    };
    if (i === 2) Object.assign(call, { priority: 'a', expect: { ...call.expect, priority: 'asap' } });
    if (i === 6) Object.assign(call, { priority: 'w', expect: { ...call.expect, priority: 'whenever' } });
    if (i === 3) Object.assign(call, { status: 'Will', expect: { ...call.expect, status: 'willCallBack' } });
    return call;
  });
  await page.focus('[data-testid="entry-name"]');
  for (const [i, call] of run.entries()) {
    // The focus is in the name, empty, the row at its defaults (Incoming, Today).
    let f = await focus();
    expect({ testId: f.testId, value: f.value }).toEqual({ testId: 'entry-name', value: '' });
    expect(
      await page.$eval('[data-testid="entry-direction"]', (b) => (b as HTMLElement).innerText),
    ).toContain('Incoming');
    if (call.direction === 'out') {
      await page.keyboard.down('Shift');
      await press('Tab'); // back to the direction button
      await page.keyboard.up('Shift');
      await press('o');
      await press('Tab');
    }
    await page.keyboard.type(call.name);
    await press('Tab');
    await page.keyboard.type('Run Co');
    await press('Tab');
    await page.keyboard.type(`(646) 555-${String(300 + i).padStart(4, '0')}`);
    await press('Tab'); // extension
    if (call.priority || call.status) {
      await press('Tab'); // priority
      if (call.priority) await press(call.priority);
    }
    if (call.status) {
      await press('Tab'); // status: typing filters, Enter picks the highlighted one
      await page.keyboard.type(call.status);
      await page.waitForSelector('.ant-select-item-option-active', { visible: true, timeout: 5000 });
      await press('Enter');
      const shown = await page.$eval('[data-testid="entry-status"]', (e) => (e as HTMLElement).innerText);
      expect(shown).toContain('Will call back');
      if (i === 3) await shotAt1440('sheet-entry-row-en-light');
    }
    await press('Enter'); // saves
    await waitForRow(page, call.name);
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="entry-name"]') as HTMLInputElement).value === '',
    );
    f = await focus();
    expect({ testId: f.testId, value: f.value }).toEqual({ testId: 'entry-name', value: '' });
    const [stored] = await callsFound(call.name, (items) => items.length === 1);
    expect({ direction: stored.direction, priority: stored.priority, statusId: stored.statusId }).toEqual({
      direction: call.direction,
      priority: call.expect.priority,
      statusId: key[call.expect.status],
    });
    ids10.unshift(stored.id);
  }
  // The sheet's order (today's calls, newest first), as the server keeps it.
  const order: { id: string }[] = (
    await api('GET', '/calls?sort=occurredAt&order=desc&pageSize=100', undefined, token)
  ).body.data.items;
  ids = order.map((c) => c.id);
  expect(ids.slice(0, 10)).toEqual(ids10);
  expect(page.errors).toEqual([]);
});

test('c on an incoming call asks the outcome: No answer is logged, the call still owed; z undoes it', async () => {
  const key = await statusIds();
  // Grace Hopper (logged before the run), incoming, To return: the row after the run's ten.
  const grace = (await callsFound('Grace', (items) => items.length === 1))[0];
  const target = ids.indexOf(grace.id);
  expect(target).toBe(10);
  await noPopups();
  await tabIntoList();
  await press('Home');
  for (let i = 0; i < target; i++) await press('j');
  await expectOnRow(ids[target]);
  await press('c');
  await page.waitForSelector('[data-testid="callback-outcomes"]', { visible: true, timeout: 5000 });
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('data-testid') === 'callback-outcome',
  );
  const dialog = await page.$eval('[data-testid="callback-outcomes"]', (el) => ({
    choices: [...el.querySelectorAll('[data-testid="callback-outcome"]')].map(
      (b) => (b as HTMLElement).innerText,
    ),
    focused: (document.activeElement as HTMLElement).innerText,
    title: el.closest('.ant-modal')?.querySelector('.ant-modal-title')?.textContent,
  }));
  expect(dialog).toEqual({
    choices: ['Left word', 'Will call back', 'Spoke', 'No answer'],
    focused: 'Spoke',
    title: 'How did the call back go?',
  });
  await shotAt1440('sheet-callback-outcome-en-light');
  // Nothing is logged while the outcome is asked.
  expect(await callsFound('Grace', () => true)).toHaveLength(1);
  await press('ArrowDown'); // No answer
  await press('Enter');
  const both = await callsFound('Grace', (items) => items.length === 2);
  const back = both.find((c) => c.direction === 'out')!;
  const original = both.find((c) => c.direction === 'in')!;
  expect({ status: back.statusId, callbackOf: back.callbackOf }).toEqual({
    status: key.noAnswer,
    callbackOf: ids[target],
  });
  expect(original.statusId).toBe(key.toReturn); // still owed
  await waitForToast('Call back logged: No answer');
  await page.waitForSelector(`[data-call-id="${back.id}"]`, { timeout: 5000 });
  expect(original.id).toBe(ids[target]);
  await expectOnRow(original.id); // the call back came in above; the focus stays on the call
  await press('z');
  expect(await callsFound('Grace', (items) => items.length === 1)).toHaveLength(1);
  await page.waitForFunction(
    (id) => !document.querySelector(`[data-call-id="${id}"]`),
    { timeout: 5000 },
    back.id,
  );
  expect((await api('GET', `/calls/${original.id}`, undefined, token)).body.data.statusId).toBe(key.toReturn);
});

test('Delete on a row asks, Enter deletes, the focus goes to the next row; z brings it back, focused', async () => {
  await tabIntoList();
  await press('Home');
  await press('j'); // the second row
  // The call back's toast and dialog of the test before have faded out (they lay over the list).
  await page
    .waitForFunction(
      () => {
        const row = document.activeElement as HTMLElement;
        const box = row.getBoundingClientRect();
        return row.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      },
      { timeout: 5000 },
    )
    .catch(() => screenshot(page, 'sheet-keyboard-delete-covered'));
  await expectOnRow(ids[1]);
  await press('Delete');
  await page.waitForFunction(
    () => document.activeElement?.closest('.ant-modal')?.textContent?.includes('Delete the call'),
    {
      timeout: 5000,
    },
  );
  expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText)).toBe('Yes');
  await press('Escape'); // keeps it
  await page.waitForFunction(
    (id) => document.activeElement?.querySelector(`[data-call-id="${id}"]`),
    { timeout: 5000 },
    ids[1],
  );
  await noDialog();
  await expectOnRow(ids[1]);
  await press('Backspace');
  await page.waitForFunction(() => (document.activeElement as HTMLElement)?.innerText === 'Yes', {
    timeout: 5000,
  });
  await press('Enter');
  await page.waitForFunction(
    (id) => !document.querySelector(`[data-call-id="${id}"]`),
    { timeout: 5000 },
    ids[1],
  );
  expect((await api('GET', `/calls/${ids[1]}`, undefined, token)).status).toBe(404);
  await page.waitForFunction(
    (id) => document.activeElement?.querySelector(`[data-call-id="${id}"]`),
    { timeout: 5000 },
    ids[2],
  );
  await noDialog();
  await expectOnRow(ids[2]); // the next row
  await waitForToast('Call deleted');
  await press('z');
  await page.waitForFunction(
    (id) => document.activeElement?.querySelector(`[data-call-id="${id}"]`),
    { timeout: 5000 },
    ids[1],
  );
  await expectOnRow(ids[1]); // the restored row
  expect((await api('GET', `/calls/${ids[1]}`, undefined, token)).status).toBe(200);
  expect(page.errors).toEqual([]);
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
  await shotAt1440('sheet-callback-outcome-ar-dark');
  await press('Escape');
  await page.waitForSelector('[data-testid="callback-outcomes"]', { hidden: true, timeout: 5000 });
  await expectOnRow(ids[1]);
  await press('n'); // the entry row, its name focused
  await shotAt1440('sheet-entry-row-ar-dark');
  const shown = await openShortcuts();
  expect(shown.dir).toBe('rtl');
  expect(shown.text).not.toContain('Keyboard shortcuts');
  expect(shown.text).toContain('اختصارات');
  await screenshot(page, 'sheet-keyboard-shortcuts-ar-dark');
  await press('Escape');
  expect(page.errors).toEqual([]);
});
