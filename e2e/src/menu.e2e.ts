import type { Browser, Page } from 'puppeteer-core';
import { closeBrowser, launch, screenshot } from './browser';
import { openAs, sharedCompany } from './company';

// The menu, everywhere (issue 32): in each navigation style and state, at four widths, in
// English and Arabic, light and dark, every entry of the menu is on screen, not covered, and a
// link. One page: settings change through the app's own store (found from React's root), and
// widths through the viewport, so hundreds of combinations need no reload.

const WIDTHS = [1920, 1440, 1024, 390];
const PHONE = 390;
const HEIGHT = 900;
type State = 'collapsed' | 'expanded' | 'drawer' | 'bar';

const STYLES: Record<string, State[]> = {
  default: ['collapsed', 'expanded'],
  'bit-bucket': ['collapsed', 'expanded'],
  standard: ['collapsed', 'expanded'],
  drawer: ['drawer'],
  mini: ['collapsed', 'expanded'],
  'mini-sidebar-toggle': ['collapsed', 'expanded'],
  'header-user': ['collapsed', 'expanded'],
  'header-user-mini': ['collapsed', 'expanded'],
  'h-default': ['bar'],
  'hor-header-fixed': ['bar'],
  'hor-dark': ['bar'],
};
const LOOKS = [
  { locale: 'en', themeMode: 'light' },
  { locale: 'en', themeMode: 'dark' },
  { locale: 'ar', themeMode: 'light' },
  { locale: 'ar', themeMode: 'dark' },
];
const TOGGLE_LABELS = ['Toggle navigation menu', 'إظهار قائمة التنقل أو إخفاؤها'];

interface Outcome {
  combo: string;
  entries: number;
  problems: string[];
}

let browser: Browser;
let page: Page & { errors: string[] };
beforeAll(async () => {
  browser = await launch();
  const { token } = await sharedCompany();
  page = await openAs(browser, token, '/dashboards/PhoneSheet', { navStyle: 'default', locale: 'en' });
  // The entries come from the remotes: a remote being rebuilt on a shared stack is retried.
  for (let attempt = 1; ; attempt++) {
    const listed = await page
      .waitForSelector('[data-nav-style] ul.ant-menu-root li.ant-menu-item', { timeout: 30000 })
      .catch(() => null);
    if (listed || attempt === 3) break;
    await page.reload();
  }
  // The check is of where things come to rest: the sidebar's and the menu's transitions
  // shortened to 1 ms keep 260 combinations fast (the drawers keep theirs, antd waits for them).
  // Made by the page's own createElement, so it carries the page's CSP nonce
  // (build/style-nonce.js); puppeteer's addStyleTag builds its <style> in a world of its own,
  // which the policy refuses.
  await page.evaluate((css) => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }, '.ant-layout-sider,.ant-menu,.ant-menu *{transition-duration:1ms!important;transition-delay:0s!important}');
});
afterAll(async () => {
  await closeBrowser(browser);
});

/**
 * Runs in the page: for each style and state, puts the app in that state the way a user would
 * (the store for the style and the saved collapse, the menu button for a mini sidebar's width and
 * for the drawer), waits until the menu stands still, and measures every entry. Answers one
 * outcome per combination.
 */
