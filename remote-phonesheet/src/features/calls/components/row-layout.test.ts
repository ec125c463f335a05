import { chooseRowLayout, LINE_MIN_WIDTH, ROW_HEIGHTS, rowGridCss, SPLIT_MIN_WIDTH } from './row-layout';

// The list's width with the full (280 px) sidebar, as measured in Chromium at each window width
// (e2e/src/sheet-widths.e2e.ts prints them): the window less the sidebar and the page's and card's padding.
// (1920: the page's content stops at its largest width.)
const LIST_AT = { 1920: 1370, 1440: 1062, 1280: 902, 1024: 646, 390: 318 };

test('one line where every column fits with room for the notes; two lines below; a card on a phone', () => {
  expect(chooseRowLayout(LIST_AT[1920]).shape).toBe('line');
  expect(chooseRowLayout(LIST_AT[1440]).shape).toBe('split');
  expect(chooseRowLayout(LIST_AT[1280]).shape).toBe('split');
  expect(chooseRowLayout(LIST_AT[1024]).shape).toBe('split');
  expect(chooseRowLayout(LIST_AT[390]).shape).toBe('card');
  // The bounds themselves.
  expect(chooseRowLayout(LINE_MIN_WIDTH).shape).toBe('line');
  expect(chooseRowLayout(LINE_MIN_WIDTH - 1).shape).toBe('split');
  expect(chooseRowLayout(SPLIT_MIN_WIDTH).shape).toBe('split');
  expect(chooseRowLayout(SPLIT_MIN_WIDTH - 1).shape).toBe('card');
});

test('a one-line row needs its columns, its gaps and padding, and 120 px of notes', () => {
  // 24 + 104 + 280 + 136 + 124 + 172 + 150 + 120 + 7 gaps of 8 + 20 of padding and borders.
  expect(LINE_MIN_WIDTH).toBe(1186);
  // 24 + 124 + 172 + 150 + 112 (the number, and the notes under it) + 4 gaps + 20.
  expect(SPLIT_MIN_WIDTH).toBe(634);
});

test('each shape has its own fixed height, so the virtual list places rows without measuring them', () => {
  expect(chooseRowLayout(LIST_AT[1920]).height).toBe(ROW_HEIGHTS.line);
  expect(chooseRowLayout(LIST_AT[1024]).height).toBe(ROW_HEIGHTS.split);
  expect(chooseRowLayout(LIST_AT[390]).height).toBe(ROW_HEIGHTS.card);
  expect(ROW_HEIGHTS).toEqual({ line: 64, split: 84, card: 184 });
});

test('Call back loses its label only where its room is the notes’', () => {
  expect(chooseRowLayout(LIST_AT[1920]).iconOnly).toBe(false);
  expect(chooseRowLayout(LIST_AT[1440]).iconOnly).toBe(false);
  expect(chooseRowLayout(LIST_AT[1024]).iconOnly).toBe(true);
  expect(chooseRowLayout(LIST_AT[390]).iconOnly).toBe(true);
});

test('not measured yet (0): the window’s breakpoint decides', () => {
  expect(chooseRowLayout(0).shape).toBe('line');
  expect(chooseRowLayout(0, true).shape).toBe('card');
});

test('every shape names each of the eight cells once in its grid', () => {
  const css = rowGridCss();
  for (const shape of ['line', 'split', 'card']) {
    const areas = new RegExp(`\\.ps-g-${shape}\\{[^}]*grid-template-areas:([^;}]*)`).exec(css)?.[1] ?? '';
    // A card puts two cells in one area each (the time after the priority, the actions after the status).
    const shared = shape === 'card' ? ['actions', 'when'] : [];
    const names = new Set([...areas.replace(/"/g, ' ').trim().split(/\s+/), ...shared]);
    expect([...names].sort()).toEqual([
      'actions',
      'dir',
      'notes',
      'phone',
      'priority',
      'status',
      'when',
      'who',
    ]);
  }
});
