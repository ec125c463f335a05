import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import HistoryPage from './HistoryPage';
import { selectSheetShared } from '../../../kit/store/sheet-state';
import { mockFetch } from '@phonesheet/shared/testing';
import { renderWithStore, setupStore } from '../../../testing/test-store';
import { sampleCall } from '../../../testing/calls';

// antd tables and pickers are slow to mount in jsdom on a shared machine.
jest.setTimeout(60_000);

const basic = {
  _id: 'basic',
  planName: 'Basic',
  unitAmount: 0,
  currency: 'usd',
  interval: 'month',
  seatLimit: 2,
  deskLimit: 1,
  historyDays: 7,
  csvExport: false,
};

/** The page as the app mounts it: inside the router, at `url`. */
const inRouter = (url = '/dashboards/PhoneSheetHistory') => (
  <MemoryRouter initialEntries={[url]}>
    <HistoryPage />
  </MemoryRouter>
);

function routes(plan: typeof basic) {
  return {
    'GET /api/v1/calls': { body: { data: { items: [], total: 0, totalExact: true, page: 1, pageSize: 25 } } },
    'GET /api/v1/calls/sheet': { body: { data: { from: '', to: '', rolledOver: [], today: [] } } },
    'GET /api/v1/statuses': { body: { data: [] } },
    'GET /api/v1/user/list': { body: { data: [] } },
    'GET /api/v1/subscription/myPlan': { body: { data: { plan, seatsUsed: 1 } } },
  };
}

test('on Basic, Export explains the plan instead of downloading; the notice tells a user to ask the admin', async () => {
  const { calls } = mockFetch(routes(basic));
  const store = setupStore({ userType: 'User' });
  renderWithStore(inRouter(), store);
  await waitFor(() => expect(selectSheetShared(store.getState() as never).plan?._id).toBe('basic'));
  fireEvent.click(screen.getByTestId('export-csv'));
  expect(await screen.findByTestId('plan-limit')).toHaveTextContent(
    'CSV export is not part of your Basic plan. Upgrade your plan to export.',
  );
  expect(screen.getByText('Ask your administrator to upgrade the plan.')).toBeInTheDocument();
  const exportTickets = calls.filter(
    (c) => c.path === '/auth/urlTicket' && (c.body as { path: string }).path !== 'events',
  );
  expect(exportTickets).toHaveLength(0);
});

test('on a plan with CSV, Export downloads the filter with a one-path ticket, never the access token', async () => {
  const { calls } = mockFetch({
    ...routes({ ...basic, _id: 'standard', planName: 'Standard', historyDays: 365, csvExport: true }),
    'POST /api/v1/auth/urlTicket': {
      body: { data: { ticket: 'tk.1.sig', expiresAt: '2100-01-01T00:00:00Z' } },
    },
  });
  const downloads: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) downloads.push(this.href);
  });
  const store = setupStore();
  renderWithStore(inRouter(), store);
  await waitFor(() => expect(selectSheetShared(store.getState() as never).plan?._id).toBe('standard'));
  fireEvent.click(screen.getByTestId('export-csv'));
  await waitFor(() => expect(downloads).toHaveLength(1));
  const tickets = calls.filter((c) => c.path === '/auth/urlTicket').map((c) => c.body);
  expect(tickets.filter((b) => (b as { path: string }).path !== 'events')).toEqual([
    { path: 'calls/export.csv' },
  ]);
  const url = new URL(downloads[0] as string);
  expect(url.pathname).toBe('/api/v1/calls/export.csv');
  expect(url.searchParams.get('ticket')).toBe('tk.1.sig');
  expect(url.searchParams.has('token')).toBe(false);
  expect(url.searchParams.has('page')).toBe(false);
});

test('a lower bound reads "More than N calls" and the pager offers the page after it', async () => {
  const items = Array.from({ length: 25 }, (_, i) => sampleCall({ id: `c${i}`, contactName: `Caller ${i}` }));
  const { callsTo } = mockFetch({
    ...routes(basic),
    'GET /api/v1/calls': { body: { data: { items, total: 25, totalExact: false, page: 1, pageSize: 25 } } },
  });
  renderWithStore(inRouter(), setupStore());
  expect(await screen.findByText('More than 25 calls')).toBeInTheDocument();
  expect(screen.queryByTitle('3')).toBeNull();
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() =>
    expect(
      callsTo('GET', '/calls').some(
        (c) => new URL(c.url, 'http://localhost').searchParams.get('page') === '2',
      ),
    ).toBe(true),
  );
});

test('?q= (the top bar search) searches every day for the text at once, a number as typed', async () => {
  const { calls } = mockFetch(routes(basic));
  renderWithStore(inRouter('/dashboards/PhoneSheetHistory?q=212.555.0199'), setupStore());
  await waitFor(() => expect(calls.some((c) => c.path.startsWith('/calls?'))).toBe(true));
  const searches = calls
    .filter((c) => c.path.startsWith('/calls?'))
    .map((c) => new URLSearchParams(c.path.split('?')[1]));
  expect(searches.map((q) => q.get('q'))).toEqual(['212.555.0199']);
  expect(searches[0].get('from')).toBeNull();
  expect(
    screen.getByTestId('history-search').querySelector('input') ?? screen.getByTestId('history-search'),
  ).toHaveValue('212.555.0199');
});

describe('a new order or filter starts at page 1', () => {
  const items = Array.from({ length: 25 }, (_, i) => sampleCall({ id: `c${i}`, contactName: `Caller ${i}` }));
  /** The query of the last history request. */
  const lastSearch = (callsTo: ReturnType<typeof mockFetch>['callsTo']) => {
    const all = callsTo('GET', '/calls');
    return new URL(all[all.length - 1]!.url, 'http://localhost').searchParams;
  };
  async function onPageTwo() {
    const fetched = mockFetch({
      ...routes(basic),
      'GET /api/v1/calls': { body: { data: { items, total: 80, totalExact: true, page: 1, pageSize: 25 } } },
    });
    renderWithStore(inRouter(), setupStore());
    fireEvent.click(await screen.findByTitle('2'));
    await waitFor(() => expect(lastSearch(fetched.callsTo).get('page')).toBe('2'));
    return fetched;
  }

  test('sorting by a column', async () => {
    const { callsTo } = await onPageTwo();
    fireEvent.click(screen.getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(lastSearch(callsTo).get('sort')).toBe('contactName'));
    expect(lastSearch(callsTo).get('page')).toBe('1');
  });

  test('a filter', async () => {
    const { callsTo } = await onPageTwo();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Priority' }));
    fireEvent.click(await screen.findByTitle('ASAP'));
    await waitFor(() => expect(lastSearch(callsTo).get('priority')).toBe('asap'));
    expect(lastSearch(callsTo).get('page')).toBe('1');
  });
});

test('the direction is an icon with its name, and its column is named', async () => {
  mockFetch({
    ...routes(basic),
    'GET /api/v1/calls': {
      body: {
        data: {
          items: [sampleCall({ id: 'a', direction: 'in' }), sampleCall({ id: 'b', direction: 'out' })],
          total: 2,
          totalExact: true,
          page: 1,
          pageSize: 25,
        },
      },
    },
  });
  renderWithStore(inRouter(), setupStore());
  const icons = await screen.findAllByTestId('history-direction');
  expect(icons.map((i) => i.getAttribute('aria-label'))).toEqual(['Incoming', 'Outgoing']);
  expect(screen.getByRole('columnheader', { name: /^Direction/ })).toBeInTheDocument();
});
