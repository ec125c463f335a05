import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderBilling } from '../testing/render';
import { mockFetch } from '@phonesheet/shared/testing';
import { SubscriptionOverview } from './SubscriptionOverview';

const START = Date.UTC(2030, 0, 15, 12) / 1000;
const END = Date.UTC(2030, 1, 15, 12) / 1000;
const details = (cancelled: boolean) => ({
  data: {
    subscriptionInfo: {
      id: 'sub_1',
      status: 'active',
      plan: { nickname: 'Standard' },
      current_period_start: START,
      current_period_end: END,
      cancel_at_period_end: cancelled,
    },
    subscription: {
      planId: 'standard',
      planName: 'Standard',
      paid: true,
      status: 'active',
      createdAt: '',
      subscriptionExpiresAt: '',
      cancelled,
      card: null,
    },
  },
});

test('details table, then cancel after the confirmation: toast, button disabled, renewal hidden, red note', async () => {
  let cancelled = false;
  const { calls } = mockFetch((call) => {
    if (call.path === '/subscription/mySubscriptionDetails') return { status: 200, body: details(cancelled) };
    if (call.method === 'DELETE' && call.path === '/subscription/cancelSubscription') {
      cancelled = true;
      return { status: 200, body: { msg: 'Your subscription has been cancelled successfully' } };
    }
    return { status: 404, body: { msg: 'Not found' } };
  });
  renderBilling(<SubscriptionOverview />, {
    at: '/dashboards/subscription',
    user: { subscribed: true, companySubscription: [{ paid: true }] },
  });
  expect(await screen.findByText('January 15, 2030')).toBeInTheDocument();
  expect(screen.getByText('February 15, 2030')).toBeInTheDocument();
  expect(screen.getByText('February 16, 2030')).toBeInTheDocument();
  expect(screen.getByText('Credit Card')).toBeInTheDocument();
  expect(screen.getAllByText('Next billing').length).toBeGreaterThan(0);

  fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Cancel Subscription')).toBeInTheDocument();
  expect(within(dialog).getByText('Are you sure you want to cancel subscription?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

  expect(await screen.findByText('Your subscription has been cancelled successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelled' })).toBeDisabled());
  expect(screen.queryAllByText('Next billing')).toHaveLength(0);
  expect(screen.getByTestId('cancelled-note')).toHaveTextContent(
    'Your account stays valid until February 15, 2030.',
  );
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
});

test('a failed cancel shows the server message and keeps the subscription', async () => {
  mockFetch((call) => {
    if (call.path === '/subscription/mySubscriptionDetails') return { status: 200, body: details(false) };
    return {
      status: 403,
      body: {
        msg: 'Only your company administrator can manage the subscription. Please ask your administrator.',
      },
    };
  });
  renderBilling(<SubscriptionOverview />, { at: '/dashboards/subscription' });
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText(/Only your company administrator/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
});

test('a company on Basic sees the upgrade form instead of the table', async () => {
  mockFetch((call) => {
    if (call.path === '/subscription/mySubscriptionDetails')
      return {
        status: 200,
        body: {
          data: {
            subscriptionInfo: 0,
            subscription: {
              planId: 'basic',
              planName: 'Basic',
              paid: false,
              status: 'active',
              createdAt: '',
              subscriptionExpiresAt: null,
              cancelled: false,
              card: null,
            },
          },
        },
      };
    return { status: 200, body: { data: [] } };
  });
  renderBilling(<SubscriptionOverview />, { at: '/dashboards/subscription', user: { subscribed: true } });
  expect(await screen.findByText(/You are on the Basic \(free\) plan/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
});
