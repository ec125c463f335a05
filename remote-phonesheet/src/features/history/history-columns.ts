/**
 * The history table's columns for its width (px, the table's own box: the sidebar takes its share
 * first), each with a fixed width but one, which takes the rest. What identifies a call (name,
 * company, number) and its status are never cut: a number and a status keep one line in a column
 * wide enough for them, a name or company too long for its column wraps.
 * - `full` (≥ 1360, 1920 px with the full sidebar): every column, the notes take the rest.
 * - narrower: the company and two lines of notes under the name, in the column that takes the
 *   rest; the date over the time; below 1000 px the priority and the desk left out (the filters
 *   above the table still offer them).
 * The direction is an icon column at every width (↓ in, ↑ out, as on the sheet).
 * Below `minWidth` (a phone) the table scrolls sideways.
 */
export interface HistoryColumns {
  stacked: boolean;
  columns: { key: string; width?: number }[];
  minWidth: number;
}

type Column = HistoryColumns['columns'][number];

export const FULL_MIN_WIDTH = 1360;
export const WIDE_STACKED_MIN_WIDTH = 1000;
/** The least the column that takes the rest gets. */
const REST_MIN = 200;

/** The direction's icon and the sort arrows, in any language (the name is not drawn). */
const DIRECTION: Column = { key: 'direction', width: 56 };

const FULL: Column[] = [
  { key: 'occurredAt', width: 160 },
  DIRECTION,
  { key: 'contactName', width: 200 },
  { key: 'contactCompany', width: 200 },
  { key: 'phone', width: 140 },
  { key: 'priority', width: 90 },
  { key: 'status', width: 130 },
  { key: 'desk', width: 150 },
  { key: 'notes' },
];
const WIDE_STACKED: Column[] = [
  { key: 'occurredAt', width: 120 },
  DIRECTION,
  { key: 'contactName' },
  { key: 'phone', width: 150 },
  { key: 'priority', width: 100 },
  { key: 'status', width: 140 },
  { key: 'desk', width: 160 },
];
const STACKED: Column[] = [
  { key: 'occurredAt', width: 110 },
  DIRECTION,
  { key: 'contactName' },
  { key: 'phone', width: 140 },
  { key: 'status', width: 130 },
];

const fixedWidth = (columns: { width?: number }[]) =>
  columns.reduce((sum, column) => sum + (column.width ?? REST_MIN), 0);

export function historyColumnsFor(width: number): HistoryColumns {
  // Not measured (0: no layout engine, as in unit tests) counts as wide.
  if (width === 0 || width >= FULL_MIN_WIDTH)
    return { stacked: false, columns: FULL, minWidth: fixedWidth(FULL) };
  const columns = width >= WIDE_STACKED_MIN_WIDTH ? WIDE_STACKED : STACKED;
  return { stacked: true, columns, minWidth: fixedWidth(columns) };
}
