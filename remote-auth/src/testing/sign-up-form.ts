import { fireEvent, screen } from '@testing-library/react';
import type { renderWithApp } from './render';

export const toastTexts = (store: ReturnType<typeof renderWithApp>['store']) =>
  store.getState().ui.toasts.map((toast) => toast.text);

/** Types the sign-up form's first step: Ada's company, with this password twice. */
export function fillStepOne(password = 'correct-horse') {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', 'ada@example.com');
  type('Company name', 'Analytical Engines');
  type('Password', password);
  type('Confirm password', password);
}