async function measureStyles(
  target: Page,
  width: number,
  styles: Record<string, State[]>,
  look: { locale: string; themeMode: string },
  keepDrawerOpen = false,
): Promise<Outcome[]> {
  return target.evaluate(
    async (width, styles, look, toggleLabels, keepDrawerOpen) => {
      type Store = { dispatch: (a: unknown) => void; getState: () => { settings: Record<string, unknown> } };
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const findStore = (): Store => {
        const root = document.getElementById('root') as unknown as Record<string, unknown>;
        const key = Object.keys(root).find((k) => k.startsWith('__reactContainer$'))!;
        const stack = [root[key] as Record<string, unknown>];
        while (stack.length) {
          const fiber = stack.pop()!;
          const store = (fiber.memoizedProps as { store?: Store } | null)?.store;
          if (typeof store?.dispatch === 'function' && typeof store.getState === 'function') return store;
          if (fiber.sibling) stack.push(fiber.sibling as Record<string, unknown>);
          if (fiber.child) stack.push(fiber.child as Record<string, unknown>);
        }
        throw new Error('no store');
      };
      const store = findStore();
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const toggle = () =>
        [...document.querySelectorAll<HTMLButtonElement>('button[aria-label]')].find(
          (b) => toggleLabels.includes(b.getAttribute('aria-label')!) && visible(b),
        );
      const openDrawer = () => document.querySelector('.ant-drawer-open .ant-drawer-content-wrapper');
      const sidebarWidth = () =>
        document.querySelector('[data-region="sidebar"]')?.getBoundingClientRect().width ?? 0;

      const settle = async (ready: () => boolean, timeout = 1500) => {
        const until = performance.now() + timeout;
        while (!ready() && performance.now() < until) await sleep(30);
      };

      /** Every entry of the shown menu, measured; problems named by entry. */
      const measure = (inDrawer: boolean) => {
        const roots = [...document.querySelectorAll('ul.ant-menu-root')].filter(
          (m) => !!m.closest('.ant-drawer') === inDrawer && (!inDrawer || m.closest('.ant-drawer-open')),
        );
        const entries = roots.flatMap((m) => [...m.querySelectorAll<HTMLElement>('li.ant-menu-item')]);
        const problems: string[] = [];
        const boxes: string[] = [];
        for (const entry of entries) {
          const name = (entry.getAttribute('title') || entry.innerText || entry.textContent || '?').trim();
          // A horizontal menu too wide for the bar moves its last entries into its "…" menu (antd's
          // overflow, aria-hidden in the bar): reachable there, provided the "…" is on screen.
          if (entry.closest('[aria-hidden="true"]')) {
            const more = entry.closest('ul.ant-menu-root')?.querySelector('.ant-menu-overflow-item-rest');
            const m = more?.getBoundingClientRect();
            if (!m || m.width === 0 || m.left < 0 || m.right > innerWidth + 0.5)
              problems.push(`${name}: in the overflow, and no "…" on screen`);
            continue;
          }
          const r = entry.getBoundingClientRect();
          boxes.push(`${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)},${Math.round(r.height)}`);
          const inside =
            r.width > 0 &&
            r.height > 0 &&
            r.left >= 0 &&
            r.top >= 0 &&
            r.right <= innerWidth + 0.5 &&
            r.bottom <= innerHeight + 0.5;
          if (!inside) {
            problems.push(`${name}: off screen (${boxes.at(-1)})`);
            continue;
          }
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (!hit || !entry.contains(hit)) {
            problems.push(
              `${name}: covered by ${hit ? hit.tagName.toLowerCase() + '.' + hit.className : 'nothing'}`,
            );
            continue;
          }
          const link = hit.closest('a[href]');
          if (!link || !entry.contains(link)) problems.push(`${name}: not a link under the pointer`);
        }
        if (entries.length < 2) problems.push(`only ${entries.length} entries`);
        return { entries: entries.length, problems, boxes: boxes.join(' ') };
      };

      /** Measures until two frames in a row agree and pass, or the time is up (then the last). */
      const stableMeasure = async (inDrawer: boolean) => {
        const until = performance.now() + 1500;
        let last = measure(inDrawer);
        for (;;) {
          await frame();
          const now = measure(inDrawer);
          if ((now.boxes === last.boxes && now.problems.length === 0) || performance.now() > until)
            return now;
          last = now;
        }
      };

      const s = store.getState().settings;
      if (s.locale !== look.locale) store.dispatch({ type: 'settings/localeChanged', payload: look.locale });
      if (s.themeMode !== look.themeMode)
        store.dispatch({ type: 'settings/changed', payload: { themeMode: look.themeMode } });
      const dir = look.locale === 'ar' ? 'rtl' : 'ltr';
      await settle(
        () => document.documentElement.dir === dir && !!document.querySelector('[data-nav-style]'),
        8000,
      );

      const outcomes: { combo: string; entries: number; problems: string[] }[] = [];
      const phone = width < 992;
      for (const [style, states] of Object.entries(styles)) {
        store.dispatch({ type: 'settings/changed', payload: { navStyle: style } });
        await settle(() => !!document.querySelector(`[data-nav-style="${style}"]`));
        await frame();
        for (const state of phone ? (['drawer'] as const) : states) {
          const combo = `${style}/${state}/${width}/${look.locale}/${look.themeMode}`;
          if (state === 'drawer') {
            toggle()?.click();
            await settle(() => !!openDrawer());
            const result = await stableMeasure(true);
            outcomes.push({ combo, entries: result.entries, problems: result.problems });
            if (keepDrawerOpen) continue;
            document.querySelector<HTMLElement>('.ant-drawer-open .ant-drawer-close')?.click();
            await settle(() => !openDrawer());
            await sleep(50);
            continue;
          }
          if (state === 'collapsed' || state === 'expanded') {
            const wanted = state === 'collapsed' ? 64 : 280;
            const mini = style === 'mini' || style === 'header-user-mini';
            if (!mini)
              store.dispatch({ type: 'settings/changed', payload: { navCollapsed: state === 'collapsed' } });
            await frame();
            if (mini && Math.abs(sidebarWidth() - wanted) > 8) toggle()?.click();
            await settle(() => Math.abs(sidebarWidth() - wanted) < 1);
          }
          const result = await stableMeasure(false);
          outcomes.push({ combo, entries: result.entries, problems: result.problems });
        }
      }
      return outcomes;
    },
    width,
    styles,
    look,
    TOGGLE_LABELS,
    keepDrawerOpen,
  );
}

