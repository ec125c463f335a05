import type { Browser, Page } from 'puppeteer-core';
import { BASE_URL, closeBrowser, launch, screenshot, settled, waitForText } from './browser';
import { api, openAs, signedIn, signUpCompany } from './company';
import { CALL_ROW, rowTexts, pointAtRow, waitForRow } from './sheet';

// The statuses editor (issue 3) in a real browser: an admin adds a status from the sheet's
// toolbar, renames, recolours and moves it up; the sheet's status picker offers it in that
// place; a second tab sees the rename live; retired, it stays on its call and is no longer
// offered. Screenshots of the editor in English and Arabic, light and dark.
let browser: Browser;
let admin: { email: string; token: string };

type Status = { id: string; name: string; color: string; retired: boolean };
const statusesOf = async (): Promise<Status[]> =>
  (await api('GET', '/statuses', undefined, admin.token)).body.data;
const offered = async () => (await statusesOf()).filter((s) => !s.retired).map((s) => s.name);

/** Polls the API until `check` holds (the UI answers before the test reads the server). */
async function until(check: () => Promise<boolean>, what: string, timeout = 15000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const OPEN_OPTIONS = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';

/** Opens the status picker of the call row containing `rowText`; answers its options in order. */
async function pickerOptions(page: Page, rowText: string): Promise<string[]> {
  await pointAtRow(page, rowText);
  await page.evaluate((t) => {
    const row = [...document.querySelectorAll('[data-testid="call-row"]')].find((r) =>
      (r as HTMLElement).innerText.includes(t),
    );
    const select = row?.querySelector(
      '.ant-select[data-testid="call-status"] .ant-select-selector, [data-testid="call-status"] .ant-select-selector',
    );
    select?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  }, rowText);
  await page.waitForSelector(OPEN_OPTIONS);
  return page.$$eval(OPEN_OPTIONS, (options) => options.map((o) => (o as HTMLElement).innerText.trim()));
}

async function chooseOption(page: Page, option: string) {
  await page.evaluate(
    (sel, o) => {
      const el = [...document.querySelectorAll(sel)].find((e) => (e as HTMLElement).innerText.trim() === o);
      (el as HTMLElement).click();
    },
    OPEN_OPTIONS,
    option,
  );
}

/** Clicks `selector` once it has stopped moving (drawers and popovers animate in; slowly under load). */
async function clickWhenStill(page: Page, selector: string) {
  let last = '';
  for (let i = 0; i < 100; i += 1) {
    const box = await page
      .$eval(selector, (el) => JSON.stringify(el.getBoundingClientRect()))
      .catch(() => '');
    if (box && box === last) break;
    last = box;
    await new Promise((r) => setTimeout(r, 120));
  }
  await page.click(selector);
}

async function openEditor(page: Page) {
  await page.click('[data-testid="statuses-open"]');
  await page.waitForSelector('[data-testid="statuses-list"] [data-testid="status-row"]');
  // Clicks land only once the drawer has finished sliding in.
  await page.waitForFunction(() => {
    const wrapper = document.querySelector('.ps-statuses-drawer .ant-drawer-content-wrapper');
    return !!wrapper && !wrapper.className.includes('motion');
  });
}

async function closeEditor(page: Page) {
  // A toast may sit over the close button: click the button itself, not a point on screen.
  await page.$eval('.ps-statuses-drawer .ant-drawer-close', (b) => (b as HTMLElement).click());
  // The editor is mounted only while the drawer is open; then let the drawer slide away.
  await page.waitForFunction(() => !document.querySelector('[data-testid="statuses-list"]'));
  await settled(page);
}

beforeAll(async () => {
  browser = await launch();
  admin = await signUpCompany('statuses', 'Status Makers Ltd');
  for (const [contactName, phone] of [
    ['Kept Caller', '+1 212 555 0131'],
    ['Other Caller', '+1 212 555 0132'],
  ]) {
    const created = await api('POST', '/calls', { contactName, phone }, admin.token);
    expect(created.status).toBe(201);
  }
});
afterAll(async () => {
  await closeBrowser(browser);
});

test('an admin adds, renames, recolours and moves up a status; the sheet offers it; retired, it is not offered', async () => {
  const page = await openAs(browser, admin.token, '/dashboards/PhoneSheet');
  const watcher = await openAs(browser, admin.token, '/dashboards/PhoneSheet');
  await waitForRow(page, 'Kept Caller');
  await waitForRow(watcher, 'Kept Caller');
  await watcher.waitForFunction(() => document.body.innerText.includes('Live'));
  await openEditor(page);
  await openEditor(watcher);

  // Add: Enter in the name field adds an open status with the first unused readable colour.
  await page.type('[data-testid="status-new-name"]', 'Voicemail');
  await page.keyboard.press('Enter');
  await waitForText(page, 'Status added');
  await page.waitForSelector('input[aria-label="Name of Voicemail"]');
  expect(await offered()).toEqual([
    'To return',
    'Returned',
    'Left word',
    'Will call back',
    'Spoke',
    'No answer',
    'Voicemail',
  ]);

  // Rename in place; the other tab's editor follows live (statuses.changed).
  const name = (await page.$('input[aria-label="Name of Voicemail"]'))!;
  await name.click({ count: 3 });
  await name.type('Left voicemail');
  await page.keyboard.press('Enter');
  await page.waitForSelector('input[aria-label="Name of Left voicemail"]');
  await watcher.waitForSelector('input[aria-label="Name of Left voicemail"]', { timeout: 15000 });

  // Recolour from the readable palette; the picker saves when it closes.
  await page.click('[aria-label="Colour of Left voicemail"]');
  await page.waitForSelector('.ant-color-picker-presets-color');
  await page.evaluate(() => {
    const swatch = [...document.querySelectorAll('.ant-color-picker-presets-color')].find((el) =>
      (el.firstElementChild as HTMLElement | null)?.style.background.includes('rgb(0, 109, 117)'),
    ) as HTMLElement;
    swatch.click();
  });
  await page.click('.ps-statuses-drawer .ant-drawer-title');
  await until(
    async () => (await statusesOf()).find((s) => s.name === 'Left voicemail')?.color === '#006d75',
    'the new colour',
  );

  // Move up once: it now comes before No answer.
  await page.click('[aria-label="Move Left voicemail up"]');
  await until(async () => (await offered()).slice(-2).join() === 'Left voicemail,No answer', 'the new order');

  // The sheet's status picker offers it in that place; a call gets it and shows its colour.
  await closeEditor(page);
  expect(await pickerOptions(page, 'Kept Caller')).toEqual([
    'To return',
    'Returned',
    'Left word',
    'Will call back',
    'Spoke',
    'Left voicemail',
    'No answer',
  ]);
  await chooseOption(page, 'Left voicemail');
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].some(
        (r) =>
          (r as HTMLElement).innerText.includes('Kept Caller') &&
          getComputedStyle(r).borderInlineStartColor === 'rgb(0, 109, 117)',
      ),
    {},
    CALL_ROW,
  );

  // Retire: it is in use, so it is kept for that call and listed under Retired.
  await openEditor(page);
  await clickWhenStill(page, '[aria-label="Retire Left voicemail"]');
  await waitForText(page, 'Calls that already have it keep it and still show it');
  await clickWhenStill(page, '[data-testid="status-retire-confirm"]');
  await waitForText(page, 'Status retired; the calls that have it keep it');
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="statuses-retired"]')?.textContent?.includes('Left voicemail'),
  );
  await watcher.waitForFunction(() =>
    document.querySelector('[data-testid="statuses-retired"]')?.textContent?.includes('Left voicemail'),
  );
  await closeEditor(page);

  const others = await pickerOptions(page, 'Other Caller');
  expect(others).not.toContain('Left voicemail');
  expect(others).toEqual(['To return', 'Returned', 'Left word', 'Will call back', 'Spoke', 'No answer']);
  const kept = (await rowTexts(page)).find((t) => t.includes('Kept Caller')) ?? '';
  expect(kept).toContain('Left voicemail');
  expect(page.errors).toEqual([]);
  expect(watcher.errors).toEqual([]);
});

