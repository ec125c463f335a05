import { clickText, fillByLabel, screenshot, waitForText } from '../browser';
import { BASE_URL, checkPhoneWidth, shootFourWays, type E2ePage, type TemplatesContext } from './harness';

const tid = (id: string) => `[data-testid="${id}"]`;

/** Every route of the area and what proves it shows its own screen (never the 404 page). */
const ROUTES: [string, string][] = [
  ['/extra-pages/about-us', 'extra-team-member'],
  ['/extra-pages/contact-us', 'extra-contact-form'],
  ['/extra-pages/faq', 'extra-faq-question'],
  ['/extra-pages/knowledge-base', 'extra-kb-article'],
  ['/extra-pages/portfolio', 'extra-portfolio-item'],
  ['/extra-pages/pricing', 'extra-plan-business'],
  ['/extra-pages/blog/1', 'extra-blog-author'],
  ['/extra-pages/timeline', 'extra-timeline-event'],
  ['/menu-level/level-1/level-2', 'extra-menu-level-title'],
  ['/extra-pages/blog', 'extra-blog-post'],
];

/**
 * Hovers the menu entry whose text is exactly `text` (antd opens sub-menus on hover). A sub-menu
 * pops up with an animation: until it settles its entries may have no box yet, so try again.
 */
async function hoverMenu(page: E2ePage, text: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const handle = await page.waitForFunction(
      (t) =>
        [...document.querySelectorAll('[role="menuitem"]')].find((el) => {
          const box = el.getBoundingClientRect();
          return (el as HTMLElement).innerText.trim() === t && box.width > 0 && box.height > 0;
        }),
      {},
      text,
    );
    try {
      await (handle.asElement() as import('puppeteer-core').ElementHandle<Element>).hover();
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

/**
 * Extra pages: every route opens its own screen; the newsletter's thank-you; a password change
 * refused, then accepted; the multi-level menu opened to level three; screenshots of the account.
 */
export async function extraPagesJourney(ctx: TemplatesContext): Promise<void> {
  const page = await ctx.open('/extra-pages/about-us');
  for (const [route, testId] of ROUTES) {
    if (route !== '/extra-pages/about-us') await page.goto(BASE_URL + route);
    await page.waitForSelector(tid(testId), { visible: true });
    expect(page.url()).toBe(BASE_URL + route);
  }

  // The blog (the last route): the newsletter's thank-you.
  await fillByLabel(page, 'Your e-mail address', 'reader@example.com');
  await clickText(page, 'Subscribe');
  await page.waitForSelector(tid('extra-newsletter-thanks'), { visible: true });
  await waitForText(page, 'Thank you for subscribing to our newsletter!');

  // Change password: a wrong current password is refused and the input stays; then it changes.
  await page.goto(`${BASE_URL}/extra-pages/account?tab=password`);
  await fillByLabel(page, 'Current password', 'not-my-password');
  await fillByLabel(page, 'New password', 'brand-new-pass');
  await fillByLabel(page, 'Retype new password', 'brand-new-pass');
  await page.click(tid('extra-account-password-save'));
  await page.waitForSelector(tid('extra-account-password-refusal'), { visible: true });
  await waitForText(page, 'Your current password is not correct');
  await fillByLabel(page, 'Current password', 'crema-demo-2026');
  await page.click(tid('extra-account-password-save'));
  await waitForText(page, 'Updated Successfully');
  await page.waitForFunction(() => !document.querySelector('[data-testid="extra-account-password-refusal"]'));
  expect(await page.$eval('#newPassword', (el) => (el as HTMLInputElement).value)).toBe('');
  expect(page.errors).toEqual([]);
  await page.close();
}

/** The multi-level menu in the sidebar, hovered open to its third level; its leaf says so. */
export async function multiLevelMenuJourney(ctx: TemplatesContext): Promise<void> {
  const page = await ctx.open('/extra-pages/timeline', { showTemplates: true as unknown as string });
  await page.setViewport({ width: 1440, height: 900 });
  await page.waitForSelector(tid('extra-timeline-event'), { visible: true });
  await hoverMenu(page, 'Multi-level menu');
  await hoverMenu(page, 'Level 1 menu');
  await hoverMenu(page, 'Level 2 menu');
  await hoverMenu(page, 'Level 3 item');
  await screenshot(page, 'templates-extra-menu-levels');
  await clickText(page, 'Level 3 item', '[role="menuitem"]');
  await page.waitForFunction(() => location.pathname === '/menu-level/level-1/level-2/level-3');
  await waitForText(page, 'You are on level 3');
  expect(page.errors).toEqual([]);
  await page.close();
}

/** The account page (shotRenderings), and at phone width. */
export async function extraPagesScreens(ctx: TemplatesContext): Promise<void> {
  // Patient: on a busy machine the first load of the account page may take longer than 20 s.
  await shootFourWays(ctx, '/extra-pages/account', 'extra-account', tid('extra-account-tabs'), 120_000);
  await checkPhoneWidth(ctx, '/extra-pages/account', 'extra-account', tid('extra-account-tabs'));
}
