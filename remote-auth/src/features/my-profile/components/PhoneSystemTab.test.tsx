// antd renders slowly in jsdom on a shared machine.
jest.setTimeout(60_000);

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@phonesheet/shared/testing';
import { renderWithApp } from '../../../testing/render';
import { buttonByText } from '../../../testing/queries';
import { PhoneSystemTab } from './PhoneSystemTab';

const HOOK = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const ADA = '11111111-1111-4111-8111-111111111111';
const GRACE = '22222222-2222-4222-8222-222222222222';
const settings = (over: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    data: {
      twilioPath: `/phone-system/twilio/${HOOK}`,
      webhookPath: `/phone-system/webhook/${HOOK}`,
      twilioAccountSid: null,
      twilioAuthTokenSet: false,
      fallbackUserId: ADA,
      numbers: [],
      rotatedAt: '2026-11-28T08:00:00.000Z',
      ...over,
    },
  },
});
const user = (id: string, fullName: string, status = 'active') => ({
  _id: id,
  firstName: fullName.split(' ')[0],
  lastName: fullName.split(' ')[1],
  fullName,
  email: `${id.slice(0, 4)}@example.com`,
  role: 'user',
  userType: 'User',
  status,
  lastSignInAt: null,
  covers: [],
});
const users = {
  status: 200,
  body: {
    data: [
      user(ADA, 'Ada Lovelace'),
      user(GRACE, 'Grace Hopper'),
      user('33333333-3333-4333-8333-333333333333', 'Gone Away', 'deactivated'),
    ],
  },
};
const admin = { userType: 'Admin' };

