/**
 * How a call row is laid out, chosen by the width of the list (not of the window: the sidebar,
 * full or collapsed, takes its share first). Each shape has its own fixed row height, so the
 * virtual list still knows every row's place without measuring a row.
 * - `line`: one line: time, direction, name, company, number, (desk,) priority, status, the start
 *   of the notes (they take what the other columns leave); the actions lie over the row's end
 *   while it is in use.
 * - `split`: two lines: who, number and when above; priority, status, notes and actions below.
 *   Who gets the priority's and status's columns (304 px).
 * - `card`: a phone's card: name and company, number, priority and when, status and the
 *   actions, two lines of notes.
 */
export type RowShape = 'line' | 'split' | 'card';

/**
 * The pickers' widths in both drawings of a row: "Whenever" (its tag, the arrow and the
 * picker's padding: 97 px) and the longest Arabic status, "يجب معاودة الاتصال" (141 px), whole;
 * a longer label (a renamed status, "Cuando se pueda") ends in "…", whole in the picker.
 * STATUS_WIDTH is the status picker's most: a one-line row gives it what the company's longest
 * status needs in the reader's language (`statusPickerWidth`), about 126 px for the English ones.
 */
export const PRIORITY_WIDTH = 104;
export const STATUS_WIDTH = 148;
/** The least the status picker gets: a short label still has its tag, arrow and padding. */
export const STATUS_MIN_WIDTH = 96;
/**
 * What a status picker needs beside its label's text: the tag's padding and border (16), the
 * picker's padding (7 + 7), its arrow's room (18) and border (2), and 4 px to spare for the
 * font's rounding.
 */
const STATUS_CHROME = 54;

/**
 * The status picker's width for the statuses' `labels` as shown (translated): the longest as a
 * tag's 12 px text (`measure`, a canvas in the browser) and the picker around it, between
 * STATUS_MIN_WIDTH and STATUS_WIDTH. Without a way to measure (unit tests), STATUS_WIDTH.
 */
export function statusPickerWidth(
  labels: readonly string[],
  measure: ((text: string) => number) | null,
): number {
  if (!measure || labels.length === 0) return STATUS_WIDTH;
  const longest = Math.max(...labels.map(measure));
  return Math.min(STATUS_WIDTH, Math.max(STATUS_MIN_WIDTH, Math.ceil(longest + STATUS_CHROME)));
}

/** A measure of text in `font` (CSS shorthand) by a canvas; null without one (unit tests). */
export function canvasTextMeasure(font: string): ((text: string) => number) | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return null;
  context.font = font;
  return (text) => context.measureText(text).width;
}

/** Each cell's column in a one-line row (px), what the widths below are made of. */
export const LINE_COLUMNS = {
  /** The direction as an icon (its name for screen readers and as a tooltip). */
  direction: 16,
  /** "10:32 AM" in 12 px type; "owed since Thu" takes two lines. */
  when: 56,
  /** The least the name gets; it grows after the company's first 100 px (`LINE_GROWTH`). */
  name: 150,
  /** The company gives way first: cut, it ends in "…" with its whole text as a tooltip. */
  company: 44,
  /** "+44 20 7946 0958" (115 px) whole; the extension after it is cut first (whole from 1440 px). */
  phone: 116,
  priority: PRIORITY_WIDTH,
  /** The status picker at its most (the grid track follows the measured width, `--ps-status-w`). */
  status: STATUS_WIDTH,
  /**
   * The least the notes get before the row splits in two: a readable start, 20 characters
   * ("Wants the revised qu…" is 150 px). No actions and no pencils take room in a
   * one-line row: they are drawn over its end while the row is in use (`rowGridCss`).
   */
  notes: 156,
} as const;

/**
 * The desk's least column ("Margar…", the whole name as its tooltip), in one-line rows of a sheet
 * of several desks; it grows with the width (`lineTracks`).
 */
export const DESK_COLUMN = 72;

