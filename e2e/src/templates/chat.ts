import { clickText, waitForText } from '../browser';
import { reload, checkPhoneWidth, shootFourWays, type TemplatesContext } from './harness';

const MARCO = '[data-testid="chat-connection-2"]';
/** Marco's latest sample message (the list's preview before and after the journey). */
const PREVIOUS = 'Let me know if the numbers look off.';

/** The preview under a connection in the list contains `t` (runs in the page). */
const previewHas = (sel: string, t: string) =>
  document.querySelector(`${sel} [data-testid="chat-connection-last"]`)?.textContent?.includes(t) ?? false;

/**
 * Chat (issue 22): open Marco's conversation, send a message (the end of the conversation and
 * his preview in the list), delete it (the previous message is the last one again), reload
 * (the sample data is back).
 */
export async function chatJourney(ctx: TemplatesContext): Promise<void> {
  const page = await ctx.open('/apps/chat');
  await page.waitForSelector(MARCO, { visible: true });
  await page.click(MARCO);
  await page.waitForSelector(
    '[role="log"][aria-label="Conversation with Marco Rossi"] [data-testid="chat-message"]',
  );

  const text = `Journey message ${Date.now()}`;
  await page.type('textarea[aria-label="Type a message"]', text);
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (t) => {
      const all = document.querySelectorAll('[data-testid="chat-message"]');
      return all[all.length - 1]?.textContent?.includes(t) ?? false;
    },
    {},
    text,
  );
  await page.waitForFunction(previewHas, {}, MARCO, text);

  // The last message's menu → Delete (no confirmation for one message).
  await page.evaluate(() => {
    const menus = document.querySelectorAll<HTMLElement>('[data-testid="chat-message-menu"]');
    menus[menus.length - 1]!.click();
  });
  await clickText(page, 'Delete', '[role="menuitem"]');
  await page.waitForFunction(previewHas, {}, MARCO, PREVIOUS);
  await page.waitForFunction(
    (t) =>
      ![...document.querySelectorAll('[data-testid="chat-message"]')].some((m) => m.textContent?.includes(t)),
    {},
    text,
  );

  // Send again, reload: the page starts from the sample data (the address keeps ?user=2).
  await page.type('textarea[aria-label="Type a message"]', text);
  await page.keyboard.press('Enter');
  await page.waitForFunction(previewHas, {}, MARCO, text);
  await reload(page);
  await page.waitForSelector(
    '[role="log"][aria-label="Conversation with Marco Rossi"] [data-testid="chat-message"]',
  );
  await waitForText(page, PREVIOUS);
  expect(await page.evaluate((t) => document.body.innerText.includes(t), text)).toBe(false);
  expect(page.errors).toEqual([]);
  await page.close();

  await shootFourWays(
    ctx,
    '/apps/chat?user=2',
    'chat',
    '[data-testid="chat-conversation"] [data-testid="chat-message"]',
  );
  await checkPhoneWidth(
    ctx,
    '/apps/chat?user=2',
    'chat',
    '[data-testid="chat-conversation"] [data-testid="chat-message"]',
  );
}
