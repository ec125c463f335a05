import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { BASE_URL, closeBrowser, launch, screenshot, settled, waitForText } from './browser';
import { uniqueEmail } from './mailbox';
import { buyPlan } from './billing-api';
import {
  acceptInvitation,
  api,
  openAs as openPageAs,
  PASSWORD,
  signedIn,
  signUpCompany as signUpCompanyAs,
} from './company';
import { CALL_ROW, pickOption, pointAtRow, rowTexts, waitForRow } from './sheet';
import { accentedSearchInHistory, searchHistory } from './receptionist-history';

// The phone sheet in a real browser on the production build: two people of one company,
// keyboard-only logging, live updates, roll-over, Call back, history search, CSV export and
// import, invitations; screenshots in English and Arabic, light and dark.
let browser: Browser;

/** A company on Premium: CSV export and more than one desk need more than Basic (docs/billing.md). */
async function signUpCompany(): Promise<{ email: string; token: string }> {
  const company = await signUpCompanyAs('sheet', 'Rolling Calls Ltd');
  await buyPlan(company.token, 'premium');
  return company;
}

const openAs = (token: string, route: string, settings: Record<string, string> = {}) =>
  openPageAs(browser, token, route, settings);

/** The first finished file in `dir` whose name matches (Chromium writes .crdownload first). */
async function waitForFile(dir: string, name: RegExp, timeoutMs = 15000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const done = fs.readdirSync(dir).find((f) => name.test(f));
    if (done) return path.join(dir, done);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${name} file in ${dir} within ${timeoutMs} ms`);
}

let admin: { email: string; token: string };
beforeAll(async () => {
  browser = await launch();
  admin = await signUpCompany();
});
afterAll(async () => {
  await closeBrowser(browser);
});

test('keyboard logging shows live on a colleague’s sheet; roll-over, status change, Call back', async () => {
  // Yesterday's open call, seeded: it must roll over to the top of today's sheet. Noon of the
  // day before, on the clock the browser shares: "26 hours ago" fell on the day before
  // yesterday between midnight and 2 a.m., and the history (yesterday by default) was empty.
  const noon = new Date();
  noon.setDate(noon.getDate() - 1);
  noon.setHours(12, 0, 0, 0);
  const yesterday = noon.toISOString();
  const seeded = await api(
    'POST',
    '/calls',
    { contactName: 'Yesterday Person', phone: '+1 646 555 0142', priority: 'asap', occurredAt: yesterday },
    admin.token,
  );
  expect(seeded.status).toBe(201);

  const first = await openAs(admin.token, '/dashboards/PhoneSheet');
  const second = await openAs(admin.token, '/dashboards/PhoneSheet');
  await waitForRow(first, 'Yesterday Person');
  const [owed] = await rowTexts(first);
  expect(owed).toContain('Yesterday Person');
  expect(owed).toMatch(/owed since/);
  await second.waitForFunction(() => document.body.innerText.includes('Live'));

  // Keyboard only: N focuses the entry row, Tab moves, O/A toggle, Enter saves.
  await first.click('body');
  await first.keyboard.press('n');
  await first.keyboard.type('Grace Hopper');
  await first.keyboard.press('Tab');
  await first.keyboard.type('Navy');
  await first.keyboard.press('Tab');
  await first.keyboard.type('(212) 555-0199');
  await first.keyboard.press('Tab'); // extension
  await first.keyboard.press('Tab'); // priority
  await first.keyboard.press('a');
  await first.keyboard.press('Enter');
  await waitForRow(first, 'Grace Hopper');
  // The other browser sees it without a reload.
  await waitForRow(second, 'Grace Hopper');
  await screenshot(first, 'phonesheet-sheet-en-light');

  // One pick changes the status; the colleague sees it too.
  await pickOption(first, 'Grace Hopper', 'call-status', 'Left word');
  await second.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].some(
        (r) =>
          (r as HTMLElement).innerText.includes('Grace Hopper') &&
          (r as HTMLElement).innerText.includes('Left word'),
      ),
    {},
    CALL_ROW,
  );

  // Keyboard: the list is one Tab stop, a row's box with a focus ring; Enter edits the row, and
  // Tab then walks that row's controls (the whole walk: e2e/src/sheet-keyboard.e2e.ts).
  await first.mouse.move(0, 0);
  await first.focus('[role="row"][tabindex="0"]');
  await first.keyboard.press('Home');
  const focusedRow = () =>
    first.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const row = el.closest<HTMLElement>('[role="row"]');
      return {
        onRow: row === el && getComputedStyle(el).outlineStyle === 'solid',
        text: row?.innerText ?? '',
        tag: el.tagName,
      };
    });
  let focused = await focusedRow();
  expect(focused.onRow).toBe(true);
  expect(focused.text).toContain('Yesterday Person'); // the first row: rolled over from yesterday
  await first.keyboard.press('Enter'); // the name's editor
  expect((await focusedRow()).tag).toBe('TEXTAREA');
  await first.keyboard.press('Escape'); // cancelled: the focus on the name's pencil, in the row
  await first.keyboard.press('Tab');
  focused = await focusedRow();
  expect({ onRow: focused.onRow, inRow: focused.text.includes('Yesterday Person') }).toEqual({
    onRow: false,
    inRow: true,
  });

  // Call back on the incoming call: an outgoing call is logged, the original is Returned.
  await pointAtRow(first, 'Yesterday Person');
  await first.evaluate(() => {
    const row = [...document.querySelectorAll('[data-testid="call-row"]')].find((r) =>
      (r as HTMLElement).innerText.includes('Yesterday Person'),
    );
    (row?.querySelector('[data-testid="call-back"]') as HTMLElement).click();
  });
  await waitForText(first, 'Call back logged');
  const list = await api('GET', '/calls?q=Yesterday', undefined, admin.token);
  expect(list.body.data.items.map((c: { direction: string }) => c.direction).sort()).toEqual(['in', 'out']);
  expect(first.errors).toEqual([]);
});

test('history finds a number typed in another format; CSV export downloads and parses', async () => {
  const page = await openAs(admin.token, '/dashboards/PhoneSheetHistory');
  const search = await page.waitForSelector(
    'input[data-testid="history-search"], [data-testid="history-search"] input',
  );
  await search!.type('+1 212 555 0199');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="history-name"]')].some((e) =>
      (e as HTMLElement).innerText.includes('Grace Hopper'),
    ),
  );
  await screenshot(page, 'phonesheet-history-en-light');
  // A real download: the button fetches a one-minute ticket and the browser saves the file.
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-csv-'));
  // Downloads are allowed per browser context (each test page has its own).
  const cdp = await browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', {
    behavior: 'allow',
    downloadPath: downloads,
    browserContextId: page.browserContext().id,
  });
  await page.click('[data-testid="export-csv"]');
  const saved = await waitForFile(downloads, /\.csv$/);
  const csv = fs.readFileSync(saved, 'utf8');
  const lines = csv
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^occurredAt,direction,name,company,phone/);
  expect(lines.slice(1).some((l) => l.includes('Grace Hopper') && l.includes('+12125550199'))).toBe(true);
});

test('an accented search in History; a number dialled from abroad; the direction at 1920 and 390 px', async () => {
  const saved = await api(
    'POST',
    '/calls',
    { contactName: 'Zoë Bergström', contactCompany: 'Malmö Hamn', phone: '+49 30 901820', direction: 'out' },
    admin.token,
  );
  expect(saved.status).toBe(201);
  const page = await openAs(admin.token, '/dashboards/PhoneSheetHistory');
  await page.setViewport({ width: 1920, height: 1080 });
  await accentedSearchInHistory(page, { typed: 'zoe bergstrom', stored: 'Zoë Bergström' });
  await searchHistory(page, '0049 30 901820', ['Zoë Bergström']);
  // Every header keeps one line at 1920 px (the direction's wrapped as "Directio / n").
  const wrapped = await page.$$eval('.ant-table-thead th', (ths) =>
    ths
      .filter((th) => {
        const cs = getComputedStyle(th);
        const inner =
          th.getBoundingClientRect().height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
        return inner > parseFloat(cs.lineHeight) * 1.5;
      })
      .map((th) => th.textContent),
  );
  expect(wrapped).toEqual([]);
  await screenshot(page, 'history-search-1920-en-light');
  // A phone: the direction is still there, in view.
  await page.setViewport({ width: 390, height: 844 });
  await settled(page);
  const icon = await page.$eval('[data-testid="history-direction"]', (i) => {
    const box = i.getBoundingClientRect();
    return { label: i.getAttribute('aria-label'), shown: box.width > 0 && box.right <= innerWidth };
  });
  expect(icon).toEqual({ label: 'Outgoing', shown: true });
  await screenshot(page, 'history-search-390-en-light');
  expect(page.errors).toEqual([]);
});

test('top bar search: Ctrl+K from the sheet, pages that match, Enter finds a number in another format', async () => {
  const page = await openAs(admin.token, '/dashboards/PhoneSheet');
  await page.waitForSelector('[data-testid="topbar-search"]');
  await page.mouse.click(5, 400); // focus anywhere but the search
  await page.keyboard.down('Control');
  await page.keyboard.press('k');
  await page.keyboard.up('Control');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'topbar-search');
  await page.keyboard.type('user');
  await waitForText(page, 'Search calls for'); // and the Users page, by its title
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-select-item-option')].some(
      (o) => (o as HTMLElement).innerText.trim() === 'Users',
    ),
  );
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.type('212.555.0199');
  await waitForText(page, 'Search calls for “\u2068212.555.0199\u2069”');
  await screenshot(page, 'topbar-search-en');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => location.pathname === '/dashboards/PhoneSheetHistory' && location.search === '?q=212.555.0199',
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="history-name"]')].some((e) =>
      (e as HTMLElement).innerText.includes('Grace Hopper'),
    ),
  );
});

test('a CSV with one bad row stores nothing and names the row', async () => {
  const page = await openAs(admin.token, '/dashboards/PhoneSheetHistory');
  await page.waitForSelector('[data-testid="import-open"]');
  await page.click('[data-testid="import-open"]');
  const file = path.join(os.tmpdir(), `import-${Date.now()}.csv`);
  fs.writeFileSync(
    file,
    'direction,name,company,phone,extension,status,priority,notes,occurredAt\nin,Import Good,Co,+1 212 555 0170,,To return,asap,,\nin,Import Bad,Co,not a number,,To return,asap,,\n',
  );
  const input = await page.waitForSelector('.ant-modal input[type="file"]');
  await input!.uploadFile(file);
  await page.waitForSelector('[data-testid="import-errors"]');
  const errors = await page.$eval('[data-testid="import-errors"]', (e) => (e as HTMLElement).innerText);
  expect(errors).toContain('Line 3: Phone number is not valid');
  const found = await api('GET', '/calls?q=Import', undefined, admin.token);
  expect(found.body.data.total).toBe(0);
});

test('an admin invites a user who accepts, signs in and cannot delete anyone', async () => {
  const page = await openAs(admin.token, '/dashboards/UserDash');
  await page.waitForSelector('[data-testid="invite-open"]');
  await page.click('[data-testid="invite-open"]');
  const email = uniqueEmail('invitee');
  await page.waitForSelector('[data-testid="invite-email"]');
  await page.type('[data-testid="invite-email"]', email);
  await page.evaluate(() => {
    const ok = [...document.querySelectorAll('.ant-modal button')].find(
      (b) => (b as HTMLElement).innerText.trim() === 'Send invitation',
    ) as HTMLElement;
    ok.click();
  });
  await waitForText(page, 'Invitation sent');
  await screenshot(page, 'phonesheet-users-en-light');

  await acceptInvitation(browser, email);

  const login = await api('POST', '/auth/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  const member = await openAs(login.body.data.accessToken, '/dashboards/UserDash');
  await waitForText(member, 'Ada Lovelace');
  expect(await member.$('[data-testid="user-delete"]')).toBeNull();
  expect(await member.$('[data-testid="invite-open"]')).toBeNull();
});

test('screenshots: sheet, history and users in English and Arabic, light and dark', async () => {
  // One page: a rendering is its stored settings, each route a load of its own (from the cache).
  const page = await signedIn(browser, admin.token);
  for (const locale of ['en', 'ar']) {
    for (const themeMode of ['light', 'dark']) {
      if (locale === 'en' && themeMode === 'light') continue; // taken above
      for (const [route, name] of [
        ['/dashboards/PhoneSheet', 'sheet'],
        ['/dashboards/PhoneSheetHistory', 'history'],
        ['/dashboards/UserDash', 'users'],
      ]) {
        await page.evaluate((s) => localStorage.setItem('phonesheet.settings', JSON.stringify(s)), {
          locale,
          themeMode,
        });
        await page.goto(`${BASE_URL}${route}`);
        await page.waitForSelector(name === 'sheet' ? CALL_ROW : '.ant-table-row', {
          timeout: 20000,
        });
        await page.waitForFunction(
          (dir) => document.documentElement.dir === dir,
          {},
          locale === 'ar' ? 'rtl' : 'ltr',
        );
        await settled(page);
        if (name === 'users') {
          // Long e-mails widen the table past the card: the admin's actions stay in view.
          const cut = await page.$$eval(
            '[data-testid="user-delete"]',
            (buttons) =>
              buttons.filter((b) => {
                const box = b.getBoundingClientRect();
                const table = b.closest('.ant-table')!.getBoundingClientRect();
                return box.left < table.left - 0.5 || box.right > table.right + 0.5;
              }).length,
          );
          expect(cut).toBe(0);
        }
        await screenshot(page, `phonesheet-${name}-${locale}-${themeMode}`);
      }
    }
  }
  expect(page.errors).toEqual([]);
  await page.close();
  // A phone: a touch screen, where the rows in view are interactive once the list is still. The
  // viewport is set on the session's cheap document (a touch screen takes a reload).
  const phone = await signedIn(browser, admin.token);
  await phone.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await phone.goto(`${BASE_URL}/dashboards/PhoneSheet`);
  await phone.waitForSelector('[data-testid="call-row"]');
  // The title keeps its line (the desk switcher and the buttons go under it), not "Tod…".
  expect(
    await phone.$eval('.ps-sheet .ant-card-head-title', (title) => title.scrollWidth - title.clientWidth),
  ).toBeLessThanOrEqual(0);
  await screenshot(phone, 'phonesheet-sheet-en-phone');
});
