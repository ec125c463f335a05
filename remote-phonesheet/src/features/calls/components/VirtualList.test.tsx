import { fireEvent, render, screen } from '@testing-library/react';
import { VirtualList } from './VirtualList';

test('5,000 rows: only the rows in view (plus a few) are in the DOM, and scrolling moves the window', () => {
  const items = Array.from({ length: 5000 }, (_, i) => `row ${i}`);
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
  render(
    <VirtualList
      items={items}
      rowHeight={50}
      height={500}
      itemKey={(s) => s}
      renderRow={(s) => <span>{s}</span>}
    />,
  );
  expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(10 + 12);
  expect(screen.getByText('row 0')).toBeInTheDocument();
  expect(screen.queryByText('row 100')).toBeNull();
  const list = screen.getByTestId('sheet-list');
  list.scrollTop = 100 * 50;
  fireEvent.scroll(list);
  expect(screen.getByText('row 100')).toBeInTheDocument();
  expect(screen.queryByText('row 0')).toBeNull();
  raf.mockRestore();
});
