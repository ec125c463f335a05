import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderGallery } from '../testing';
import DataGridPage from './DataGridPage';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

const grid = () => screen.getByTestId('mui-example-people');
const rows = () => [...grid().querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
const names = () => rows().map((r) => r.querySelector('td')?.textContent);
const range = () => screen.getByTestId('mui-grid-range').textContent;

async function open() {
  const r = await renderGallery(DataGridPage);
  restore = r.restore;
  return r;
}

/** Opens a column's filter menu, ticks `values` and confirms. */
async function filter(column: string, values: string[]) {
  const header = within(grid()).getByRole('columnheader', { name: new RegExp(column) });
  fireEvent.click(header.querySelector('.ant-table-filter-trigger')!);
  // Each column's menu stays in the page once opened: take the one offering these values.
  const menu = await waitFor(() => {
    const m = [...document.querySelectorAll<HTMLElement>('.ant-table-filter-dropdown')].find((d) =>
      within(d).queryByText(values[0]),
    );
    expect(m).toBeDefined();
    return m!;
  });
  for (const v of values) fireEvent.click(within(menu).getByText(v));
  fireEvent.click(within(menu).getByRole('button', { name: 'OK' }));
}

test('a skeleton, then 15 of 64 people a page, no page-size options, the last page holds 4', async () => {
  const { intlErrors, warnings } = await open();
  expect(grid().querySelector('[aria-busy="true"]')).not.toBeNull();
  await waitFor(() => expect(rows()).toHaveLength(15));
  expect(range()).toBe('1–15 of 64');
  expect(document.querySelector('.ant-pagination-options')).toBeNull();
  expect(document.querySelector('.ant-select')).toBeNull();
  expect(names()[0]).toBe('Olivia Johnson');

  fireEvent.click(grid().querySelector('.ant-pagination-item-2')!);
  expect(range()).toBe('16–30 of 64');
  expect(rows()).toHaveLength(15);
  fireEvent.click(grid().querySelector('.ant-pagination-item-5')!);
  expect(range()).toBe('61–64 of 64');
  expect(rows()).toHaveLength(4);
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(intlErrors).toEqual([]);
  expect(warnings()).toEqual([]);
});

test('sorting: a name heading sorts A→Z then Z→A; spent sorts by amount', async () => {
  await open();
  await waitFor(() => expect(rows()).toHaveLength(15));
  const nameHeader = within(grid()).getByRole('columnheader', { name: /Name/ });
  fireEvent.click(nameHeader);
  const az = names();
  expect(az[0]).toBe('Amara Andersen');
  expect([...az].sort((a, b) => a!.localeCompare(b!))).toEqual(az);
  fireEvent.click(nameHeader);
  const za = names();
  expect([...za].sort((a, b) => b!.localeCompare(a!))).toEqual(za);
  expect(za[0]).not.toBe(az[0]);

  fireEvent.click(within(grid()).getByRole('columnheader', { name: /Spent/ }));
  const amounts = rows().map((r) => Number(r.children[6].textContent!.replace(/[^0-9.]/g, '')));
  expect(amounts.slice(0, 3)).toEqual([0, 0, 0]);
  expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
});

test('filters: a status, then a department narrow the rows; the search narrows further; Clear brings all back', async () => {
  await open();
  await waitFor(() => expect(rows()).toHaveLength(15));
  await filter('Status', ['Suspended']);
  await waitFor(() => expect(range()).toBe('1–9 of 9'));
  for (const r of rows()) expect(r).toHaveTextContent('Suspended');

  await filter('Department', ['Sales']);
  await waitFor(() => expect(rows().length).toBeLessThan(9));
  for (const r of rows()) expect(r).toHaveTextContent('Sales');

  fireEvent.click(screen.getByTestId('mui-grid-clear'));
  await waitFor(() => expect(range()).toBe('1–15 of 64'));

  fireEvent.change(screen.getByLabelText('Search name, e-mail or country'), { target: { value: 'jose' } });
  await waitFor(() => expect(range()).toBe('1–4 of 4'));
  for (const n of names()) expect(n).toMatch(/^José /);
});

test('a search with no match shows the empty state; its button clears it', async () => {
  await open();
  await waitFor(() => expect(rows()).toHaveLength(15));
  fireEvent.click(grid().querySelector('.ant-pagination-item-3')!);
  fireEvent.change(screen.getByLabelText('Search name, e-mail or country'), { target: { value: 'zzzz' } });
  const empty = await screen.findByTestId('mui-grid-empty');
  expect(empty).toHaveTextContent('No people match these filters');
  expect(rows()).toHaveLength(0);
  fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(rows()).toHaveLength(15));
  expect(range()).toBe('1–15 of 64');
});

test('selection: ticking rows counts them; a row opens its details', async () => {
  await open();
  const sel = await waitFor(() => {
    const c = screen.getByTestId('mui-example-selection');
    expect(c.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(6);
    return c;
  });
  const boxes = within(sel).getAllByRole('checkbox');
  fireEvent.click(boxes[1]);
  fireEvent.click(boxes[2]);
  expect(screen.getByTestId('mui-grid-selected')).toHaveTextContent('2 rows selected');
  fireEvent.click(sel.querySelector('.ant-table-row-expand-icon')!);
  expect(within(sel).getByText(/olivia\.johnson@example\.com · United States/)).toBeInTheDocument();
});
