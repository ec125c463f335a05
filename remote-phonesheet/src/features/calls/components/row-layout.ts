/**
 * How a call row is laid out, chosen by the width of the list (not of the window: the sidebar,
 * full or collapsed, takes its share first). Each shape has its own fixed row height, so the
 * virtual list still knows every row's place without measuring a row.
 * - `line`: one line: time, direction, name, company, number, (desk,) priority, status, the start
 *   of the notes (they take what the other columns leave), actions.
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
 */
export const PRIORITY_WIDTH = 104;
export const STATUS_WIDTH = 148;

/** Each cell's column in a one-line row (px), what the widths below are made of. */
export const LINE_COLUMNS = {
  direction: 24,
  /** "10:32 AM"; "owed since Thu" takes two lines. */
  when: 64,
  /** The least the name gets; it grows first, up to NAME_MAX, before the company and notes do. */
  name: 150,
  /** The company gives way first: cut, it ends in "…" with its whole text as a tooltip. */
  company: 72,
  /** "+44 20 7946 0958" (115 px) whole; the extension after it is cut first. */
  phone: 120,
  priority: PRIORITY_WIDTH,
  status: STATUS_WIDTH,
  /** History and delete, and Call back as an icon (its label where the row has room, below). */
  actions: 84,
  /** The least the notes get before the row splits in two: their first word or two. */
  notes: 40,
} as const;

/**
 * The most the name's column takes before the company and the notes grow: a grid gives free
 * room to a bounded track before its `fr` tracks, so a long name ("Bartholomew
 * Featherstonehaugh") is whole at 1440 px, and the notes take what is left at 1920.
 */
export const NAME_MAX = 260;

/** The desk's column, shown where the sheet holds several desks and the row has room for it. */
export const DESK_COLUMN = 96;
/** The actions' column with Call back's label (split rows keep it; wide one-line rows too). */
export const LABEL_ACTIONS = 150;
/** The actions' column when Call back is an icon (three 24 px buttons and the button's padding). */
export const ICON_ACTIONS = 84;

/**
 * In a split row, who (name over company) spans the priority's and status's columns; the status
 * column is this much wider than its picker there, so who gets 284 px: "Consolidated Amalgamated
 * Holdings" and its pencil whole.
 */
const SPLIT_STATUS_EXTRA = 24;

/** A row's padding and borders (4 + 8 + 8). */
const ROW_PADDING = 20;
const GAP = 8;

/** A one-line row's gaps: narrower, so a name stays whole at 1280 px. */
const LINE_GAP = 5;
/**
 * What the notes keep before the desk's column or Call back's label take room: a line of notes
 * says more than a desk's name or the word "Call back" beside its icon.
 */
const NOTES_FIRST = 160;
/** The narrowest list a one-line row fits in, every column at its least, 8 gaps between them. */
export const LINE_MIN_WIDTH =
  Object.values(LINE_COLUMNS).reduce((sum, w) => sum + w, 0) + 8 * LINE_GAP + ROW_PADDING;
/**
 * The narrowest list a split row fits in: its fixed columns and 112 px for the number (and the
 * notes under it). Below it a row is a card (a phone, or a very narrow window).
 */
export const SPLIT_MIN_WIDTH =
  LINE_COLUMNS.direction +
  LINE_COLUMNS.priority +
  LINE_COLUMNS.status +
  SPLIT_STATUS_EXTRA +
  LABEL_ACTIONS +
  112 +
  4 * GAP +
  ROW_PADDING;
/** Below this the split row's Call back shows its icon only (its label took the notes' room). */
export const SPLIT_LABEL_MIN_WIDTH = 900;

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
  /** Call back as an icon only. */
  iconOnly: boolean;
  /** The desk's column is shown (one-line rows with room for it, when `desks` was asked). */
  desk: boolean;
}

/**
 * The layout for a list `width` px wide. `width` 0 (not measured yet, or no layout engine: unit
 * tests) falls back on the window's breakpoint: `phone` → card, otherwise one line. `desks`: the
 * sheet holds several desks' calls, so a one-line row names each call's desk where it has room.
 */
