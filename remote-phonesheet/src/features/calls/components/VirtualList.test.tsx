import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode, useState } from 'react';
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

/** The first and last row index in the DOM. */
const shown = () => {
  const rows = screen.getAllByRole('row').map((row) => Number(row.getAttribute('aria-rowindex')) - 1);
  return [Math.min(...rows), Math.max(...rows)];
};

test('5,000 rows: only the rows in view (plus a few) are in the DOM, and scrolling moves the window', () => {
  const { list } = renderList();
  expect(screen.getAllByRole('row').length).toBeLessThanOrEqual(10 + 12 + 1);
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

test('moving fast, the window reaches further ahead for the speed, and is even again once still', () => {
  jest.useFakeTimers();
  try {
    const { list } = renderList();
    act(() => jest.advanceTimersByTime(2000));
    scrollTo(list, 100 * 50); // a jump after two seconds still: no speed to reach ahead for
    expect(shown()).toEqual([98, 100 + 11 + 6 - 1]);
    // Then 3 rows a frame down: the rows past the 11 in view grow by 3 a frame, from 6 to 15
    // (5 frames of travel), and 3 are kept above (one frame of travel).
    const lead = [9, 12, 15, 15];
    for (let frame = 1; frame <= 4; frame++) {
      act(() => jest.advanceTimersByTime(17));
      scrollTo(list, 100 * 50 + frame * 150);
      const top = 100 + frame * 3;
      expect(shown()).toEqual([top - 3, top + 11 + lead[frame - 1] - 1]);
    }
    // And up at the same speed: the 3 rows above are there, 3 more are drawn above them, and the
    // rows ahead grow again from there.
    act(() => jest.advanceTimersByTime(17));
    scrollTo(list, 100 * 50 + 3 * 150);
    expect(shown()).toEqual([109 - 6, 109 + 11 + 3 - 1]);
    act(() => jest.advanceTimersByTime(17));
    scrollTo(list, 100 * 50 + 2 * 150);
    expect(shown()).toEqual([106 - 9, 106 + 11 + 3 - 1]);
    act(() => jest.advanceTimersByTime(SETTLE_MS));
    expect(shown()).toEqual([106 - 6, 106 + 11 + 6 - 1]);
  } finally {
    jest.useRealTimers();
  }
});

test('a frame of a scroll renders only the rows that enter the window, not every row in it', () => {
  jest.useFakeTimers();
  try {
    const { list, renderRow } = renderList();
    scrollTo(list, 100 * 50);
    act(() => jest.advanceTimersByTime(SETTLE_MS));
    // 4 rows a frame down: once the rows ahead have grown to 5 frames of travel (20 rows), each
    // frame's window gains 4 rows below and loses 4 above, and only those 4 are rendered.
    const perFrame: number[] = [];
    for (let frame = 1; frame <= 10; frame++) {
      const before = renderRow.mock.calls.length;
      act(() => jest.advanceTimersByTime(17));
      scrollTo(list, (100 + 4 * frame) * 50);
      perFrame.push(renderRow.mock.calls.length - before);
    }
    expect(perFrame.slice(6)).toEqual([4, 4, 4, 4]);
    expect(renderRow.mock.calls.at(-1)?.[0]).toBe(`row ${140 + 11 + 20 - 1}`);
  } finally {
    jest.useRealTimers();
  }
});

test('a list that reaches its end on a short step and turns back at full speed finds its rows drawn', () => {
  jest.useFakeTimers();
  try {
    const { list } = renderList();
    const end = 5000 * 50 - 500; // the last row's bottom at the view's bottom
    const covered = () => {
      const [first, last] = shown();
      return first * 50 <= list.scrollTop && (last + 1) * 50 >= list.scrollTop + 500;
    };
    // 4 rows a frame towards the end; the last step is 10 px, clamped by the end.
    for (const top of [end - 810, end - 610, end - 410, end - 210, end - 10, end]) {
      act(() => jest.advanceTimersByTime(17));
      scrollTo(list, top);
    }
    // The next frame shows the list 4 rows back, before its scroll event has moved the window.
    list.scrollTop = end - 200;
    expect(covered()).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test('rows are placed by their style attribute: while the list moves, nothing writes a row style through the CSSOM', () => {
  // Chromium takes a frame with a CSSOM style write for a script animation (VirtualList.tsx).
  jest.useFakeTimers();
  const styleOf = jest.spyOn(HTMLElement.prototype, 'style', 'get');
  try {
    const { list } = renderList();
    styleOf.mockClear();
    for (let frame = 1; frame <= 20; frame++) {
      act(() => jest.advanceTimersByTime(17));
      scrollTo(list, frame * 150);
    }
    act(() => jest.advanceTimersByTime(SETTLE_MS));
    const rows = screen.getAllByRole('row');
    expect(styleOf.mock.contexts.filter((el) => rows.includes(el as HTMLElement))).toEqual([]);
    // And every row is where its item belongs, its layout and paint kept inside it.
    for (const row of rows) {
      const index = Number(row.getAttribute('aria-rowindex')) - 1;
      expect(row.style).toMatchObject({
        position: 'absolute',
        top: '0px',
        transform: `translateY(${index * 50}px)`,
        height: '50px',
        contain: 'strict',
      });
    }
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toContain('60');
  } finally {
    styleOf.mockRestore();
    jest.useRealTimers();
  }
});

/**
 * A row as CallRow draws one: plain while it is not in use, and with an editor holding a draft
 * (state of its item) while it is engaged. It also counts how often its item changed under it.
 */
function Editor({ item }: { item: string }) {
  const [draft, setDraft] = useState('');
  return <input aria-label={`draft ${item}`} value={draft} onChange={(e) => setDraft(e.target.value)} />;
}
function StatefulRow({ item, engaged }: { item: string; engaged: boolean }) {
  return (
    <div data-testid="row" data-item={item} data-engaged={engaged}>
      {item}
      {engaged && <Editor item={item} />}
    </div>
  );
}

/** In StrictMode: each render runs twice, as the layout of the rows (computed in render) must allow. */
function renderStateful(keepShownStill = false) {
  render(
    <StrictMode>
      <VirtualList
        keepShownStill={keepShownStill}
        items={items}
        rowHeight={50}
        height={500}
        itemKey={(s) => s}
        renderRow={(s, _i, _settled, engaged) => <StatefulRow item={s} engaged={engaged} />}
      />
    </StrictMode>,
  );
  return screen.getByTestId('sheet-list');
}

const rowOf = (item: string) => screen.getAllByTestId('row').find((r) => r.dataset.item === item)!;
const itemOf = (item: string) => rowOf(item).closest<HTMLElement>('[role="row"]')!;
const draftOf = (item: string) => screen.getByLabelText<HTMLInputElement>(`draft ${item}`);
const settle = () => act(() => jest.advanceTimersByTime(SETTLE_MS + 10));
const engaged = () => screen.getAllByTestId('row').filter((r) => r.dataset.engaged === 'true');

/** Every row in the DOM shows the item at its position, and is where that item belongs. */
function expectRowsInPlace() {
  for (const li of screen.getAllByRole('row')) {
    const index = Number(li.getAttribute('aria-rowindex')) - 1;
    expect(li.closest('[role="grid"]')?.getAttribute('aria-rowcount')).toBe('5000');
    expect(li.style.transform).toBe(`translateY(${index * 50}px)`);
    expect(within(li).getByTestId('row').dataset.item).toBe(`row ${index}`);
  }
}

describe('rows while the list moves and once it is still', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('from the first frame of a scroll, rows entering reuse the elements of rows that left', () => {
    const list = renderStateful();
    scrollTo(list, 100 * 50);
    settle();
    const before = screen.getAllByRole('row');
    // A flick of 4 rows a frame, from rest. The window keeps rows above the view (2 on the first
    // frame, which has no speed yet, then one frame of travel) instead of the overscan, and grows
    // below it for the speed (`movingRange`): the only elements created are the ones it grows by,
    // and none is removed after the first frame.
    let seen = new Set(before);
    let created = 0;
    for (let top = 104; top <= 164; top += 4) {
      scrollTo(list, top * 50);
      expectRowsInPlace();
      const now = screen.getAllByRole('row');
      expect([...seen].filter((li) => !li.isConnected)).toHaveLength(top === 104 ? 6 - 2 : 0);
      created += now.filter((li) => !seen.has(li)).length;
      seen = new Set(now);
    }
    const kept = before.filter((li) => li.isConnected).length;
    expect(kept).toBe(before.length - 4);
    // The view, a frame of travel above it, and 5 frames of travel below it at 4 rows a frame.
    expect(seen.size).toBe(11 + 4 + 20);
    expect(created).toBe(seen.size - kept);
    expect(screen.getByText('row 170')).toBeInTheDocument();
    expect(screen.queryByText('row 150')).toBeNull();
  });

  test('with keepShownStill (a touch screen), rows shown still keep their elements until they leave', () => {
    const list = renderStateful(true);
    scrollTo(list, 100 * 50);
    settle();
    const shownStill = new Map(
      screen.getAllByRole('row').map((li) => [li, within(li).getByTestId('row').dataset.item]),
    );
    // A flick: each row shown still keeps its item as long as it is in the DOM, new rows come in.
    for (let top = 104; top <= 164; top += 4) {
      scrollTo(list, top * 50);
      expectRowsInPlace();
      for (const li of screen.getAllByRole('row')) {
        if (shownStill.has(li)) expect(within(li).getByTestId('row').dataset.item).toBe(shownStill.get(li));
      }
    }
    expect([...shownStill.keys()].filter((li) => li.isConnected)).toEqual([]);
  });

  test('the row under the pointer is in use once the list is still, and only then', () => {
    const list = renderStateful();
    settle();
    expect(engaged()).toEqual([]);
    fireEvent.pointerOver(itemOf('row 3'));
    expect(engaged().map((r) => r.dataset.item)).toEqual(['row 3']);
    fireEvent.pointerOut(itemOf('row 3'), { relatedTarget: itemOf('row 4') });
    fireEvent.pointerOver(itemOf('row 4'));
    expect(engaged().map((r) => r.dataset.item)).toEqual(['row 4']);
    // A scroll: rows pass under the still pointer, none is in use until the list is still.
    scrollTo(list, 8 * 50);
    expect(engaged()).toEqual([]);
    fireEvent.pointerOut(itemOf('row 9'), { relatedTarget: itemOf('row 12') });
    fireEvent.pointerOver(itemOf('row 12'));
    expect(engaged()).toEqual([]);
    settle();
    expect(engaged().map((r) => r.dataset.item)).toEqual(['row 12']);
    fireEvent.pointerOut(itemOf('row 12'), { relatedTarget: document.body });
    expect(engaged()).toEqual([]);
  });

  test('the pointer leaving the list frees its row, even when React saw no leave (the element under it was replaced)', () => {
    const list = renderStateful();
    settle();
    fireEvent.pointerOver(itemOf('row 3'));
    expect(engaged().map((r) => r.dataset.item)).toEqual(['row 3']);
    // The row's drawing changed under the pointer: the browser's pointerout comes from an element
    // React has unmounted, so no row hears a leave; the list's box still sees the pointer go.
    act(() => {
      list.dispatchEvent(new Event('pointerleave'));
    });
    expect(engaged()).toEqual([]);
  });

  test('a pointer moving over a row it entered while the row was covered engages the row', () => {
    const list = renderStateful();
    settle();
    // No pointerover reached the row (a drawer's mask took it); the pointer then moves over it.
    fireEvent.pointerMove(within(itemOf('row 3')).getByTestId('row'));
    expect(engaged().map((r) => r.dataset.item)).toEqual(['row 3']);
    // While the list moves, a move only marks the row under the pointer, engaged once still.
    scrollTo(list, 8 * 50);
    fireEvent.pointerMove(within(itemOf('row 12')).getByTestId('row'));
    expect(engaged()).toEqual([]);
    settle();
    expect(engaged().map((r) => r.dataset.item)).toEqual(['row 12']);
  });

  test('once still, the DOM is back in item order, and no row shows another item’s draft', () => {
    const list = renderStateful();
    settle();
    fireEvent.pointerOver(itemOf('row 5'));
    fireEvent.change(draftOf('row 5'), { target: { value: 'call back after lunch' } });
    fireEvent.pointerOut(itemOf('row 5'), { relatedTarget: document.body });
    for (let top = 4; top <= 40; top += 4) scrollTo(list, top * 50);
    settle();
    const positions = screen.getAllByRole('row').map((li) => Number(li.getAttribute('aria-rowindex')));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expectRowsInPlace();
    for (let top = 36; top >= 0; top -= 4) scrollTo(list, top * 50);
    settle();
    expectRowsInPlace();
    fireEvent.pointerOver(itemOf('row 5'));
    expect(draftOf('row 5').value).toBe('');
  });

  test('the row holding the focus keeps its elements, its edit and the focus while the list moves', () => {
    const list = renderStateful();
    scrollTo(list, 100 * 50);
    settle();
    // Tab onto the row's box: it is in use, and its editor is there to Tab into.
    act(() => itemOf('row 103').focus());
    const draft = draftOf('row 103');
    act(() => draft.focus());
    fireEvent.change(draft, { target: { value: 'left a message' } });
    const item = itemOf('row 103');
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

  test('a blur that keeps the focus (the window left) keeps the row in use; focus elsewhere ends it', () => {
    renderStateful();
    settle();
    act(() => itemOf('row 2').focus());
    const draft = draftOf('row 2');
    act(() => draft.focus());
    fireEvent.change(draft, { target: { value: 'half typed' } });
    // The window loses the focus: the element blurs but stays the page's active element.
    fireEvent.blur(draft);
    act(() => jest.advanceTimersByTime(10));
    expect(draftOf('row 2').value).toBe('half typed');
    act(() => itemOf('row 6').focus());
    act(() => jest.advanceTimersByTime(10));
    expect(screen.queryByLabelText('draft row 2')).toBeNull();
    expect(engaged().map((r) => r.dataset.item)).toEqual(['row 6']);
  });
});
