/**
 * Colours offered first: white text on each is at least 4.5:1 (status tags) and each stands
 * at least 3:1 against the dark theme's background (the colour bar of a call row).
 * The picker still accepts any #rrggbb.
 */
export const STATUS_PALETTE = [
  '#cf1322',
  '#d4380d',
  '#ad4e00',
  '#237804',
  '#006d75',
  '#1a66e0',
  '#8a3ffc',
  '#c41d7f',
  '#6b6b6b',
] as const;

/** The first palette colour no status uses yet (the add form's default). */
export function freeColor(used: string[]): string {
  const taken = new Set(used.map((c) => c.toLowerCase()));
  return STATUS_PALETTE.find((c) => !taken.has(c)) ?? STATUS_PALETTE[0];
}
