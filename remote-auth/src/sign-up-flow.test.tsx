// antd forms are slow to render in jsdom on a shared machine.
jest.setTimeout(60_000);

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '@phonesheet/shared/testing';
import SignInPage from './features/sign-in/pages/SignInPage';
import SignUpPage from './features/sign-up/pages/SignUpPage';
import { buttonByText } from './testing/queries';
import { renderWithApp } from './testing/render';
import { fillStepOne, toastTexts } from './testing/sign-up-form';

const submit = (name: RegExp) => fireEvent.click(buttonByText(name));

// Two features in a row: the sign-up page hands over to the sign-in page.
describe('sign-up, whole flow', () => {
  it('registers, takes the code and lands on sign-in with the e-mail filled in', async () => {
    const { calls } = mockFetch(({ path }) => {
      if (path === '/auth/registerAdmin')
        return { status: 201, body: { msg: 'A security code has been sent to your registered email' } };
      if (path === '/auth/verifyCode')
        return { status: 200, body: { msg: 'Sign-up complete, you can sign in now' } };
      return { status: 404 };
    });
    const { store, location } = renderWithApp(<SignUpPage />, {
      at: '/signup',
      routes: { '/signin': <SignInPage /> },
    });

    fillStepOne('correct-horse');
    submit(/create account/i);

    expect(await screen.findByText('Enter the security code')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/registerAdmin',
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        companyName: 'Analytical Engines',
        password: 'correct-horse',
        confirmPassword: 'correct-horse',
      },
    });
    expect(toastTexts(store)).toEqual(['A security code has been sent to your registered email']);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();

    // A pasted code with a space fills all six boxes and submits.
    const group = screen.getByLabelText('6-digit security code');
    fireEvent.paste(group, { clipboardData: { getData: () => '123 456' } });

    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(calls[1]).toMatchObject({
      path: '/auth/verifyCode',
      // The password of step 1 goes with the code (docs/security.md "Sign-up").
      body: { email: 'ada@example.com', code: '123456', password: 'correct-horse' },
    });
    expect(toastTexts(store)).toContain('Sign-up complete, you can sign in now');
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
  });
});
