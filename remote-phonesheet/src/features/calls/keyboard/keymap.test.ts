import { isTextField, moveTarget, nextStatus, pageAction, placeOf, rowAction, type KeyPress } from './keymap';

const key = (k: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('rowAction: the keys of a row', () => {
  test.each([
    ['ArrowDown', 'next'],
    ['j', 'next'],
    ['ArrowUp', 'previous'],
    ['k', 'previous'],
    ['Home', 'first'],
    ['End', 'last'],
    ['PageDown', 'pageDown'],
    ['PageUp', 'pageUp'],
  ])('%s moves to the %s row', (k, to) => {
    expect(rowAction(key(k), 'row')).toEqual({ type: 'move', to });
  });

  test('Enter (or F2) edits, s and Shift+S change the status, c calls back, Esc goes to the entry row', () => {
    expect(rowAction(key('Enter'), 'row')).toEqual({ type: 'edit' });
    expect(rowAction(key('F2'), 'row')).toEqual({ type: 'edit' });
    expect(rowAction(key('s'), 'row')).toEqual({ type: 'status', step: 1 });
    expect(rowAction(key('S', { shiftKey: true }), 'row')).toEqual({ type: 'status', step: -1 });
    expect(rowAction(key('c'), 'row')).toEqual({ type: 'callBack' });
    expect(rowAction(key('Escape'), 'row')).toEqual({ type: 'toEntry' });
  });

  test('Delete and Backspace on a row delete it (the page asks first); in a text field they are the field’s', () => {
    expect(rowAction(key('Delete'), 'row')).toEqual({ type: 'delete' });
    expect(rowAction(key('Backspace'), 'row')).toEqual({ type: 'delete' });
    expect(rowAction(key('Backspace'), 'field')).toBeNull();
    expect(rowAction(key('Delete'), 'control')).toBeNull();
  });

  test('with Ctrl, Cmd or Alt a key is the browser’s (Ctrl+End, Alt+↓, Cmd+C)', () => {
    expect(rowAction(key('End', { ctrlKey: true }), 'row')).toBeNull();
    expect(rowAction(key('ArrowDown', { altKey: true }), 'row')).toBeNull();
    expect(rowAction(key('c', { metaKey: true }), 'row')).toBeNull();
  });

  test('N, / and ? are the page’s, other letters nothing', () => {
    for (const k of ['n', '/', '?', 'x', ' ']) expect(rowAction(key(k), 'row')).toBeNull();
  });

  test('on a control inside a row only Esc is the list’s (back to the row); in a text field nothing is', () => {
    expect(rowAction(key('Escape'), 'control')).toEqual({ type: 'toRow' });
    for (const k of ['j', 'ArrowDown', 'Enter', 's', 'c', 'Home'])
      expect(rowAction(key(k), 'control')).toBeNull();
    for (const k of ['j', 'ArrowDown', 'Enter', 's', 'c', 'Escape', 'End'])
      expect(rowAction(key(k), 'field')).toBeNull();
  });
});

describe('pageAction: the keys of the page', () => {
  test('N, Shift+N and / start a call, ? shows the shortcuts, outside a text field', () => {
    for (const place of ['page', 'row', 'control'] as const) {
      expect(pageAction(key('n'), place, false)).toEqual({ type: 'startCall' });
      expect(pageAction(key('N', { shiftKey: true }), place, false)).toEqual({ type: 'startCall' });
      expect(pageAction(key('/'), place, false)).toEqual({ type: 'startCall' });
      expect(pageAction(key('?', { shiftKey: true }), place, false)).toEqual({ type: 'shortcuts' });
    }
  });

  test('in a text field or a dialog, every key is theirs: N types n', () => {
    for (const place of ['field', 'dialog'] as const)
      for (const k of ['n', 'N', '/', '?', 'j']) expect(pageAction(key(k), place, false)).toBeNull();
  });

  test('j/k go to the list from elsewhere; in the list they are the list’s', () => {
    expect(pageAction(key('j'), 'page', false)).toEqual({ type: 'toList' });
    expect(pageAction(key('k'), 'page', false)).toEqual({ type: 'toList' });
    expect(pageAction(key('j'), 'row', true)).toBeNull();
  });

  test('z undoes outside a text field (in one, z is a letter)', () => {
    expect(pageAction(key('z'), 'row', true)).toEqual({ type: 'undo' });
    expect(pageAction(key('z'), 'page', false)).toEqual({ type: 'undo' });
    expect(pageAction(key('z'), 'field', false)).toBeNull();
    expect(pageAction(key('z', { ctrlKey: true }), 'page', false)).toBeNull();
  });

  test('with a modifier nothing (Ctrl+N is the browser’s)', () => {
    expect(pageAction(key('n', { ctrlKey: true }), 'page', false)).toBeNull();
    expect(pageAction(key('/', { metaKey: true }), 'page', false)).toBeNull();
  });
});

test('moveTarget stays inside the list and moves a page by the rows in view', () => {
  expect(moveTarget('next', 3, 10, 4)).toBe(4);
  expect(moveTarget('next', 9, 10, 4)).toBe(9);
  expect(moveTarget('previous', 0, 10, 4)).toBe(0);
  expect(moveTarget('first', 7, 10, 4)).toBe(0);
  expect(moveTarget('last', 2, 10, 4)).toBe(9);
  expect(moveTarget('pageDown', 2, 10, 4)).toBe(6);
  expect(moveTarget('pageDown', 8, 10, 4)).toBe(9);
  expect(moveTarget('pageUp', 3, 10, 4)).toBe(0);
  expect(moveTarget('pageDown', 2, 10, 0)).toBe(3); // never a step of 0
});

test('nextStatus cycles through the statuses that may be given, both ways', () => {
  const statuses = [
    { id: 'a', retired: false },
    { id: 'old', retired: true },
    { id: 'b', retired: false },
    { id: 'c', retired: false },
  ];
  expect(nextStatus(statuses, 'a', 1)?.id).toBe('b');
  expect(nextStatus(statuses, 'c', 1)?.id).toBe('a');
  expect(nextStatus(statuses, 'a', -1)?.id).toBe('c');
  expect(nextStatus(statuses, 'old', 1)?.id).toBe('a');
  expect(nextStatus([], 'a', 1)).toBeNull();
});

test('placeOf and isTextField tell a text field, a row, a control in it, a dialog and the page apart', () => {
  document.body.innerHTML = `
    <div role="grid"><div role="row" tabindex="0" id="row"><button id="btn">x</button><textarea id="ta"></textarea></div></div>
    <input id="in"><select id="sel"></select><div contenteditable="true" id="ce">t</div>
    <div role="dialog"><button id="dlg">ok</button></div><button id="page">p</button>`;
  const $ = (id: string) => document.getElementById(id)!;
  for (const id of ['in', 'sel', 'ta']) expect(isTextField($(id))).toBe(true);
  expect(placeOf($('in'))).toBe('field');
  expect(placeOf($('row'), $('row'))).toBe('row');
  expect(placeOf($('btn'), $('row'))).toBe('control');
  expect(placeOf($('ta'), $('row'))).toBe('field');
  expect(placeOf($('dlg'))).toBe('dialog');
  expect(placeOf($('page'))).toBe('page');
  expect(placeOf(document.body)).toBe('page');
  expect(isTextField($('btn'))).toBe(false);
});
