// antd renders slowly in jsdom on a shared machine.
jest.setTimeout(60_000);

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render';
import { buttonByText, tabByText } from '../../../testing/queries';
import { mockFetch } from '@phonesheet/shared/testing';
import MyProfilePage from './MyProfilePage';

const save = () => fireEvent.click(buttonByText('Save changes'));
const setField = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('My Account tabs', () => {
  it('offers the three tabs and shows the signed-in user with a read-only e-mail', async () => {
    renderWithApp(<MyProfilePage />, { at: '/my-profile', user: {} });
    expect(tabByText(/personal info/i)).toBeInTheDocument();
    expect(tabByText(/change password/i)).toBeInTheDocument();
    expect(tabByText(/user subscription/i)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('shows what billing offers in the subscription tab, else a note', async () => {
    const first = renderWithApp(<MyProfilePage />, { at: '/my-profile?tab=subscription', user: {} });
    expect(await screen.findByText(/subscription details will appear here/i)).toBeInTheDocument();
    first.unmount();
    renderWithApp(<MyProfilePage />, {
      at: '/my-profile?tab=subscription',
      user: {},
      slots: { 'myProfile.subscriptionTab': () => <p>Premium until June</p> },
    });
    expect(await screen.findByText('Premium until June')).toBeInTheDocument();
  });
});

describe('Morning digest tab', () => {
  it('is there only when the phone sheet offers it, and opens from ?tab=digest', async () => {
    const first = renderWithApp(<MyProfilePage />, { at: '/my-profile?tab=digest', user: {} });
    expect(tabByText(/personal info/i)).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(/morning digest/i)).not.toBeInTheDocument();
    first.unmount();
    renderWithApp(<MyProfilePage />, {
      at: '/my-profile?tab=digest',
      user: {},
      slots: { 'myProfile.digestTab': () => <p>Digest at 08:00</p> },
    });
    expect(tabByText(/morning digest/i)).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Digest at 08:00')).toBeInTheDocument();
  });
});

describe('Calendar feed tab', () => {
  it('opens from ?tab=calendar and shows the feed link', async () => {
    mockFetch({
      'GET /api/v1/calendar-feed/link': {
        status: 200,
        body: { data: { path: '/calendar-feed/abc.ics', rotatedAt: '2026-11-28T08:00:00.000Z' } },
      },
    });
    renderWithApp(<MyProfilePage />, { at: '/my-profile?tab=calendar', user: {} });
    expect(tabByText(/calendar feed/i)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(screen.getByLabelText('Your private feed link')).toHaveValue(
        'http://localhost/api/v1/calendar-feed/abc.ics',
      ),
    );
  });

  it('opens from ?tab=notifications and shows this device is off, asking the browser nothing', async () => {
    mockFetch({
      'GET /api/v1/push': {
        status: 200,
        body: { data: { publicKey: 'BKey', device: null, quietHours: null, timeZone: 'UTC' } },
      },
    });
    renderWithApp(<MyProfilePage />, { at: '/my-profile?tab=notifications', user: {} });
    expect(tabByText('Notifications')).toHaveAttribute('aria-selected', 'true');
    // jsdom has no Push API: the card says so, with the quiet hours still there.
    expect(await screen.findByTestId('push-unsupported')).toBeInTheDocument();
    expect(screen.getByText('Quiet hours')).toBeInTheDocument();
  });
});

describe('Phone system tab', () => {
  it("is an admin's: it opens from ?tab=phone-system with the webhook URLs", async () => {
    mockFetch({
      'GET /api/v1/phone-system/settings': {
        status: 200,
        body: {
          data: {
            twilioPath: '/phone-system/twilio/abc',
            webhookPath: '/phone-system/webhook/abc',
            twilioAccountSid: null,
            twilioAuthTokenSet: false,
            fallbackUserId: null,
            numbers: [],
            rotatedAt: '2026-11-28T08:00:00.000Z',
          },
        },
      },
      'GET /api/v1/user/list': { status: 200, body: { data: [] } },
    });
    renderWithApp(<MyProfilePage />, { at: '/my-profile?tab=phone-system', user: { userType: 'Admin' } });
    expect(tabByText(/phone system/i)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(screen.getByLabelText('Webhook URL')).toHaveValue(
        'http://localhost/api/v1/phone-system/webhook/abc',
      ),
    );
  });

  it('is not offered to a user who is not an admin, even by its address', () => {
    mockFetch(() => ({ status: 200, body: {} }));
    renderWithApp(<MyProfilePage />, { at: '/my-profile?tab=phone-system', user: { userType: 'User' } });
    expect(screen.queryByText('Phone system')).toBeNull();
    expect(tabByText(/personal info/i)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Personal Info save rules', () => {
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
  });

  it('refuses empty names with "Full Name field can\'t be empty" and calls nothing', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: {} }));
    renderWithApp(<MyProfilePage />, { at: '/my-profile', user: {} });
    setField('First name', '  ');
    setField('Last name', '');
    save();
    await waitFor(() => expect(screen.getAllByText("Full Name field can't be empty")).toHaveLength(2));
    expect(calls).toHaveLength(0);
  });

  it('says "Kindly update the fields" when neither name changed', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: {} }));
    renderWithApp(<MyProfilePage />, { at: '/my-profile', user: {} });
    save();
    expect(await screen.findByText('Kindly update the fields')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves, replaces the token in memory (never web storage), reloads the profile into the store and toasts, with no page reload', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PATCH'
        ? {
            status: 200,
            body: { data: { accessToken: 'new-token', expiresIn: 900 }, msg: 'Updated Successfully' },
          }
        : {
            status: 200,
            body: {
              data: { _id: 'u1', email: 'ada@example.com', firstName: 'Augusta', lastName: 'Lovelace' },
            },
          },
    );
    const { store } = renderWithApp(<MyProfilePage />, { at: '/my-profile', user: {} });
    setField('First name', 'Augusta');
    save();

    await waitFor(() => expect(store.getState().session.token).toBe('new-token'));
    expect(JSON.stringify(localStorage)).not.toContain('new-token');
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/auth/updateProfile',
      body: { firstName: 'Augusta', lastName: 'Lovelace' },
    });
    expect(store.getState().session.token).toBe('new-token');
    expect(store.getState().ui.toasts.map((toast) => toast.text)).toContain('Updated Successfully');
    // The new name reaches the store (and the header that reads it) from the profile.
    await waitFor(() => expect(store.getState().session.user?.firstName).toBe('Augusta'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /auth/getMe');
    // The form is ready again: the page stays, so the toast keeps its 3.5 s.
    await waitFor(() => expect(buttonByText('Save changes')).not.toBeDisabled());
    expect(screen.getByRole('heading', { name: 'Augusta Lovelace' })).toBeInTheDocument();
  });
});

