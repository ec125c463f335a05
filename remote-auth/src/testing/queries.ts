import { screen } from '@testing-library/react';

/**
 * Finds a control by its visible text. Role queries compute accessible names through
 * getComputedStyle, which costs seconds per query under antd's CSS-in-JS in jsdom.
 */
function closestByText<T extends HTMLElement>(text: string | RegExp, selector: string): T {
  const found = screen
    .getAllByText(text)
    .map((element) => element.closest(selector))
    .find((element): element is T => element !== null);
  if (!found) throw new Error(`No ${selector} with text ${String(text)}`);
  return found;
}

export const buttonByText = (text: string | RegExp) => closestByText<HTMLButtonElement>(text, 'button');
export const linkByText = (text: string | RegExp) => closestByText<HTMLAnchorElement>(text, 'a');
export const tabByText = (text: string | RegExp) => closestByText<HTMLElement>(text, '[role="tab"]');