export function chooseRowLayout(
  width: number,
  phone = false,
  { density = 'comfortable', desks = false }: { density?: Density; desks?: boolean } = {},
): RowLayoutChoice {
  const shape: RowShape =
    width <= 0
      ? phone
        ? 'card'
        : 'line'
      : width >= LINE_MIN_WIDTH
        ? 'line'
        : width >= SPLIT_MIN_WIDTH
          ? 'split'
          : 'card';
  // The desk's column only where the name's column can still reach its most beside it, and the
  // notes keep a readable start (1920 px, not 1440).
  const nameRoom = LINE_MIN_WIDTH + NAME_MAX - LINE_COLUMNS.name;
  const desk = shape === 'line' && desks && width >= nameRoom + DESK_COLUMN + LINE_GAP + NOTES_FIRST;
  const lineRoom = width - (desk ? DESK_COLUMN + LINE_GAP : 0);
  // Call back's label only once the name's column has reached its most and the notes have their
  // start (names and notes before labels).
  const labelRoom = nameRoom + LABEL_ACTIONS - ICON_ACTIONS + NOTES_FIRST;
  const iconOnly =
    shape === 'card' ||
    (shape === 'split' && width < SPLIT_LABEL_MIN_WIDTH) ||
    (shape === 'line' && width > 0 && lineRoom < labelRoom);
  return { shape, height: ROW_HEIGHTS[density][shape], iconOnly, desk };
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
  const areas = ['dir', 'when', 'who', 'phone', 'desk', 'priority', 'status', 'notes', 'actions'];
  const line = (desk: boolean) =>
    `grid-template-columns:${c.direction}px ${c.when}px minmax(${c.name}px,${NAME_MAX}px) minmax(${c.company}px,1fr) ${c.phone}px${desk ? ` ${DESK_COLUMN}px` : ''} ${c.priority}px ${c.status}px minmax(${c.notes}px,1fr) ${actions};` +
    `grid-template-areas:"dir when name company phone${desk ? ' desk' : ''} priority status notes actions"`;
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
    // One line: the notes take what the fixed columns leave; name and company grow with them.
    // The actions' column is as wide in every row (an outgoing call has no Call back), or the
    // columns before it would move from row to row; a longer label (Spanish) widens it.
    `.ps-g-line{${line(false)};column-gap:${LINE_GAP}px}`,
    `.ps-g-line.ps-g-desks{${line(true)}}`,
    '.ps-g-line .ps-g-who{display:contents}',
    '.ps-g-line .ps-g-who>.ps-g-name{grid-area:name}',
    '.ps-g-line .ps-g-who>.ps-g-company{grid-area:company}',
    '.ps-g-line.ps-g-desks .ps-g-desk{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
    // "owed since Thu" in a longer language takes two lines rather than being cut.
    '.ps-g-line .ps-g-when{white-space:normal;line-height:1.2}',
    // A compact one-line row holds two lines of the time only in a smaller type.
    '.ps-dense.ps-g-line .ps-g-when{font-size:12px;line-height:14px}',
    // Two lines: who (over the priority's and status's columns), the number, the time; then the
    // priority, the status, the notes (the rest) and the actions. Only the number's and notes'
    // column grows, so the columns line up from row to row.
    `.ps-g-split{grid-template-columns:${c.direction}px ${c.priority}px ${c.status + SPLIT_STATUS_EXTRA}px minmax(0,1fr) ${actions};grid-template-areas:"dir who who phone when" "dir priority status notes actions"}`,
    '.ps-g-split .ps-g-when{justify-self:end;text-align:end;line-height:1.2}',
    // A phone's card, one column: name and company; the number and its extension; the priority
    // with the time at the line's end; the status with the actions at its end; two lines of notes
    // cut at their end (the whole in the tooltip and the editor). The pickers keep their widths,
    // too wide to share a line with each other on a phone.
    `.ps-g-card{grid-template-columns:${c.direction}px minmax(0,1fr);grid-template-rows:44px 24px 24px 24px 40px;align-content:start;grid-template-areas:"dir who" "dir phone" "dir priority" "dir status" "dir notes"}`,
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
