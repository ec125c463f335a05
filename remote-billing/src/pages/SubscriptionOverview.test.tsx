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
      card: { brand: 'visa', last4: '4242' },
    },
  },
});

test('details table, then cancel after the confirmation: toast, button disabled, renewal hidden, a cancelled state', async () => {
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
  // The card is charged on the day the period ends: end date and next billing are the same day.
  expect(screen.getAllByText('February 15, 2030')).toHaveLength(2);
  expect(screen.queryByText('February 16, 2030')).toBeNull();
  expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
  expect(screen.getByTestId('subscription-state')).toHaveTextContent('Active');
  expect(screen.getAllByText('Next billing').length).toBeGreaterThan(0);

  fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Cancel Subscription')).toBeInTheDocument();
  expect(within(dialog).getByText('Are you sure you want to cancel subscription?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

  expect(await screen.findByText('Your subscription has been cancelled successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelled' })).toBeDisabled());
  expect(screen.queryAllByText('Next billing')).toHaveLength(0);
  // A state, not an error: a tag beside the plan and an information note.
  expect(screen.getByTestId('subscription-state')).toHaveTextContent('Cancelled');
  expect(screen.getByTestId('cancelled-note')).toHaveClass('ant-alert-info');
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

const PLANS = {
  data: [
    {
      _id: 'standard',
      planName: 'Standard',
      unitAmount: 1900,
      currency: 'usd',
      interval: 'month',
      seatLimit: 5,
      deskLimit: 3,
      historyDays: 365,
      csvExport: true,
    },
    {
      _id: 'premium',
      planName: 'Premium',
      unitAmount: 4900,
      currency: 'usd',
      interval: 'month',
      seatLimit: 25,
      deskLimit: 10,
      historyDays: null,
      csvExport: true,
    },
  ],
};

describe('changing plans', () => {
  const script = (answer: { status: number; body: unknown }) =>
    mockFetch((call) => {
      if (call.path === '/subscription/mySubscriptionDetails') return { status: 200, body: details(false) };
      if (call.path.startsWith('/subscription/getSubscriptionPlans')) return { status: 200, body: PLANS };
      if (call.path === '/subscription/changePlan') return answer;
      return { status: 200, body: { data: {} } };
    });

  test('the plans say what they give; Premium is chosen and the upgrade is charged once, keyed', async () => {
    const { calls } = script({
      status: 200,
      body: { msg: 'Your company is now on the Premium plan', planId: 'premium', charged: 1000, credited: 0 },
    });
    renderBilling(<SubscriptionOverview />, { at: '/dashboards/subscription' });
    const premium = await screen.findByTestId('plan-option-premium');
    for (const text of [
      '$49 / month',
      '25 users',
      'Unlimited call history',
      'CSV import',
      'CSV export',
      'Phone system link',
      'Push notifications',
    ])
      expect(premium).toHaveTextContent(text);
    const standard = screen.getByTestId('plan-option-standard');
    expect(standard).toHaveTextContent('Current plan');
    expect(standard).toHaveTextContent('5 users');
    expect(standard).toHaveTextContent('365 days of call history');
    expect(screen.getByRole('button', { name: 'Choose another plan' })).toBeDisabled();

    fireEvent.click(screen.getByRole('radio', { name: /^Premium/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByText(/Charged now: \$10\.00/)).toBeInTheDocument();
    const posted = calls.filter((c) => c.path === '/subscription/changePlan');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toEqual({ planId: 'premium' });
    expect(posted[0]!.headers['Idempotency-Key']).toBeTruthy();
  });

  test('a downgrade the users exceed says which limit blocks it, in the reader’s words', async () => {
    script({
      status: 409,
      body: { msg: 'x', limit: 'seats', planId: 'standard', planName: 'Standard', allowed: 5, used: 7 },
    });
    renderBilling(<SubscriptionOverview />, { at: '/dashboards/subscription' });
    await screen.findByTestId('plan-option-premium');
    fireEvent.click(screen.getByRole('radio', { name: /^Premium/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByTestId('change-blocked')).toHaveTextContent(
      'Your company has 7 users and open invitations, and the Standard plan allows 5.',
    );
  });
});
