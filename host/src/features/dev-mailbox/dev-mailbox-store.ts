import { createSlice, type PayloadAction } from '@phonesheet/shared';

export const DEV_MAILBOX_KEY = 'devMailbox';

/** One stored mail as GET /dev/mailbox lists it (docs/accounts.md). */
export interface DevMail {
  to: string;
  subject: string;
  text?: string;
  html?: string;
  createdAt: string;
}

/** 'disabled': the API answers 404, i.e. it sends real mail (SMTP_URL) or runs in production. */
export type DevMailboxState =
  | { state: 'loading' }
  | { state: 'ready'; mails: DevMail[] }
  | { state: 'disabled' }
  | { state: 'error'; message: string };

const initialState: DevMailboxState = { state: 'loading' };

const devMailboxSlice = createSlice({
  name: 'host/devMailbox',
  initialState: initialState as DevMailboxState,
  reducers: {
    requested: (): DevMailboxState => ({ state: 'loading' }),
    /** Newest first. */
    loaded: (_state, action: PayloadAction<DevMail[]>): DevMailboxState => ({
      state: 'ready',
      mails: action.payload,
    }),
    disabled: (): DevMailboxState => ({ state: 'disabled' }),
    failed: (_state, action: PayloadAction<string>): DevMailboxState => ({
      state: 'error',
      message: action.payload,
    }),
  },
});

export const devMailboxActions = devMailboxSlice.actions;
export const devMailboxReducer = devMailboxSlice.reducer;

/** Injected slice: typed here because RootState only knows the core slices. */
export const selectDevMailbox = (state: object): DevMailboxState =>
  (state as { [DEV_MAILBOX_KEY]?: DevMailboxState })[DEV_MAILBOX_KEY] ?? initialState;
