import { readableTextOn } from '@phonesheet/shared';

/**
 * A status's colour on a light row: a class on the row, which sets `--ps-c` for the rules of the
 * rows' stylesheet (its left border, its status tag). Not an inline style: a row's element is
 * reused for another call while the list moves (VirtualList), and Chromium takes a frame in which
 * the page wrote an inline style through the CSSOM for a script animation, then counts each frame
 * the compositor scrolls without that frame's update as dropped (docs/performance.md).
 */
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The text on a status's tag: the tag is filled with the status's own colour (a company's
 * choice, kept), and its text is white or dark, whichever reads on it at 4.5:1 (white on the
 * default green #52c41a was 2.2:1).
 */
export function statusTextColor(color: string | undefined): string | undefined {
  return color && HEX.test(color) ? readableTextOn(color) : undefined;
}

/** The class of a colour `#rrggbb`; none for anything else (the server accepts no other). */
export function colorClass(color: string | undefined): string | undefined {
  return color && HEX.test(color) ? `ps-c-${color.slice(1).toLowerCase()}` : undefined;
}

/** An antd `<Tag color={color}>`'s readable text, as its style. */
export function statusTagStyle(color: string | undefined): { color: string } | undefined {
  const text = statusTextColor(color);
  return text ? { color: text } : undefined;
}

/** One rule per colour: its class sets `--ps-c`, and `--ps-on-c` for text on it. */
export function colorRules(colors: readonly string[]): string {
  const rules = new Set<string>();
  for (const color of colors) {
    const name = colorClass(color);
    if (name) rules.add(`.${name}{--ps-c:${color.toLowerCase()};--ps-on-c:${statusTextColor(color)}}`);
  }
  return [...rules].join('\n');
}