/**
 * How a one-line row's growing columns share what the fixed ones (direction, time, priority,
 * status) leave, in turn: each step raises its columns towards its targets (px), equally, before
 * the next step starts; the notes take what the last step leaves. So a narrow row gives its room
 * to what identifies the caller (at 1280 px a useful part of the company beside a name of 160),
 * a wider one shows long names whole (1440), then the number's extension and the desk's first
 * name and initial, and the widest rows share the rest between the company (up to COMPANY_MAX:
 * "Consolidated Amalgamated Holdings", 245 px, whole at 1920) and the notes.
 */
export const LINE_GROWTH: ReadonlyArray<Partial<Record<'name' | 'company' | 'phone' | 'desk', number>>> = [
  { company: 100 },
  { name: 240 },
  { phone: 176, desk: 96 },
  { desk: 128 },
];
/** The company's most in the last step; the notes take the rest. */
export const COMPANY_MAX = 288;

/** The growing columns of a one-line row (px). */
export interface LineTracks {
  name: number;
  company: number;
  phone: number;
  /** 0: no desk column. */
  desk: number;
  notes: number;
}

/**
 * The growing columns of a one-line row in a list `width` px wide, with the status picker
 * `statusWidth` wide, with or without the desk's column (`LINE_GROWTH`). Below the least (the
 * row is then split, `chooseRowLayout`) every column has its least.
 */
export function lineTracks(width: number, statusWidth: number, desk: boolean): LineTracks {
  const c = LINE_COLUMNS;
  const t: LineTracks = {
    name: c.name,
    company: c.company,
    phone: c.phone,
    desk: desk ? DESK_COLUMN : 0,
    notes: c.notes,
  };
  const gaps = (desk ? 8 : 7) * LINE_GAP;
  const fixed = c.direction + c.when + c.priority + statusWidth + gaps + LINE_PADDING;
  let free = Math.floor(width - fixed - (t.name + t.company + t.phone + t.desk + t.notes));
  for (const step of LINE_GROWTH) {
    // Equal shares to the step's columns still under their targets, as long as room is left.
    let open = (Object.keys(step) as Array<keyof typeof step>).filter(
      (k) => (k !== 'desk' || desk) && t[k] < step[k]!,
    );
    while (free > 0 && open.length) {
      const share = Math.max(1, Math.floor(free / open.length));
      for (const k of open) {
        const add = Math.min(share, step[k]! - t[k], free);
        t[k] += add;
        free -= add;
      }
      open = open.filter((k) => t[k] < step[k]!);
    }
  }
  // The rest: half to the company until it has its most, the notes the other half and the rest.
  if (free > 0) {
    const company = Math.min(Math.floor(free / 2), COMPANY_MAX - t.company);
    if (company > 0) {
      t.company += company;
      free -= company;
    }
    t.notes += free;
  }
  return t;
}

/**
 * The one-line row's grid columns for these tracks: the growing ones at most their share, so a
 * row narrower than the list (its scroll bar) takes a little from each; the notes the rest.
 */
export function lineTemplate(t: LineTracks, statusWidth: number): string {
  const c = LINE_COLUMNS;
  const grow = (least: number, most: number) =>
    most > least ? `minmax(${least}px,${most}px)` : `${least}px`;
  return [
    `${c.direction}px`,
    `${c.when}px`,
    grow(c.name, t.name),
    grow(c.company, t.company),
    grow(c.phone, t.phone),
    ...(t.desk ? [grow(DESK_COLUMN, t.desk)] : []),
    `${c.priority}px`,
    `${statusWidth}px`,
    `minmax(${c.notes}px,1fr)`,
  ].join(' ');
}

/** The actions' column with Call back's label (a row drawn with `compact` false). */
export const LABEL_ACTIONS = 150;
/** The actions' column when Call back is an icon (three 24 px buttons and the button's padding). */
export const ICON_ACTIONS = 84;
/**
 * The actions over the end of a one-line row in use (Call back, history, delete: three 24 px
 * buttons and 4 px each side), on the row's own background: they take no column, so nothing
 * moves when they show.
 */
