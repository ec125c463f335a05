import { fireEvent, screen, waitFor } from '@testing-library/react';
import HistoryPage from './HistoryPage';
import { selectPhonesheet } from '../../calls/store/calls-slice';
import { mockApi, renderWithStore, setupStore } from '../../../testing/test-store';

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
  mockApi(routes(basic));
  renderWithStore(<HistoryPage />, setupStore({ userType: 'User' }));
  // Once the plan is known the button is no longer a download link. (Role queries are slow on
  // this page in jsdom; the test id is enough.)
  await waitFor(() => expect(screen.getByTestId('export-csv').tagName).toBe('BUTTON'));
  const exportButton = screen.getByTestId('export-csv');
  expect(exportButton.getAttribute('href')).toBeNull();
  fireEvent.click(exportButton);
  expect(await screen.findByTestId('plan-limit')).toHaveTextContent(
    'CSV export is not part of your Basic plan. Upgrade your plan to export.',
  );
  expect(screen.getByText('Ask your administrator to upgrade the plan.')).toBeInTheDocument();
});

test('on a plan with CSV, Export stays the download link once the plan is known', async () => {
  mockApi(routes({ ...basic, _id: 'standard', planName: 'Standard', historyDays: 365, csvExport: true }));
  const store = setupStore();
  renderWithStore(<HistoryPage />, store);
  await waitFor(() => expect(selectPhonesheet(store.getState() as never).plan?._id).toBe('standard'));
  expect(screen.getByTestId('export-csv').getAttribute('href')).toContain('calls/export.csv');
});
