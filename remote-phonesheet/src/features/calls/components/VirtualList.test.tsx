import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode, useEffect, useState } from 'react';
import { SETTLE_MS, VirtualList } from './VirtualList';

const items = Array.from({ length: 5000 }, (_, i) => `row ${i}`);

function renderList(
  renderRow = jest.fn((s: string, _i: number, settled: boolean) => (
    <span>{`${s}${settled ? '' : ' (moving)'}`}</span>
  )),
) {
  render(<VirtualList items={items} rowHeight={50} height={500} itemKey={(s) => s} renderRow={renderRow} />);
  return { renderRow, list: screen.getByTestId('sheet-list') };
}

const scrollTo = (list: HTMLElement, top: number) => {
  list.scrollTop = top;
  fireEvent.scroll(list);
};

test('5,000 rows: only the rows in view (plus a few) are in the DOM, and scrolling moves the window', () => {
  const { list } = renderList();
  expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(10 + 12 + 1);
  expect(screen.getByText('row 0')).toBeInTheDocument();
  expect(screen.queryByText(/^row 100\b/)).toBeNull();
  scrollTo(list, 100 * 50);
  expect(screen.getByText(/^row 100\b/)).toBeInTheDocument();
  expect(screen.queryByText(/^row 0\b/)).toBeNull();
});

test('scrolling within a row renders nothing; rows are told the list moves until it has been still', () => {
  jest.useFakeTimers();
  try {
    const { list, renderRow } = renderList();
    const renders = renderRow.mock.calls.length;
    scrollTo(list, 20); // less than a row
    expect(screen.getByText('row 0 (moving)')).toBeInTheDocument();
    const afterMove = renderRow.mock.calls.length;
    scrollTo(list, 40);
    expect(renderRow.mock.calls.length).toBe(afterMove);
    expect(afterMove).toBeGreaterThan(renders);
    act(() => jest.advanceTimersByTime(SETTLE_MS - 10));
    expect(screen.getByText('row 0 (moving)')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.getByText('row 0')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

/**
 * A row that keeps state of its item once the list is still, as CallRow does: it remembers the
 * item it first settled on (CallRow turns interactive) and has an editor that keeps what was typed.
 */
function StatefulRow({ item, settled }: { item: string; settled: boolean }) {
  const [settledAs, setSettledAs] = useState('');
  const [draft, setDraft] = useState('');
  useEffect(() => {
    if (settled && !settledAs) setSettledAs(item);
  }, [settled, settledAs, item]);
  return (
    <div data-testid="row" data-item={item} data-settled-as={settledAs}>
      {item}
      {settledAs && <input aria-label="draft" value={draft} onChange={(e) => setDraft(e.target.value)} />}
    </div>
  );
}

/** In StrictMode: each render runs twice, as the layout of the rows (computed in render) must allow. */
function renderStateful() {
  render(
    <StrictMode>
      <VirtualList
        items={items}
        rowHeight={50}
        height={500}
        itemKey={(s) => s}
        renderRow={(s, _i, settled) => <StatefulRow item={s} settled={settled} />}
      />
    </StrictMode>,
  );
  return screen.getByTestId('sheet-list');
}

const rowOf = (item: string) => screen.getAllByTestId('row').find((r) => r.dataset.item === item)!;
const draftOf = (item: string) => within(rowOf(item)).getByLabelText<HTMLInputElement>('draft');
const settle = () => act(() => jest.advanceTimersByTime(SETTLE_MS + 10));

/** Every row in the DOM shows the item at its position, and is where that item belongs. */
function expectRowsInPlace() {
  for (const li of screen.getAllByRole('listitem')) {
    const index = Number(li.getAttribute('aria-posinset')) - 1;
    expect(li.getAttribute('aria-setsize')).toBe('5000');
    expect(li.style.top).toBe(`${index * 50}px`);
    expect(within(li).getByTestId('row').dataset.item).toBe(`row ${index}`);
  }
}

describe('rows while the list moves and once it is still', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('rows entering a moving list reuse the elements of rows that left, each showing its own item', () => {
    const list = renderStateful();
    // A flick of 4 rows a frame: past the rows that were in view while still, then on.
    for (let top = 4; top <= 60; top += 4) {
      scrollTo(list, top * 50);
      expectRowsInPlace();
    }
    const before = new Set(screen.getAllByRole('listitem'));
    scrollTo(list, 64 * 50);
    const after = screen.getAllByRole('listitem');
    expect(after.filter((li) => !before.has(li))).toEqual([]);
    expect(after.length).toBe(before.size);
    expectRowsInPlace();
    expect(screen.getByText('row 70')).toBeInTheDocument();
    expect(screen.queryByText('row 50')).toBeNull();
  });

  test('once still, no row holds state it took for another item, and the DOM is back in item order', () => {
    const list = renderStateful();
    settle();
    fireEvent.change(draftOf('row 5'), { target: { value: 'call back after lunch' } });
    for (let top = 4; top <= 40; top += 4) scrollTo(list, top * 50);
    settle();
    const rows = screen.getAllByTestId('row');
    for (const row of rows) expect(row.dataset.settledAs).toBe(row.dataset.item);
    for (const input of screen.getAllByLabelText<HTMLInputElement>('draft')) expect(input.value).toBe('');
    const positions = screen.getAllByRole('listitem').map((li) => Number(li.getAttribute('aria-posinset')));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expectRowsInPlace();
    // And back up to the first rows, moving, then still again.
    for (let top = 36; top >= 0; top -= 4) scrollTo(list, top * 50);
    settle();
    for (const row of screen.getAllByTestId('row')) expect(row.dataset.settledAs).toBe(row.dataset.item);
    expect(draftOf('row 5').value).toBe('');
  });

  test('a row that was still keeps its elements, its edit and the focus while the list moves a little', () => {
    const list = renderStateful();
    scrollTo(list, 100 * 50);
    settle();
    const draft = draftOf('row 103');
    const item = draft.closest('[role="listitem"]')!;
    act(() => draft.focus());
    fireEvent.change(draft, { target: { value: 'left a message' } });
    const moves = new MutationObserver(() => undefined);
    moves.observe(item.parentElement!, { childList: true });
    // Up two rows, one at a time: rows enter above it, and stay there once still.
    scrollTo(list, 99 * 50);
    scrollTo(list, 98 * 50);
    settle();
    const removed = moves.takeRecords().flatMap((r) => [...r.removedNodes]);
    moves.disconnect();
    expect(removed.includes(item)).toBe(false);
    expect(draftOf('row 103')).toBe(draft);
    expect(draft.value).toBe('left a message');
    expect(document.activeElement).toBe(draft);
    expectRowsInPlace();
  });
});
