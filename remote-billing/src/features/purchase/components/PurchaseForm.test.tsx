import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderBilling } from '../../../testing/render';
import { mockFetch } from '@phonesheet/shared/testing';
import SubscriptionPage from '../pages/SubscriptionPage';

// antd forms render slowly in jsdom on a shared machine.
jest.setTimeout(120_000);

const PLANS = [
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
];
const year = String(new Date().getFullYear() + 2).slice(2);

function api(purchase: { status: number; body: unknown }) {
  return mockFetch((call) => {
    const route = `${call.method} ${call.path.split('?')[0]}`;
    if (route === 'GET /subscription/getSubscriptionPlans') return { status: 200, body: { data: PLANS } };
    if (route === 'GET /subscription/clientSecrets')
      return { status: 200, body: { data: { client_secret: 'seti_1_secret_x' } } };
    if (route === 'POST /subscription/sandbox/paymentMethods')
      return { status: 200, body: { data: { id: 'pm_1', brand: 'visa', last4: '4242' } } };
    if (route === 'POST /subscription/createEnterpriseSubscription') return purchase;
    if (route === 'GET /auth/getMe')
      return {
        status: 200,
        body: {
          data: { _id: 'u1', userType: 'Admin', subscribed: true, companySubscription: [{ paid: true }] },
        },
      };
    return { status: 404, body: { msg: 'Not found' } };
  }).calls;
}

async function fillAndSubmit() {
  // The plan chooser: one card a plan, with what it gives.
  fireEvent.click(await screen.findByTestId('plan-option-standard'));
  fireEvent.change(screen.getByPlaceholderText('Name on the card'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
  fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: `12${year}` } });
  fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '10001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

test('an empty form shows the three purchase messages (plan, name, card) and sends nothing', async () => {
  const calls = api({ status: 201, body: {} });
  renderBilling(<SubscriptionPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('Kindly select the plan')).toBeInTheDocument();
  expect(screen.getByText('Please enter the name')).toBeInTheDocument();
  expect(screen.getByText('Please enter correct card information')).toBeInTheDocument();
  expect(calls.filter((c) => c.path.startsWith('/subscription/clientSecrets'))).toHaveLength(0);
});

test('a bad card number (Luhn) is refused in the form', async () => {
  api({ status: 201, body: {} });
  renderBilling(<SubscriptionPage />);
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242424242424241' } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('Please enter correct card information')).toBeInTheDocument();
});

test('paying: "Subscribing...", then "Success" disabled, the toast, the profile reloaded and the app opened', async () => {
  const calls = api({ status: 201, body: { msg: 'Subscription has been purchased successfully' } });
  const view = renderBilling(<SubscriptionPage />);
  await fillAndSubmit();
  expect(await screen.findByRole('button', { name: /Subscribing\.\.\./ })).toBeDisabled();
  expect(await screen.findByText('Subscription has been purchased successfully')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Success' })).toBeDisabled();
  const card = calls.find((c) => c.path === '/subscription/sandbox/paymentMethods');
  expect(card?.body).toMatchObject({
    number: '4242424242424242',
    expMonth: 12,
    cvc: '123',
    postalCode: '10001',
    clientSecret: 'seti_1_secret_x',
  });
  const buy = calls.find((c) => c.path === '/subscription/createEnterpriseSubscription');
  expect(buy?.body).toEqual({ subscriptionID: 'standard', paymentMethodID: 'pm_1' });
  expect(buy?.headers['Idempotency-Key']).toBeTruthy();
  await waitFor(() => expect(calls.some((c) => c.path === '/auth/getMe')).toBe(true));
  await waitFor(() => expect(view.location().pathname).toBe('/dashboards/PhoneSheet'), { timeout: 10_000 });
});

test('a decline shows the server message and the button comes back', async () => {
  api({ status: 402, body: { msg: 'Your card has insufficient funds.' } });
  renderBilling(<SubscriptionPage />);
  await fillAndSubmit();
  expect(await screen.findByText('Your card has insufficient funds.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('a non-admin is told to ask an administrator; an admin may continue with Basic', async () => {
  api({ status: 201, body: {} });
  const member = renderBilling(<SubscriptionPage />, { user: { userType: 'User' } });
  expect(await screen.findByText(/please ask your administrator/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  expect(screen.getByRole('button', { name: /Sign out/ })).toBeInTheDocument();
  member.unmount();
  renderBilling(<SubscriptionPage />);
  expect(await screen.findByRole('button', { name: 'Continue with Basic (free)' })).toBeInTheDocument();
});