describe('Change Password', () => {
  const openTab = () => renderWithApp(<MyProfilePage />, { at: '/my-profile?tab=change-password', user: {} });
  const blur = (label: string) => fireEvent.blur(screen.getByLabelText(label));

  it('validates on blur, not while typing', async () => {
    openTab();
    setField('Current password', '');
    blur('Current password');
    expect(await screen.findByText('No password provided.')).toBeInTheDocument();

    setField('New password', 'short');
    // Typing alone shows nothing…
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Password is too short - should be 8 chars minimum.')).not.toBeInTheDocument();
    // …leaving the field does.
    blur('New password');
    expect(await screen.findByText('Password is too short - should be 8 chars minimum.')).toBeInTheDocument();

    setField('New password', 'long-enough-1');
    blur('New password');
    setField('Retype new password', 'long-enough-2');
    blur('Retype new password');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('sends old and new password, toasts "Updated Successfully" and clears the form', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: { msg: 'Updated Successfully' } }));
    const { store } = openTab();
    setField('Current password', 'old-password');
    setField('New password', 'new pass phrase 2041');
    setField('Retype new password', 'new pass phrase 2041');
    fireEvent.click(buttonByText('Change password'));

    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/auth/changePassword',
      body: {
        oldPassword: 'old-password',
        password: 'new pass phrase 2041',
        confirmPassword: 'new pass phrase 2041',
      },
    });
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(store.getState().ui.toasts.map((toast) => toast.text)).toEqual(['Updated Successfully']);
  });

  it("shows the server's message when the change fails and keeps the input", async () => {
    mockFetch(() => ({ status: 400, body: { msg: 'Old password is incorrect' } }));
    openTab();
    setField('Current password', 'wrong-password');
    setField('New password', 'new pass phrase 2041');
    setField('Retype new password', 'new pass phrase 2041');
    fireEvent.click(buttonByText('Change password'));
    expect(await screen.findByText('Old password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('wrong-password');
  });
});
