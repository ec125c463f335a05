import { contrastRatio } from './sidebar/sidebar-colors';

/** Where a user's "closed" is kept: per user id, so another user on the browser still sees it. */
export const promoClosedKey = (userId: string) => `phonesheet.promoClosed.${userId}`;

export function promoClosed(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return localStorage.getItem(promoClosedKey(userId)) === '1';
  } catch {
    return false; // storage unavailable (private mode): the banner shows, and closes for the visit
  }
}

export function rememberPromoClosed(userId: string | undefined): void {
  if (!userId) return;
  try {
    localStorage.setItem(promoClosedKey(userId), '1');
  } catch {
    // storage unavailable: closed for this page view only
  }
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#141414';

/** White or near-black, whichever reads better on `background` (any primary colour). */
export function readableTextOn(background: string): string {
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background)
    ? LIGHT_TEXT
    : DARK_TEXT;
}