describe('Phone system card', () => {
  const writeText = jest.fn<Promise<void>, [string]>();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('leads with what it does for the receptionist, the technical fields under a setup heading', async () => {
    mockFetch({ 'GET /api/v1/phone-system/settings': settings(), 'GET /api/v1/user/list': users });
    renderWithApp(<PhoneSystemTab />, { user: admin });
    const card = await screen.findByTestId('phone-system');
    const setup = await within(card).findByRole('heading', { name: 'Setting it up' });
    const lead = within(card).getByText(
      /^Every call to your company's numbers appears on the phone sheet by itself/,
    );
    const firstField = within(card).getByLabelText('Status callback URL for Twilio');
    // Document order: the lead, then the setup heading, then the first technical field.
    expect(lead.compareDocumentPosition(setup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(setup.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(lead.textContent).not.toMatch(/webhook|Twilio|URL/i);
  });

  it('shows both webhook URLs to copy, and with no numbers says whose desk every call goes on', async () => {
    mockFetch({ 'GET /api/v1/phone-system/settings': settings(), 'GET /api/v1/user/list': users });
    renderWithApp(<PhoneSystemTab />, { user: admin });
    const twilio = (await screen.findByLabelText('Status callback URL for Twilio')) as HTMLInputElement;
    expect(twilio).toHaveValue(`http://localhost/api/v1/phone-system/twilio/${HOOK}`);
    expect(twilio).toHaveAttribute('readonly');
    expect(twilio).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Webhook URL')).toHaveValue(
      `http://localhost/api/v1/phone-system/webhook/${HOOK}`,
    );
    expect(screen.getByTestId('phone-numbers-empty')).toHaveTextContent(
      'No numbers yet: every call goes on the desk of Ada Lovelace.',
    );
    expect(screen.getByText(/Call status changes/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Not saved yet')).toBeInTheDocument();
    // Keyboard: the first copy button works with Enter.
    screen.getAllByRole('button', { name: /Copy/ })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(`http://localhost/api/v1/phone-system/twilio/${HOOK}`);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('shows the secret only when asked, and rotates it only once confirmed', async () => {
    const { callsTo } = mockFetch({
      'GET /api/v1/phone-system/settings': settings(),
      'GET /api/v1/user/list': users,
      'GET /api/v1/phone-system/secret': { status: 200, body: { data: { secret: 'whsec_first' } } },
      'POST /api/v1/phone-system/secret/rotate': { status: 200, body: { data: { secret: 'whsec_second' } } },
    });
    renderWithApp(<PhoneSystemTab />, { user: admin });
    await screen.findByLabelText('Webhook URL');
    expect(screen.queryByDisplayValue(/whsec_/)).toBeNull();
    expect(callsTo('GET', '/phone-system/secret')).toHaveLength(0);
    fireEvent.click(buttonByText('Show secret'));
    expect(await screen.findByLabelText('Signing secret')).toHaveValue('whsec_first');
    fireEvent.click(buttonByText('Rotate secret'));
    expect(await screen.findByText('Make a new secret?')).toBeInTheDocument();
    fireEvent.click(buttonByText('Cancel'));
    expect(callsTo('POST', '/phone-system/secret/rotate')).toHaveLength(0);
    fireEvent.click(buttonByText('Rotate secret'));
    await waitFor(() => expect(screen.getAllByText('Rotate').length).toBeGreaterThan(0));
    fireEvent.click(buttonByText(/^Rotate$/));
    await waitFor(() => expect(screen.getByLabelText('Signing secret')).toHaveValue('whsec_second'));
    expect(callsTo('POST', '/phone-system/secret/rotate')).toHaveLength(1);
  });

  it('maps a number to a desk and saves; the Auth Token is sent only when typed', async () => {
    const saved = settings({
      twilioAccountSid: `AC${'a'.repeat(32)}`,
      twilioAuthTokenSet: true,
      numbers: [{ phone: '(212) 555-0100', phoneE164: '+12125550100', userId: GRACE }],
    });
    const { callsTo } = mockFetch({
      'GET /api/v1/phone-system/settings': settings(),
      'GET /api/v1/user/list': users,
      'PATCH /api/v1/phone-system/settings': saved,
    });
    renderWithApp(<PhoneSystemTab />, { user: admin });
    await screen.findByLabelText('Webhook URL');
    fireEvent.change(screen.getByLabelText('Account SID'), { target: { value: `AC${'a'.repeat(32)}` } });
    fireEvent.change(screen.getByLabelText('Auth Token'), {
      target: { value: '0123456789abcdef0123456789abcdef' },
    });
    fireEvent.click(buttonByText('Add number'));
    fireEvent.change(screen.getByLabelText('Number 1'), { target: { value: '(212) 555-0100' } });
    // The desk picker: deactivated users are not offered.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Desk of number 1' }));
    const list = await screen.findByRole('listbox');
    expect(within(document.body).queryByTitle('Gone Away')).toBeNull();
    expect(list).toBeInTheDocument();
    fireEvent.click(await screen.findByTitle('Grace Hopper'));
    fireEvent.click(buttonByText('Save'));
    await waitFor(() => expect(callsTo('PATCH', '/phone-system/settings')).toHaveLength(1));
    expect(callsTo('PATCH', '/phone-system/settings')[0]!.body).toEqual({
      twilioAccountSid: `AC${'a'.repeat(32)}`,
      twilioAuthToken: '0123456789abcdef0123456789abcdef',
      fallbackUserId: ADA,
      numbers: [{ phone: '(212) 555-0100', userId: GRACE }],
    });
    // Saved: the token field is empty again and says one is saved.
    expect(await screen.findByPlaceholderText('Saved: type a new one to replace it')).toHaveValue('');
    fireEvent.click(buttonByText('Save'));
    await waitFor(() => expect(callsTo('PATCH', '/phone-system/settings')).toHaveLength(2));
    expect(callsTo('PATCH', '/phone-system/settings')[1]!.body).not.toHaveProperty('twilioAuthToken');
  });

  it('lists what is wrong before sending anything', async () => {
    const { callsTo } = mockFetch({
      'GET /api/v1/phone-system/settings': settings(),
      'GET /api/v1/user/list': users,
    });
    renderWithApp(<PhoneSystemTab />, { user: admin });
    await screen.findByLabelText('Webhook URL');
    fireEvent.change(screen.getByLabelText('Account SID'), { target: { value: 'XX12' } });
    fireEvent.click(buttonByText('Add number'));
    fireEvent.click(buttonByText('Save'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Account SID is AC followed by 32 letters and digits');
    expect(alert).toHaveTextContent('Each number must be a valid phone number');
    expect(alert).toHaveTextContent('Each number needs a desk');
    expect(callsTo('PATCH', '/phone-system/settings')).toHaveLength(0);
  });

  it('says why the settings could not load, and tries again', async () => {
    mockFetch({
      'GET /api/v1/phone-system/settings': [
        { status: 500, body: { msg: 'Something went wrong' } },
        settings(),
      ],
      'GET /api/v1/user/list': users,
    });
    renderWithApp(<PhoneSystemTab />, { user: admin });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fireEvent.click(buttonByText('Try again'));
    expect(await screen.findByLabelText('Webhook URL')).toBeInTheDocument();
  });
});
