import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import { VirtualList, type VirtualListHandle } from '../components/VirtualList';
import { useRowKeys } from './use-sheet-keys';

// The list by keyboard (roving tabindex): one row is the Tab stop, the keys move the focus from
// row to row (drawing rows the window had not drawn), a row's controls stay out of the Tab order
// until the row is entered, and the row keys act on the row's call.

const statuses = [
  { id: 'open', retired: false },
  { id: 'done', retired: false },
] as CallStatus[];
const makeCalls = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      ({
        id: `c${i}`,
        contactName: `Caller ${i}`,
        statusId: 'open',
        version: 1,
        direction: i % 2 ? 'out' : 'in',
        // Every third call is on Kim's desk, which this user neither owns nor covers.
        deskUserId: i % 3 === 2 ? 'kim' : 'me',
        deskName: i % 3 === 2 ? 'Kim Park' : 'Me',
      }) as Call,
  );

const onStatus = jest.fn();
const onCallBack = jest.fn();
const onEntry = jest.fn();
const onDelete = jest.fn();
const onReadOnly = jest.fn();
const mayChange = (call: Call) => call.deskUserId !== 'kim';

function Sheet({ initial = 200 }: { initial?: number }) {
  const [calls, setCalls] = useState(() => makeCalls(initial));
  const list = useRef<VirtualListHandle>(null);
  const onRowKeyDown = useRowKeys({
    list,
    calls,
    statuses,
    mayChange,
    onReadOnly,
    onStatus,
    onCallBack,
    onDelete,
    onEntry,
  });
  return (
    <>
      <button onClick={() => setCalls((c) => c.filter((call) => call.id !== 'c1'))}>remove c1</button>
      <VirtualList
        items={calls}
        rowHeight={50}
        height={500}
        itemKey={(c) => c.id}
        rowLabel={(c) => `${c.contactName}, ${c.statusId}`}
        onRowKeyDown={onRowKeyDown}
        handle={list}
        renderRow={(c) => (
          <div>
            {c.contactName} <button type="button">edit {c.contactName}</button>
          </div>
        )}
      />
    </>
  );
}

/** The row of a call (its box), if drawn. */
const row = (i: number) => document.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${i + 1}"]`);
const focusedRow = () => Number(document.activeElement?.getAttribute('aria-rowindex')) - 1;
const press = async (k: string, mods = {}) => {
  await act(async () => {
    fireEvent.keyDown(document.activeElement!, { key: k, ...mods });
  });
};
/** MutationObserver callbacks run as microtasks. */
const flush = () => act(async () => {});

beforeEach(() => jest.clearAllMocks());

test('one Tab stop: the first row, named; the other rows and every row’s controls are out of the Tab order', async () => {
  render(<Sheet />);
  await flush();
  const rows = screen.getAllByRole('row');
  expect(rows.filter((r) => r.tabIndex === 0)).toEqual([row(0)]);
  expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('200');
  expect(row(0)!.getAttribute('aria-label')).toBe('Caller 0, open');
  expect(screen.getAllByRole('button', { name: /^edit/ }).every((b) => b.tabIndex === -1)).toBe(true);
});

test('j/k and the arrows move the focus and the Tab stop; End and Home reach rows not drawn yet; PageDown a page', async () => {
  render(<Sheet />);
  act(() => row(0)!.focus());
  await press('j');
  expect(focusedRow()).toBe(1);
  await press('ArrowDown');
  expect(focusedRow()).toBe(2);
  await press('k');
  await press('ArrowUp');
  expect(focusedRow()).toBe(0);
  await press('j');
  expect(screen.getAllByRole('row').filter((r) => r.tabIndex === 0)).toEqual([row(1)]);
  expect(row(199)).toBeNull();
  await press('End');
  expect(focusedRow()).toBe(199);
  expect(screen.getByTestId('sheet-list').scrollTop).toBe(200 * 50 - 500);
  await press('Home');
  expect(focusedRow()).toBe(0);
  expect(screen.getByTestId('sheet-list').scrollTop).toBe(0);
  await press('PageDown');
  expect(focusedRow()).toBe(10);
  await press('PageUp');
  expect(focusedRow()).toBe(0);
  await press('ArrowUp'); // at the top it stays
  expect(focusedRow()).toBe(0);
});

test('a row is entered when one of its controls takes the focus; Esc goes back to the row, then to the entry row', async () => {
  render(<Sheet />);
  await flush();
  const edit = screen.getByRole('button', { name: 'edit Caller 0' });
  act(() => edit.focus());
  await flush();
  expect(edit.hasAttribute('tabindex')).toBe(false); // its own order again: Tab walks the row
  await press('Escape');
  expect(document.activeElement).toBe(row(0));
  await flush();
  expect(edit.tabIndex).toBe(-1);
  expect(onEntry).not.toHaveBeenCalled();
  await press('Escape');
  expect(onEntry).toHaveBeenCalledTimes(1);
});

test('s gives the next status once until the call is answered; c calls back an incoming call only', async () => {
  render(<Sheet />);
  act(() => row(0)!.focus());
  await press('s');
  await press('s'); // same version: the first change is still on its way
  expect(onStatus).toHaveBeenCalledTimes(1);
  expect(onStatus.mock.calls[0][1].id).toBe('done');
  await press('c');
  expect(onCallBack).toHaveBeenCalledWith(expect.objectContaining({ id: 'c0' }));
  await press('j'); // c1 is outgoing
  await press('c');
  expect(onCallBack).toHaveBeenCalledTimes(1);
  await press('n'); // the page's key, not the row's
  expect(focusedRow()).toBe(1);
});

test('on a call of a desk the user may not work on, s, c, Delete and Enter change nothing and say why', async () => {
  render(<Sheet />);
  act(() => row(2)!.focus()); // c2: incoming, on Kim's desk
  for (const key of ['s', 'S', 'c', 'Delete', 'Backspace', 'Enter', 'F2']) await press(key);
  expect(onStatus).not.toHaveBeenCalled();
  expect(onCallBack).not.toHaveBeenCalled();
  expect(onDelete).not.toHaveBeenCalled();
  expect(onReadOnly).toHaveBeenCalledTimes(7);
  expect(onReadOnly.mock.calls[0][0]).toMatchObject({ id: 'c2', deskName: 'Kim Park' });
  // Moving on still works, and the next call (its own desk) is changed as before.
  await press('j');
  expect(focusedRow()).toBe(3);
  await press('Delete');
  expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'c3' }), 3);
  expect(onReadOnly).toHaveBeenCalledTimes(7);
});

test('the focused row’s call leaving the sheet hands the focus to the row now in its place', async () => {
  render(<Sheet />);
  act(() => row(1)!.focus());
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'remove c1' }));
  });
  expect(focusedRow()).toBe(1);
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Caller 2, open');
});
