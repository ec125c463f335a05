import { createSlice, type PayloadAction } from '@phonesheet/shared';
import type { ContactUsBody } from '@phonesheet/shared/contracts';

export const CONTACT_US_KEY = 'contactUs';

export interface ContactUsState {
  status: 'idle' | 'sending' | 'sent' | 'failed';
  /** Bumped on every success so the form knows to clear itself. */
  sentCount: number;
}

const initialState: ContactUsState = { status: 'idle', sentCount: 0 };

const contactUsSlice = createSlice({
  name: 'host/contactUs',
  initialState,
  reducers: {
    submitted(state, _action: PayloadAction<ContactUsBody>) {
      state.status = 'sending';
    },
    sent(state) {
      state.status = 'sent';
      state.sentCount += 1;
    },
    failed(state) {
      state.status = 'failed';
    },
  },
});

export const contactUsActions = contactUsSlice.actions;
export const contactUsReducer = contactUsSlice.reducer;

/** Injected slice: typed here because RootState only knows the core slices. */
export const selectContactUs = (state: object): ContactUsState =>
  (state as { [CONTACT_US_KEY]?: ContactUsState })[CONTACT_US_KEY] ?? initialState;
