/**
 * The sheet's keys (docs/phone-sheet.md, "Keyboard"), Gmail's and Linear's lists as the model:
 * which action a key press asks for, given where it was pressed. Pure: the hooks do the acting.
 */

/** A key press as the mappers read it (a DOM or a React keyboard event). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export type Move = 'next' | 'previous' | 'first' | 'last' | 'pageDown' | 'pageUp';

export type RowAction =
  | { type: 'move'; to: Move }
  | { type: 'edit' }
  | { type: 'status'; step: 1 | -1 }
  | { type: 'callBack' }
  /** Delete or Backspace: delete the call, once confirmed. */
  | { type: 'delete' }
  /** Esc on a row: back to the entry row. */
  | { type: 'toEntry' }
  /** Esc on a control inside a row: back to the row itself. */
  | { type: 'toRow' };

export type PageAction =
  | { type: 'startCall' }
  | { type: 'shortcuts' }
  | { type: 'toList' }
  /** z: undo the last delete or call back, while its notice shows (Gmail's key). */
  | { type: 'undo' };

/**
 * Where a key was pressed: on a row's own box, on a control inside a row (a button, a link),
 * in a text field (where every letter is text), inside a dialog or pop-up, or elsewhere on the page.
 */
export type KeyPlace = 'row' | 'control' | 'field' | 'dialog' | 'page';

const ROW_MOVES: Record<string, Move> = {
  ArrowDown: 'next',
  j: 'next',
  ArrowUp: 'previous',
  k: 'previous',
  Home: 'first',
  End: 'last',
  PageDown: 'pageDown',
  PageUp: 'pageUp',
};

const withModifier = (e: KeyPress) => e.ctrlKey || e.metaKey || e.altKey;

/** The action of a key pressed inside the list (on a row, or on a control of a row). */
export function rowAction(e: KeyPress, place: KeyPlace): RowAction | null {
  if (withModifier(e)) return null;
  if (place === 'control') return e.key === 'Escape' ? { type: 'toRow' } : null;
  if (place !== 'row') return null;
  const move = ROW_MOVES[e.key];
  if (move && !e.shiftKey) return { type: 'move', to: move };
  switch (e.key) {
    case 'Enter':
    case 'F2':
      return { type: 'edit' };
    case 's':
      return { type: 'status', step: 1 };
    case 'S':
      return { type: 'status', step: -1 };
    case 'c':
      return { type: 'callBack' };
    case 'Delete':
    case 'Backspace':
      return { type: 'delete' };
    case 'Escape':
      return { type: 'toEntry' };
    default:
      return null;
  }
}

/**
 * The action of a key anywhere on the page (a window listener): N and / start a call, ? lists
 * the keys, j/k bring the focus back to the list, z undoes. Never in a text field or a dialog; the list's
 * own keys are the list's (`inList`).
 */
export function pageAction(e: KeyPress, place: KeyPlace, inList: boolean): PageAction | null {
  if (withModifier(e) || place === 'field' || place === 'dialog') return null;
  if (e.key === 'n' || e.key === 'N' || e.key === '/') return { type: 'startCall' };
  if (e.key === '?') return { type: 'shortcuts' };
  if (e.key === 'z' || e.key === 'Z') return { type: 'undo' };
  if ((e.key === 'j' || e.key === 'k') && !inList) return { type: 'toList' };
  return null;
}

/** The row a move lands on (clamped to the list; `page` is the rows in one view). */
export function moveTarget(to: Move, index: number, count: number, page: number): number {
  const last = count - 1;
  const step = Math.max(1, page);
  const target = {
    next: index + 1,
    previous: index - 1,
    first: 0,
    last,
    pageDown: index + step,
    pageUp: index - step,
  }[to];
  return Math.max(0, Math.min(last, target));
}

/** A text field: every key typed there is text (input, textarea, select, contenteditable). */
export function isTextField(el: EventTarget | null): boolean {
  return (
    el instanceof HTMLElement &&
    (el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT')
  );
}

/** Where an element is, for the mappers (`row` is the list's row holding it, if any). */
export function placeOf(el: EventTarget | null, row: Element | null = null): KeyPlace {
  if (isTextField(el)) return 'field';
  if (!(el instanceof Element)) return 'page';
  if (row && el === row) return 'row';
  if (row) return 'control';
  // A dialog, a drawer or a picker's pop-up: their keys are theirs.
  if (el.closest('[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]')) return 'dialog';
  return 'page';
}

/** The keys the `?` dialog lists, in its order: the keys as shown, and the message of what they do. */
export const SHORTCUTS: { keys: string[][]; label: string }[] = [
  { keys: [['↓'], ['j']], label: 'phonesheet.keys.next' },
  { keys: [['↑'], ['k']], label: 'phonesheet.keys.previous' },
  { keys: [['Home'], ['End']], label: 'phonesheet.keys.ends' },
  { keys: [['PageUp'], ['PageDown']], label: 'phonesheet.keys.page' },
  { keys: [['Enter']], label: 'phonesheet.keys.edit' },
  { keys: [['s'], ['Shift', 'S']], label: 'phonesheet.keys.status' },
  { keys: [['c']], label: 'phonesheet.keys.callBack' },
  { keys: [['Delete'], ['Backspace']], label: 'phonesheet.keys.delete' },
  { keys: [['z']], label: 'phonesheet.keys.undo' },
  { keys: [['Esc']], label: 'phonesheet.keys.escape' },
  { keys: [['N'], ['/']], label: 'phonesheet.keys.startCall' },
  { keys: [['Tab']], label: 'phonesheet.keys.tab' },
  { keys: [['?']], label: 'phonesheet.keys.help' },
];

/**
 * The status `s` (step 1) or Shift+S (step -1) gives a call: the next one among the statuses
 * that may be given (not retired), in their order, round the end. A retired status goes to the first.
 */
export function nextStatus<S extends { id: string; retired: boolean }>(
  statuses: readonly S[],
  current: string,
  step: 1 | -1,
): S | null {
  const open = statuses.filter((s) => !s.retired);
  if (open.length === 0) return null;
  const at = open.findIndex((s) => s.id === current);
  if (at === -1) return open[0];
  return open[(at + step + open.length) % open.length];
}
