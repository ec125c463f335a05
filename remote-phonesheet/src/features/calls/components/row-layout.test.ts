import {
  chooseRowLayout,
  COMPANY_MAX,
  lineTracks,
  LINE_MIN_WIDTH,
  lineMinWidth,
  ROW_HEIGHTS,
  rowGridCss,
  SPLIT_MIN_WIDTH,
  STATUS_WIDTH,
  statusPickerWidth,
} from './row-layout';

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

test('a one-line row needs its columns, its gaps and padding, and 156 px of notes; no actions column', () => {
  // 16 + 56 + 150 + 44 + 116 + 104 + 148 + 156 + 7 gaps of 4 + 12 of padding and border.
  expect(LINE_MIN_WIDTH).toBe(830);
  // With the English statuses' picker (124 px: "Will call back").
  expect(lineMinWidth(124)).toBe(806);
  expect(chooseRowLayout(805, false, { statusWidth: 124 }).shape).toBe('split');
  expect(chooseRowLayout(806, false, { statusWidth: 124 }).shape).toBe('line');
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

test('the desk has a column where several desks are shown, from 1280 px up (the list of 950 px)', () => {
  for (const width of [LIST_AT[1920], LIST_AT[1440], LIST_AT[1280]]) {
    expect(chooseRowLayout(width, false, { desks: true }).desk).toBe(true);
    expect(chooseRowLayout(width, false, { desks: true, statusWidth: 124 }).desk).toBe(true);
    // One desk shown (a desk picked, or a company of one): no column.
    expect(chooseRowLayout(width).desk).toBe(false);
  }
  expect(chooseRowLayout(LIST_AT[1024], false, { desks: true }).desk).toBe(false);
  // The bound: every column at its least and the desk's 72 px with its gap.
  expect(chooseRowLayout(LINE_MIN_WIDTH + 76, false, { desks: true }).desk).toBe(true);
  expect(chooseRowLayout(LINE_MIN_WIDTH + 75, false, { desks: true }).desk).toBe(false);
  const css = rowGridCss();
  expect(css).toContain('.ps-g-line.ps-g-desks{');
  expect(css).toMatch(
    /\.ps-g-line\.ps-g-desks\{[^}]*"dir when name company phone desk priority status notes"/,
  );
  // Unmeasured (no --ps-line-cols): every column at its least, the notes the rest.
  expect(css).toContain('72px 104px var(--ps-status-w,148px) minmax(156px,1fr))');
  expect(chooseRowLayout(LIST_AT[1280], false, { desks: true, statusWidth: 126 }).columns).toBe(
    '16px 56px minmax(150px,160px) minmax(44px,100px) 116px 72px 104px 126px minmax(156px,1fr)',
  );
  expect(chooseRowLayout(LIST_AT[1024], false, { desks: true }).columns).toBeNull();
  expect(chooseRowLayout(0).columns).toBeNull();
});

// The English statuses' picker as measured in Chromium (126 px) and the Arabic one (148).
const EN = 126;
const AR = 148;
const total = (t: ReturnType<typeof lineTracks>, desk: boolean, status: number) =>
  t.name + t.company + t.phone + t.desk + t.notes + 16 + 56 + 104 + status + (desk ? 8 : 7) * 4 + 12;

test('1280 px: the company gets a useful part of its name (100 px) before the name grows past its least', () => {
  const t = lineTracks(LIST_AT[1280], EN, true);
  // Was 44 px ("Cons…") beside a name of 216.
  expect(t.company).toBeGreaterThanOrEqual(100);
  expect(t.name).toBeGreaterThanOrEqual(150);
  expect(t.notes).toBeGreaterThanOrEqual(156);
  expect(total(t, true, EN)).toBe(LIST_AT[1280]);
  // Arabic's wider status picker: every column keeps its least, the company most of its 100.
  const ar = lineTracks(LIST_AT[1280], AR, true);
  expect(ar).toMatchObject({ name: 150, phone: 116, desk: 72, notes: 156 });
  expect(ar.company).toBeGreaterThanOrEqual(80);
});

test('1440 px: a long name whole (240 px), the number with its extension, the desk’s first name and initial', () => {
  for (const status of [EN, AR]) {
    const t = lineTracks(LIST_AT[1440], status, true);
    // "Bartholomew Featherstonehaugh" is 237 px in bold.
    expect(t.name).toBe(240);
    expect(t.company).toBe(100);
    expect(t.desk).toBe(96);
    expect(total(t, true, status)).toBe(LIST_AT[1440]);
  }
  // "+1 646 555 0187 ext. 4471" whole in English; Arabic's wider status cuts the extension first.
  expect(lineTracks(LIST_AT[1440], EN, true).phone).toBeGreaterThanOrEqual(170);
  expect(lineTracks(LIST_AT[1440], AR, true).phone).toBeLessThan(170);
  // One desk: no desk column, its room goes on (to the number, then the company and notes).
  const one = lineTracks(LIST_AT[1440], EN, false);
  expect(one.desk).toBe(0);
  expect(one.phone).toBe(176);
  expect(total(one, false, EN)).toBe(LIST_AT[1440]);
});

test('1920 px: the desk grows (128 px), a long company whole, the notes take the rest', () => {
  const t = lineTracks(LIST_AT[1920], EN, true);
  expect(t.desk).toBe(128);
  expect(t.name).toBe(240);
  expect(t.phone).toBe(176);
  // "Consolidated Amalgamated Holdings", 245 px.
  expect(t.company).toBe(COMPANY_MAX);
  expect(t.notes).toBeGreaterThan(300);
  expect(total(t, true, EN)).toBe(LIST_AT[1920]);
  // The grid: each growing column at most its share, the notes the rest.
  expect(chooseRowLayout(LIST_AT[1920], false, { desks: true, statusWidth: EN }).columns).toBe(
    `16px 56px minmax(150px,240px) minmax(44px,${COMPANY_MAX}px) minmax(116px,176px) minmax(72px,128px) 104px 126px minmax(156px,1fr)`,
  );
});

test('below the least every growing column has its least (the row is split there)', () => {
  expect(lineTracks(700, EN, true)).toEqual({ name: 150, company: 44, phone: 116, desk: 72, notes: 156 });
});

test('a one-line row draws its actions over its end, as icons; Call back is an icon in every shape', () => {
  for (const width of [LIST_AT[1920], LIST_AT[1440], LINE_MIN_WIDTH - 1, LIST_AT[1024], LIST_AT[390]])
    expect(chooseRowLayout(width).iconOnly).toBe(true);
  const css = rowGridCss();
  // Over the row's end, on its background, taking no column; a row at rest draws none.
  expect(css).toMatch(/\.ps-g-line>\.ps-g-actions\{position:absolute;[^}]*background:var\(--ps-row-bg\)/);
  expect(css).toContain('.ps-g-line>.ps-lr-actions{display:none}');
  expect(css).toMatch(/\.ps-g-line \.ps-lr-cell>\.ant-typography-edit\{position:absolute;/);
});

test('the status picker is as wide as the longest status label needs, between 96 and 148 px', () => {
  const sixPerLetter = (text: string) => text.length * 6;
  // "Will call back": 84 px of text, and the tag's and picker's 54.
  expect(statusPickerWidth(['To return', 'Will call back', 'Spoke'], sixPerLetter)).toBe(138);
  expect(statusPickerWidth(['Spoke'], sixPerLetter)).toBe(96);
  expect(statusPickerWidth(['A status renamed to something very long indeed'], sixPerLetter)).toBe(
    STATUS_WIDTH,
  );
  // Nothing to measure with (unit tests, an old browser) or nothing to measure: the most.
  expect(statusPickerWidth(['Spoke'], null)).toBe(STATUS_WIDTH);
  expect(statusPickerWidth([], sixPerLetter)).toBe(STATUS_WIDTH);
});

test('not measured yet (0): the window’s breakpoint decides', () => {
  expect(chooseRowLayout(0).shape).toBe('line');
  expect(chooseRowLayout(0, true).shape).toBe('card');
});

test('every shape names each of its cells once in its grid; one line has name and company apart', () => {
  const css = rowGridCss();
  const cells = {
    // The actions lie over a one-line row's end (no area of their own).
    line: ['company', 'dir', 'name', 'notes', 'phone', 'priority', 'status', 'when'],
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
