import { act, fireEvent, render, screen } from '@testing-library/react';
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
