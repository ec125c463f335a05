import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '@phonesheet/shared/testing';
import type { Report } from '@phonesheet/shared/contracts';
import ReportsPage from './ReportsPage';
import { renderWithStore, setupStore } from '../../../testing/test-store';

// antd tables are slow to mount in jsdom on a shared machine.
jest.setTimeout(40_000);

const report = (over: Partial<Report> = {}): Report => ({
  from: '2026-11-30',
  to: '2026-12-06',
  timeZone: 'Europe/Paris',
  today: '2026-12-06',
  desk: null,
  totals: { incoming: 1234, outgoing: 56 },
  perDay: [{ date: '2026-12-06', incoming: 3, outgoing: 1 }],
  perHour: Array.from({ length: 24 }, (_, hour) => ({ hour, incoming: 0, outgoing: 0 })),
  owed: {
    total: 7,
    oldestSeconds: 3 * 86400,
    ages: ['lt1h', 'h1to4', 'h4to24', 'd1to3', 'd3to7', 'gt7d'].map((bucket, i) => ({ bucket, calls: i })),
  },
  returns: { incoming: 1234, returned: 617, share: 0.5, medianSeconds: 90 * 60, p90Seconds: 30 },
  topCallers: [{ phone: '+12125550100', name: 'Ada Lovelace', calls: 12 }],
  topCompanies: [{ company: 'Acme', calls: 30 }],
  desks: [
    {
      deskUserId: 'u1',
      name: 'Ann Lee',
      calls: 1290,
      incoming: 1234,
      returned: 617,
      owed: 7,
      medianReturnSeconds: 5400,
    },
  ],
  ...over,
});

const users = [
  { _id: 'u1', fullName: 'Ann Lee', status: 'active' },
  { _id: 'u2', fullName: 'Bo Chen', status: 'active' },
];

test('an admin sees every figure of the last 7 days, picks a desk and a range', async () => {
  const api = mockFetch({
    'GET /api/v1/reports': [
      { body: { data: report() } },
      { body: { data: report({ desk: 'u2' }) } },
      { body: { data: report() } },
    ],
    'GET /api/v1/user/list': { body: { data: users } },
  });
  renderWithStore(<ReportsPage />, setupStore());
  const page = await screen.findByTestId('reports');
  expect(await within(page).findByText('1,234')).toBeInTheDocument();
  expect(api.callsTo('GET', '/reports')[0]!.url).toMatch(/\?days=7$/);
  expect(within(page).getByText('Days and hours in Europe/Paris', { exact: false })).toBeInTheDocument();
  expect(within(page).getByText('50%')).toBeInTheDocument();
  // 90 minutes reads as hours, 30 seconds as minutes, three days as days.
  expect(within(page).getAllByText('1.5 hr').length).toBeGreaterThan(0);
  expect(within(page).getByText('0.5 min')).toBeInTheDocument();
  expect(within(page).getByText('Oldest: 3 days')).toBeInTheDocument();
  expect(within(page).getByText('Ada Lovelace')).toBeInTheDocument();
  expect(within(page).getByText('Acme')).toBeInTheDocument();
  expect(within(page).getAllByText('617 of 1,234').length).toBe(2);

  // One desk: the same route with desk=.
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Desk' }));
  fireEvent.click(await screen.findByTitle('Bo Chen'));
  await screen.findByTestId('reports');
  expect(api.callsTo('GET', '/reports')[1]!.url).toMatch(/days=7&desk=u2$/);
  fireEvent.click(screen.getByText('30 days'));
  await screen.findByTestId('reports');
  expect(api.callsTo('GET', '/reports')[2]!.url).toMatch(/days=30&desk=u2$/);
});

test('a user sees their own desk without a desk picker, and asks for no user list', async () => {
  const api = mockFetch({ 'GET /api/v1/reports': { body: { data: report({ desk: 'u1' }) } } });
  renderWithStore(<ReportsPage />, setupStore({ _id: 'u1', userType: 'User' }));
  expect(await screen.findByText('1,234')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Desk' })).toBeNull();
  expect(api.callsTo('GET', '/user/list')).toHaveLength(0);
});