/** Clicks the centre of the entry named `name` in the shown menu with the mouse; answers the path. */
async function clickEntry(target: Page, name: string, inDrawer: boolean): Promise<string> {
  const point = await target.evaluate(
    (name, inDrawer) => {
      const entry = [...document.querySelectorAll<HTMLElement>('ul.ant-menu-root li.ant-menu-item')].find(
        (e) =>
          !!e.closest('.ant-drawer-open') === inDrawer &&
          (e.getAttribute('title') || e.innerText).trim() === name,
      );
      if (!entry) return null;
      const r = entry.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    name,
    inDrawer,
  );
  if (!point) return 'no entry';
  const before = await target.evaluate(() => location.pathname);
  await target.mouse.click(point.x, point.y);
  await target.waitForFunction((b) => location.pathname !== b, { timeout: 3000 }, before).catch(() => {});
  return target.evaluate(() => location.pathname);
}

/** Closes the drawer if one is open (its close button), and waits until it has gone. */
async function closeDrawer(target: Page) {
  await target.evaluate(() =>
    document.querySelector<HTMLElement>('.ant-drawer-open .ant-drawer-close')?.click(),
  );
  await target.waitForFunction(() => !document.querySelector('.ant-drawer-open'));
}

test('every menu entry is on screen, not covered, and a link: 11 styles × states × 4 widths × en/ar × light/dark', async () => {
  const started = Date.now();
  const outcomes: Outcome[] = [];
  for (const look of LOOKS) {
    for (const width of WIDTHS) {
      await page.setViewport({ width, height: HEIGHT });
      outcomes.push(...(await measureStyles(page, width, STYLES, look)));
    }
  }
  const failed = outcomes.filter((o) => o.problems.length > 0);
  console.log(
    `menu: ${outcomes.length} combinations checked, ${outcomes.reduce((n, o) => n + o.entries, 0)} entries, ` +
      `${failed.length} failed, ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (failed.length)
    console.log(
      failed
        .slice(0, 12)
        .map((o) => `${o.combo}: ${o.problems.join('; ')}`)
        .join('\n'),
    );
  expect(outcomes.length).toBe(4 * (3 * 18 + 11));
  expect(failed.map((o) => `${o.combo}: ${o.problems[0]}`)).toEqual([]);
}, 600000);

test('clicking an entry with the mouse goes to its page (sidebar, rail, bar and phone drawer)', async () => {
  const cases = [
    { style: 'default', state: 'expanded', width: 1440, locale: 'en', themeMode: 'light', name: 'Users' },
    { style: 'mini', state: 'collapsed', width: 1024, locale: 'ar', themeMode: 'dark', name: 'المستخدمون' },
    { style: 'h-default', state: 'bar', width: 1920, locale: 'en', themeMode: 'dark', name: 'Users' },
    { style: 'bit-bucket', state: 'collapsed', width: 1440, locale: 'en', themeMode: 'light', name: 'Users' },
    { style: 'drawer', state: 'drawer', width: 1440, locale: 'ar', themeMode: 'light', name: 'المستخدمون' },
    {
      style: 'standard',
      state: 'drawer',
      width: PHONE,
      locale: 'ar',
      themeMode: 'light',
      name: 'المستخدمون',
    },
  ] as const;
  const paths: string[] = [];
  for (const { style, state, width, name, ...look } of cases) {
    await page.setViewport({ width, height: HEIGHT });
    await measureStyles(page, width, { [style]: [state] }, look, true);
    paths.push(`${style}: ${await clickEntry(page, name, state === 'drawer')}`);
    // Back to the phone sheet inside the app (as shared/src/navigation.ts does), drawer closed.
    if (state === 'drawer') await closeDrawer(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/dashboards/PhoneSheet');
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await page.waitForFunction(() => location.pathname === '/dashboards/PhoneSheet');
  }
  expect(paths).toEqual(cases.map((c) => `${c.style}: /dashboards/UserDash`));
}, 120000);

// Screenshots at 1440 of every style, folded and unfolded: Arabic dark, and English light for a few.
test('screenshots of every style at 1440', async () => {
  await page.setViewport({ width: 1440, height: HEIGHT });
  const shots = [
    ...Object.keys(STYLES).map((style) => ({ style, locale: 'ar', themeMode: 'dark' })),
    ...['default', 'bit-bucket', 'mini', 'h-default'].map((style) => ({
      style,
      locale: 'en',
      themeMode: 'light',
    })),
  ];
  for (const { style, ...look } of shots) {
    for (const state of STYLES[style]) {
      await measureStyles(page, 1440, { [style]: [state] }, look, true);
      await page.mouse.move(720, 600);
      await screenshot(page, `menu-${style}-${state}-${look.locale}-${look.themeMode}`);
      if (state === 'drawer') await closeDrawer(page);
    }
  }
  // The phone drawer, opened by the menu button.
  await page.setViewport({ width: PHONE, height: 844 });
  for (const look of LOOKS.filter((l) => (l.locale === 'ar') === (l.themeMode === 'dark'))) {
    await measureStyles(page, PHONE, { default: ['drawer'] }, look, true);
    await screenshot(page, `menu-phone-drawer-${look.locale}-${look.themeMode}`);
    await closeDrawer(page);
  }
}, 240000);