test('screenshots: the statuses editor in English and Arabic, light and dark', async () => {
  let page: (Page & { errors: string[] }) | undefined;
  for (const [locale, themeMode] of [
    ['en', 'light'],
    ['en', 'dark'],
    ['ar', 'light'],
    ['ar', 'dark'],
  ] as const) {
    // One page: a rendering is its stored settings and a load of the sheet (from the cache).
    page ??= await signedIn(browser, admin.token);
    await page.evaluate((s) => localStorage.setItem('phonesheet.settings', JSON.stringify(s)), {
      locale,
      themeMode,
    });
    await page.goto(`${BASE_URL}/dashboards/PhoneSheet`);
    await page.waitForSelector(CALL_ROW, { timeout: 20000 });
    await openEditor(page);
    await page.waitForSelector('[data-testid="statuses-retired"]');
    await settled(page);
    if (locale === 'ar') {
      // Right to left: the drawer opens from the left and its rows read from the right.
      const layout = await page.evaluate(() => {
        const drawer = document.querySelector(
          '.ps-statuses-drawer .ant-drawer-content-wrapper',
        ) as HTMLElement;
        const row = document.querySelector('[data-testid="status-row"]') as HTMLElement;
        const handle = row.querySelector('[data-control="handle"]') as HTMLElement;
        const retire = row.querySelector('[data-testid="status-retire"]') as HTMLElement;
        return {
          drawerLeft: drawer.getBoundingClientRect().left,
          handleRight: handle.getBoundingClientRect().right,
          retireRight: retire.getBoundingClientRect().right,
          dir: document.documentElement.dir,
        };
      });
      expect(layout.dir).toBe('rtl');
      expect(layout.drawerLeft).toBe(0);
      expect(layout.handleRight).toBeGreaterThan(layout.retireRight);
    }
    await screenshot(page, `statuses-editor-${locale}-${themeMode}`);
    expect(page.errors).toEqual([]);
  }
  await page?.close();
});
