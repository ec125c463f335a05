import { createAction, createReducer } from '@phonesheet/shared';
import type { ContactUsBody } from '@phonesheet/shared/contracts';

export const CONTACT_US_KEY = 'contactUs';

export interface ContactUsState {
  status: 'idle' | 'sending' | 'sent' | 'failed';
  /** Bumped on every success so the form knows to clear itself. */
  sentCount: number;
}

const initialState: ContactUsState = { status: 'idle', sentCount: 0 };

export const contactUsActions = {
  submitted: createAction<ContactUsBody>('host/contactUs/submitted'),
  sent: createAction('host/contactUs/sent'),
  failed: createAction('host/contactUs/failed'),
};

export const contactUsReducer = createReducer<ContactUsState>(initialState, (on) => [
  on(contactUsActions.submitted, (state) => ({ ...state, status: 'sending' })),
  on(contactUsActions.sent, (state) => ({ status: 'sent', sentCount: state.sentCount + 1 })),
  on(contactUsActions.failed, (state) => ({ ...state, status: 'failed' })),
]);

/** Injected slice: typed here because RootState only knows the core slices. */
export const selectContactUs = (state: object): ContactUsState =>
  (state as { [CONTACT_US_KEY]?: ContactUsState })[CONTACT_US_KEY] ?? initialState;
