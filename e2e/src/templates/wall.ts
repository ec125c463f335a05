import { waitForText } from '../browser';
import { reload, checkPhoneWidth, shootFourWays, type E2ePage, type TemplatesContext } from './harness';

const FEED_POST = '[data-testid="wall-feed"] [data-testid="wall-post"]';
/** The newest sample post (Liam Carter's sunrise), first in the feed. */
const SAMPLE = '[data-testid="wall-post"][data-post-id="6"]';
const LIKE = `${SAMPLE} [data-testid="wall-like"]`;
const LIKE_COUNT = `${SAMPLE} [data-testid="wall-like-count"]`;

const likeState = (page: E2ePage) =>
  page.evaluate(
    (likeSel, countSel) => ({
      pressed: document.querySelector(likeSel)?.getAttribute('aria-pressed'),
      count: Number(document.querySelector(countSel)?.getAttribute('data-count')),
    }),
    LIKE,
    LIKE_COUNT,
  );

async function waitForLike(page: E2ePage, pressed: boolean, count: number): Promise<void> {
  await page.waitForFunction(
    (likeSel, countSel, p, c) =>
      document.querySelector(likeSel)?.getAttribute('aria-pressed') === String(p) &&
      Number(document.querySelector(countSel)?.getAttribute('data-count')) === c,
    {},
    LIKE,
    LIKE_COUNT,
    pressed,
    count,
  );
}

const firstPost = (page: E2ePage) =>
  page.$eval(FEED_POST, (el) => ({
    id: el.getAttribute('data-post-id'),
    text: (el as HTMLElement).innerText,
  }));

/** Wall: like / unlike, comment, publish; a reload brings the sample wall back. */
export async function wallJourney(ctx: TemplatesContext): Promise<void> {
  const stamp = Date.now().toString(36);
  const comment = `Lovely view ${stamp}`;
  const message = `Hello wall ${stamp}`;

  const page = await ctx.open('/apps/wall');
  await page.waitForSelector(SAMPLE, { visible: true });
  await waitForText(page, 'Jessica Moore');
  const before = await likeState(page);
  expect(before.pressed).toBe('false');

  // Like: pressed and one more; unlike: back.
  await page.click(LIKE);
  await waitForLike(page, true, before.count + 1);
  await page.click(LIKE);
  await waitForLike(page, false, before.count);

  // A comment (Enter sends) appears under the post.
  await page.click(`${SAMPLE} [data-testid="wall-comment-input"]`);
  await page.keyboard.type(comment);
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (sel, text) =>
      [...document.querySelectorAll(`${sel} [data-testid="wall-comment"]`)].some((el) =>
        (el as HTMLElement).innerText.includes(text),
      ),
    {},
    SAMPLE,
    comment,
  );

  // A new post goes to the top.
  await page.click('[data-testid="wall-create"] textarea');
  await page.keyboard.type(message);
  await page.click('[data-testid="wall-create-submit"]');
  await page.waitForFunction(
    (sel, text) => (document.querySelector(sel) as HTMLElement | null)?.innerText.includes(text),
    {},
    FEED_POST,
    message,
  );
  expect((await firstPost(page)).id).not.toBe('6');

  // Reload: the sample wall again (no new post, no comment, the count as it was).
  await reload(page);
  await page.waitForSelector(SAMPLE, { visible: true });
  const top = await firstPost(page);
  expect(top.id).toBe('6');
  expect(top.text).not.toContain(comment);
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(message);
  expect(await likeState(page)).toEqual(before);
  expect(page.errors).toEqual([]);
  await page.close();

  await shootFourWays(ctx, '/apps/wall', 'wall', FEED_POST);
  await checkPhoneWidth(ctx, '/apps/wall', 'wall', FEED_POST);
}
