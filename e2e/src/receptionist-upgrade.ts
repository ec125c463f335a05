import type { Page } from 'puppeteer-core';
import { BASE_URL, clickText, waitForText } from './browser';

// Reusable steps of the receptionist's loop (issue 43 "Done when": an upgrade from Standard to
// Premium), checked by what is on screen: billing.e2e.ts walks them on its paying company.

/** On the subscription page of a Standard company: picks Premium and upgrades; checks the new plan. */
export async function upgradeToPremium(page: Page): Promise<void> {
  if (!page.url().endsWith('/dashboards/subscription'))
    await page.goto(`${BASE_URL}/dashboards/subscription`);
  await page.waitForSelector('[data-testid="plan-option-premium"]', { visible: true, timeout: 30000 });
  await waitForText(page, 'Current plan');
  // What each plan gives is on screen, from the plan table.
  const premium = await page.$eval(
    '[data-testid="plan-option-premium"]',
    (el) => (el as HTMLElement).innerText,
  );
  for (const text of [
    '$49 / month',
    '25 users',
    'Unlimited call history',
    'CSV export',
    'Push notifications',
  ])
    if (!premium.includes(text)) throw new Error(`the Premium option does not say "${text}": ${premium}`);
  await page.click('[data-testid="plan-option-premium"]');
  await clickText(page, 'Upgrade to Premium');
  await waitForText(page, 'Your plan has been changed. Charged now: $');
  // The details follow: Premium with its state, the chooser marks Premium as current.
  await page.waitForFunction(
    () => {
      const current = document.querySelector('[data-testid="plan-option-premium"]');
      return !!current?.textContent?.includes('Current plan');
    },
    { timeout: 20000, polling: 200 },
  );
  await waitForText(page, 'Premium');
}

/** The page has no sideways scrolling (390 px phones). */
export async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
}