export const LINE_ACTIONS_OVERLAY = 80;

/**
 * In a split row, who (name over company) spans the priority's and status's columns; the status
 * column is this much wider than its picker there, so who gets 284 px: "Consolidated Amalgamated
 * Holdings" and its pencil whole.
 */
const SPLIT_STATUS_EXTRA = 24;

/** The direction's button in a split row and a card (a one-line row draws it narrower). */
const DIRECTION_BOX = 24;

/** A row's padding and borders (4 + 8 + 8). */
const ROW_PADDING = 20;
/** A one-line row's: its 4 px status border and 4 px each side. */
const LINE_PADDING = 12;
const GAP = 8;

/** A one-line row's gaps: narrower, so a name stays whole at 1280 px. */
const LINE_GAP = 4;

/**
 * The narrowest list a one-line row fits in, every column at its least, with the status picker
 * `statusWidth` wide: 7 gaps between 8 columns.
 */
export function lineMinWidth(statusWidth: number = STATUS_WIDTH): number {
  const c = LINE_COLUMNS;
  const columns = c.direction + c.when + c.name + c.company + c.phone + c.priority + statusWidth + c.notes;
  return columns + 7 * LINE_GAP + LINE_PADDING;
}
/** The narrowest list a one-line row fits in with the widest status picker. */
export const LINE_MIN_WIDTH = lineMinWidth();
/**
 * The narrowest list a split row fits in: its fixed columns and 112 px for the number (and the
 * notes under it). Below it a row is a card (a phone, or a very narrow window).
 */
export const SPLIT_MIN_WIDTH =
  DIRECTION_BOX +
  LINE_COLUMNS.priority +
  STATUS_WIDTH +
  SPLIT_STATUS_EXTRA +
  LABEL_ACTIONS +
  112 +
  4 * GAP +
  ROW_PADDING;
/**
 * How tall the rows are (docs/phone-sheet.md, "Density"), kept per user on the server.
 * Comfortable leaves air around a one-line row; compact fits 15 and more calls on a laptop.
 */
export type Density = 'comfortable' | 'compact';

/** Each shape's row height in each density (a split row and a card hold the same lines in both). */
export const ROW_HEIGHTS: Record<Density, Record<RowShape, number>> = {
  comfortable: { line: 48, split: 84, card: 184 },
  compact: { line: 34, split: 76, card: 184 },
};

export interface RowLayoutChoice {
  shape: RowShape;
  height: number;
  /** Call back as an icon only (its name as its label and tooltip). */
  iconOnly: boolean;
  /** The desk's column is shown (one-line rows with room for it, when `desks` was asked). */
  desk: boolean;
  /**
   * A one-line row's grid columns for this width (`lineTemplate`), for the list's --ps-line-cols;
   * null for the other shapes, and before the list is measured.
   */
  columns: string | null;
}

/**
 * The layout for a list `width` px wide. `width` 0 (not measured yet, or no layout engine: unit
 * tests) falls back on the window's breakpoint: `phone` → card, otherwise one line. `desks`: the
 * sheet holds several desks' calls, so a one-line row names each call's desk where it has room.
 * `statusWidth`: the status picker's width (`statusPickerWidth`).
 */
export function chooseRowLayout(
  width: number,
  phone = false,
  {
    density = 'comfortable',
    desks = false,
    statusWidth = STATUS_WIDTH,
  }: { density?: Density; desks?: boolean; statusWidth?: number } = {},
): RowLayoutChoice {
  const lineMin = lineMinWidth(statusWidth);
  const shape: RowShape =
    width <= 0
      ? phone
        ? 'card'
        : 'line'
      : width >= lineMin
        ? 'line'
        : width >= SPLIT_MIN_WIDTH
          ? 'split'
          : 'card';
  // The desk's column wherever a one-line row holds it with every other column at its least
  // (1280 px and up with the full sidebar): the name still grows first beside it.
  const desk = shape === 'line' && desks && width >= lineMin + DESK_COLUMN + LINE_GAP;
  // Call back is an icon in every shape: a one-line row's actions lie over its end while it is
  // in use, and a split row (narrower than LINE_MIN_WIDTH) gives the label's room to the notes.
  const columns =
    shape === 'line' && width > 0 ? lineTemplate(lineTracks(width, statusWidth, desk), statusWidth) : null;
  return { shape, height: ROW_HEIGHTS[density][shape], iconOnly: true, desk, columns };
}

