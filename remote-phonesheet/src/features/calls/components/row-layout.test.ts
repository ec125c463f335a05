import { chooseRowLayout, LINE_MIN_WIDTH, ROW_HEIGHTS, rowGridCss, SPLIT_MIN_WIDTH } from './row-layout';

// The list's width with the full (280 px) sidebar, as measured in Chromium at each window width
// (e2e/src/sheet-widths.e2e.ts prints them): the window less the sidebar and the page's and card's
// padding (12 px each side for the sheet; the sheet takes the page's whole width).
const LIST_AT = { 1920: 1592, 1440: 1110, 1280: 950, 1024: 694, 390: 342 };

test('one line where every column fits with room for the notes; two lines below; a card on a phone', () => {
  expect(chooseRowLayout(LIST_AT[1920]).shape).toBe('line');
  expect(chooseRowLayout(LIST_AT[1440]).shape).toBe('line');
  // From 1280 px up a call is one line (issue 43), with the full sidebar.
  expect(chooseRowLayout(LIST_AT[1280]).shape).toBe('line');
  expect(chooseRowLayout(LIST_AT[1024]).shape).toBe('split');
  expect(chooseRowLayout(LIST_AT[390]).shape).toBe('card');
  // The bounds themselves.
  expect(chooseRowLayout(LINE_MIN_WIDTH).shape).toBe('line');
  expect(chooseRowLayout(LINE_MIN_WIDTH - 1).shape).toBe('split');
  expect(chooseRowLayout(SPLIT_MIN_WIDTH).shape).toBe('split');
  expect(chooseRowLayout(SPLIT_MIN_WIDTH - 1).shape).toBe('card');
});

test('a one-line row needs its columns, its gaps and padding, and 40 px of notes', () => {
  // 24 + 64 + 150 + 72 + 120 + 104 + 148 + 84 + 40 + 8 gaps of 5 + 20 of padding and borders.
  expect(LINE_MIN_WIDTH).toBe(866);
  // 24 + 104 + 148 + 24 (who's room: 284 px) + 150 + 112 (the number, and the notes under it) + 4 gaps + 20.
  expect(SPLIT_MIN_WIDTH).toBe(614);
});

test('each shape has its own fixed height in each density, so the virtual list places rows without measuring them', () => {
  expect(chooseRowLayout(LIST_AT[1920]).height).toBe(ROW_HEIGHTS.comfortable.line);
  expect(chooseRowLayout(LIST_AT[1024]).height).toBe(ROW_HEIGHTS.comfortable.split);
  expect(chooseRowLayout(LIST_AT[390]).height).toBe(ROW_HEIGHTS.comfortable.card);
  expect(chooseRowLayout(LIST_AT[1440], false, { density: 'compact' }).height).toBe(34);
  expect(ROW_HEIGHTS).toEqual({
    comfortable: { line: 48, split: 84, card: 184 },
    compact: { line: 34, split: 76, card: 184 },
  });
});

test('compact: at least 15 one-line rows in the list a 1440×900 window gives (900 less 330 px)', () => {
  const { shape, height } = chooseRowLayout(LIST_AT[1440], false, { density: 'compact' });
  expect(shape).toBe('line');
  expect(Math.floor((900 - 330) / height)).toBeGreaterThanOrEqual(15);
  // Comfortable shows fewer, taller rows.
  expect(Math.floor((900 - 330) / chooseRowLayout(LIST_AT[1440]).height)).toBeLessThan(15);
});

test('the desk has a column where several desks are shown and the row has room for it', () => {
  expect(chooseRowLayout(LIST_AT[1920], false, { desks: true }).desk).toBe(true);
  expect(chooseRowLayout(LIST_AT[1280], false, { desks: true }).desk).toBe(false);
  expect(chooseRowLayout(LIST_AT[1920]).desk).toBe(false);
  expect(chooseRowLayout(LIST_AT[1440], false, { desks: true }).desk).toBe(false);
  expect(chooseRowLayout(LIST_AT[1024], false, { desks: true }).desk).toBe(false);
  const css = rowGridCss();
  expect(css).toContain('.ps-g-line.ps-g-desks{');
  expect(css).toMatch(
    /\.ps-g-line\.ps-g-desks\{[^}]*"dir when name company phone desk priority status notes actions"/,
  );
});

test('Call back loses its label only where its room is the notes’', () => {
  expect(chooseRowLayout(LIST_AT[1920]).iconOnly).toBe(false);
  expect(chooseRowLayout(LIST_AT[1440]).iconOnly).toBe(true);
  expect(chooseRowLayout(LIST_AT[1024]).iconOnly).toBe(true);
  expect(chooseRowLayout(LIST_AT[390]).iconOnly).toBe(true);
});

test('not measured yet (0): the window’s breakpoint decides', () => {
  expect(chooseRowLayout(0).shape).toBe('line');
  expect(chooseRowLayout(0, true).shape).toBe('card');
});

test('every shape names each of its cells once in its grid; one line has name and company apart', () => {
  const css = rowGridCss();
  const cells = {
    line: ['actions', 'company', 'dir', 'name', 'notes', 'phone', 'priority', 'status', 'when'],
    split: ['actions', 'dir', 'notes', 'phone', 'priority', 'status', 'when', 'who'],
    card: ['actions', 'dir', 'notes', 'phone', 'priority', 'status', 'when', 'who'],
  };
  for (const [shape, expected] of Object.entries(cells)) {
    const areas = new RegExp(`\\.ps-g-${shape}\\{[^}]*grid-template-areas:([^;}]*)`).exec(css)?.[1] ?? '';
    // A card puts two cells in one area each (the time after the priority, the actions after the status).
    const shared = shape === 'card' ? ['actions', 'when'] : [];
    const names = new Set([...areas.replace(/"/g, ' ').trim().split(/\s+/), ...shared]);
    expect([...names].sort()).toEqual(expected);
  }
});
