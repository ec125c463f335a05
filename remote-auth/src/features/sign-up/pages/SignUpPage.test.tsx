// antd forms are slow to render in jsdom on a shared machine.
jest.setTimeout(60_000);

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render';
import { buttonByText } from '../../../testing/queries';
import { fillStepOne, toastTexts } from '../../../testing/sign-up-form';
import { mockFetch } from '@phonesheet/shared/testing';
import SignUpPage from './SignUpPage';
import { signUpActions } from '../store/sign-up-slice';

/** Second by second, so each re-render can arm the next tick. */
export function tick(seconds: number) {
  for (let i = 0; i < seconds; i += 1) act(() => void jest.advanceTimersByTime(1000));
}

const submit = (name: RegExp) => fireEvent.click(buttonByText(name));

describe('sign-up, step 1', () => {
  it('shows every required-field text on an empty submit', async () => {
    renderWithApp(<SignUpPage />, { at: '/signup' });
    submit(/create account/i);
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Company name is required',
      'Password is required',
      'Confirm password is required',
    ]) {
      // The file's first validation renders antd's error styles cold: 4.3 s when passing alone,
      // so the shared 5 s wait failed 1 run in 17 (and under CI's parallel load).
      expect(await screen.findByText(text, {}, { timeout: 20_000 })).toBeInTheDocument();
    }
  });

  it('checks e-mail format, password length and that the passwords match', async () => {
    renderWithApp(<SignUpPage />, { at: '/signup' });
    fillStepOne();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'other' } });
    submit(/create account/i);
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(await screen.findByText('Password is too short - should be 8 chars minimum.')).toBeInTheDocument();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('shows the first entry of the error list when registration fails', async () => {
    mockFetch(() => ({
      status: 400,
      body: { msg: 'Bad request', errors: ['Company name is required', 'x'] },
    }));
    const { store } = renderWithApp(<SignUpPage />, { at: '/signup' });
    fillStepOne();
    submit(/create account/i);
    await waitFor(() => expect(toastTexts(store)).toEqual(['Company name is required']));
    expect(screen.getByLabelText('First name')).toBeInTheDocument(); // still on step 1
  });

  it('falls back to the server message, then to "Something went wrong"', async () => {
    mockFetch(() => ({ status: 409, body: { msg: 'Email is already registered' } }));
    const first = renderWithApp(<SignUpPage />, { at: '/signup' });
    fillStepOne();
    submit(/create account/i);
    await waitFor(() => expect(toastTexts(first.store)).toEqual(['Email is already registered']));
    first.unmount();

    mockFetch(() => ({ status: 500 }));
    const second = renderWithApp(<SignUpPage />, { at: '/signup' });
    fillStepOne();
    submit(/create account/i);
    await waitFor(() => expect(toastTexts(second.store)).toEqual(['Something went wrong']));
  });
});

describe('sign-up, whole flow', () => {
  it('also moves on when sign-up was already started (200)', async () => {
    mockFetch(() => ({ status: 200, body: { msg: 'Sign-up already started, enter the security code' } }));
    const { store } = renderWithApp(<SignUpPage />, { at: '/signup' });
    fillStepOne();
    submit(/create account/i);
    expect(await screen.findByText('Enter the security code')).toBeInTheDocument();
    expect(toastTexts(store)).toEqual(['Sign-up already started, enter the security code']);
  });

  it('keeps the user on step 2 with the server message when the code is wrong', async () => {
    const { calls } = mockFetch(({ path }) =>
      path === '/auth/registerAdmin'
        ? { status: 201, body: { msg: 'A security code has been sent to your registered email' } }
        : { status: 400, body: { msg: 'Invalid security code' } },
    );
    const { store, location } = renderWithApp(<SignUpPage />, { at: '/signup' });
    fillStepOne();
    submit(/create account/i);
    await screen.findByText('Enter the security code');
    const cells = within(screen.getByLabelText('6-digit security code')).getAllByRole('textbox');
    expect(cells).toHaveLength(6);
    // Typed one digit per box; the sixth submits.
    '654321'.split('').forEach((digit, i) => fireEvent.input(cells[i], { target: { value: digit } }));
    await waitFor(() => expect(toastTexts(store)).toContain('Invalid security code'));
    expect(calls[1]).toMatchObject({ path: '/auth/verifyCode', body: { code: '654321' } });
    expect(location().pathname).toBe('/signup');
    expect(screen.getByText('Enter the security code')).toBeInTheDocument();
  });

  it('asks for six digits before calling the server', async () => {
    const { calls } = mockFetch(() => ({
      status: 201,
      body: { msg: 'A security code has been sent to your registered email' },
    }));
    renderWithApp(<SignUpPage />, { at: '/signup' });
    fillStepOne();
    submit(/create account/i);
    await screen.findByText('Enter the security code');
    submit(/^verify$/i);
    expect(await screen.findByText('Pin length must be 6 digits')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});

describe('resend code', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts 60 s down before a new code may be asked for, then restarts', async () => {
    const { calls } = mockFetch(() => ({
      status: 200,
      body: { msg: 'A security code has been sent to your registered email' },
    }));
    const { store } = renderWithApp(<SignUpPage />, { at: '/signup' });
    // Step 1 is covered above; start where the server has just mailed a code.
    act(
      () =>
        void store.dispatch(
          signUpActions.registerSucceeded({ email: 'ada@example.com', sentAt: Date.now() }),
        ),
    );

    // By text: role queries compute styles and cost seconds each under antd's CSS-in-JS.
    const resend = () => screen.getByText(/^Resend code/).closest('button')!;
    expect(resend()).toHaveTextContent('Resend code in 60 s');
    expect(resend()).toBeDisabled();
    tick(1);
    expect(resend()).toHaveTextContent('Resend code in 59 s');
    act(() => void jest.advanceTimersByTime(58_000));
    expect(resend()).toHaveTextContent('Resend code in 1 s');
    expect(resend()).toBeDisabled();
    tick(1);
    expect(resend()).toHaveTextContent(/^Resend code$/);
    expect(resend()).toBeEnabled();

    fireEvent.click(resend());
    await waitFor(() => expect(resend()).toHaveTextContent('Resend code in 60 s'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/resendCode',
        body: { email: 'ada@example.com' },
      }),
    ]);
    expect(store.getState().ui.toasts.map((toast) => toast.text)).toEqual([
      'A security code has been sent to your registered email',
    ]);
  });
});