/**
 * The three shapes as CSS grids, shared by both drawings of a row (the light one and the
 * interactive one put every text in the same place). Each cell names its area (`ps-g-<area>`);
 * the row's class picks the grid. Fixed tracks, not sized by a row's own texts, so the columns
 * line up from row to row; the notes take the rest. Layout only: colours stay with the rows.
 */
export function rowGridCss(): string {
  const c = LINE_COLUMNS;
  const actions = `minmax(var(--ps-actions),max-content)`;
  const status = `var(--ps-status-w,${STATUS_WIDTH}px)`;
  const areas = ['dir', 'when', 'who', 'phone', 'desk', 'priority', 'status', 'notes', 'actions'];
  const line = (desk: boolean) =>
    // The list's own columns (`lineTemplate`, set on it as --ps-line-cols), or every column at its least.
    `grid-template-columns:var(--ps-line-cols,${c.direction}px ${c.when}px ${c.name}px ${c.company}px ${c.phone}px${desk ? ` ${DESK_COLUMN}px` : ''} ${c.priority}px ${status} minmax(${c.notes}px,1fr));` +
    `grid-template-areas:"dir when name company phone${desk ? ' desk' : ''} priority status notes"`;
  return [
    `.ps-g{display:grid;align-items:center;column-gap:8px;row-gap:4px;box-sizing:border-box;--ps-actions:${LABEL_ACTIONS}px}`,
    // Call back as an icon: the actions' column gives its room to the notes.
    `.ps-g-icons{--ps-actions:${ICON_ACTIONS}px}`,
    // Grid items would otherwise be as wide as their longest text: the cells cut or wrap instead.
    '.ps-g>*{min-width:0}',
    ...areas.map((area) => `.ps-g-${area}{grid-area:${area}}`),
    '.ps-g .ps-g-when{width:auto}',
    '.ps-g-priority,.ps-g-status{justify-self:start}',
    '.ps-g-actions{justify-self:end;display:flex;align-items:center}',
    // The desk's name only in a one-line row that has its column.
    '.ps-g-desk{display:none}',
    // Name and company: over each other in a split row and a card (inside `who`); in a one-line
    // row each is a cell of its own (`who` gives its children to the grid).
    '.ps-g-who{display:flex;flex-direction:column;justify-content:center}',
    // A row's padding; a one-line row's is narrower (LINE_PADDING), for its columns.
    '.ps-g{padding:4px 8px}',
    // One line: the notes take what the fixed columns leave; name and company grow with them.
    `.ps-g-line{${line(false)};column-gap:${LINE_GAP}px;padding-inline:4px;position:relative}`,
    `.ps-g-line.ps-g-desks{${line(true)}}`,
    '.ps-g-line .ps-g-who{display:contents}',
    '.ps-g-line .ps-g-who>.ps-g-name{grid-area:name}',
    '.ps-g-line .ps-g-who>.ps-g-company{grid-area:company}',
    '.ps-g-line.ps-g-desks .ps-g-desk{display:flex}',
    // The direction as a compact icon (its 16 px column).
    `.ps-g-line .ps-g-dir{width:${c.direction}px}`,
    // The time in 12 px type; "owed since Thu" in a longer language takes two lines, not cut.
    '.ps-g-line .ps-g-when{white-space:normal;font-size:12px;line-height:14px}',
    // The actions take no column: while the row is in use (the interactive row: under the pointer
    // or holding the focus) they lie over its end, on the row's own background, so nothing under
    // them moves or changes width; a row at rest (the light one) does not draw them.
    `.ps-g-line>.ps-g-actions{position:absolute;inset-block:0;inset-inline-end:0;grid-area:auto;width:${LINE_ACTIONS_OVERLAY}px;box-sizing:border-box;padding-inline:4px;justify-content:flex-end;background:var(--ps-row-bg)}`,
    '.ps-g-line>.ps-lr-actions{display:none}',
    // The in-place editors' pencils too: over the end of their cell, shown under the pointer or
    // with the keyboard's focus (the notes' one beside the actions, not under them). At rest
    // (the light row) there are none: the cell's whole width is its text's.
    '.ps-g-line .ps-lr-edit{display:none}',
    '.ps-g-line .ps-lr-cell{position:relative}',
    '.ps-g-line .ps-lr-cell>.ant-typography-edit{position:absolute;inset-inline-end:0;top:50%;transform:translateY(-50%);margin:0;padding-inline:4px;background:var(--ps-row-bg);opacity:0}',
    '.ps-g-line .ps-lr-cell:hover>.ant-typography-edit,.ps-g-line .ps-lr-cell>.ant-typography-edit:focus-visible{opacity:1}',
    `.ps-g-line .ps-g-notes>.ant-typography-edit{inset-inline-end:${LINE_ACTIONS_OVERLAY - 4}px}`,
    // Two lines: who (over the priority's and status's columns), the number, the time; then the
    // priority, the status, the notes (the rest) and the actions. Only the number's and notes'
    // column grows, so the columns line up from row to row.
    `.ps-g-split{grid-template-columns:${DIRECTION_BOX}px ${c.priority}px ${c.status + SPLIT_STATUS_EXTRA}px minmax(0,1fr) ${actions};grid-template-areas:"dir who who phone when" "dir priority status notes actions"}`,
    '.ps-g-split .ps-g-when{justify-self:end;text-align:end;line-height:1.2}',
    // A phone's card, one column: name and company; the number and its extension; the priority
    // with the time at the line's end; the status with the actions at its end; two lines of notes
    // cut at their end (the whole in the tooltip and the editor). The pickers keep their widths,
    // too wide to share a line with each other on a phone.
    `.ps-g-card{grid-template-columns:${DIRECTION_BOX}px minmax(0,1fr);grid-template-rows:44px 24px 24px 24px 40px;align-content:start;grid-template-areas:"dir who" "dir phone" "dir priority" "dir status" "dir notes"}`,
    '.ps-g-card .ps-g-dir{align-self:start}',
    '.ps-g-card .ps-g-phone{flex-direction:row;gap:8px}',
    '.ps-g-card .ps-g-when{grid-area:priority;justify-self:end}',
    '.ps-g-card .ps-g-actions{grid-area:status}',
    '.ps-g-card .ps-g-notes{align-self:start}',
    '.ps-g-card .ps-g-notes .ps-lr-text{white-space:normal;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-height:20px}',
    // One line: the number and its extension side by side.
    '.ps-g-line .ps-g-phone{flex-direction:row;align-items:baseline;gap:6px}',
    // There the number never shrinks: its extension is cut first (whole in its tooltip).
    '.ps-g-line .ps-g-phone>a{flex-shrink:0}',
    '.ps-g-line .ps-g-phone>:not(a){min-width:0;overflow:hidden;text-overflow:ellipsis}',
    // The in-place editor stays inside its row: one line tall, over the cell it edits.
    '.ps-g .ant-typography-edit-content{inset-inline-start:0;margin:0;width:100%}',
    '.ps-g .ant-typography-edit-content textarea{height:24px!important;min-height:24px!important;max-height:24px;resize:none;padding-block:1px;overflow-y:auto}',
    '.ps-g .ant-typography-edit-content .ant-typography-copy,.ps-g .ant-typography-edit-content-confirm{display:none}',
  ].join('\n');
}
