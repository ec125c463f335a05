import { createAction, createReducer } from '@phonesheet/shared';

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

export const devMailboxActions = {
  requested: createAction('host/devMailbox/requested'),
  /** Newest first. */
  loaded: createAction<DevMail[]>('host/devMailbox/loaded'),
  disabled: createAction('host/devMailbox/disabled'),
  failed: createAction<string>('host/devMailbox/failed'),
};

export const devMailboxReducer = createReducer<DevMailboxState>(initialState, (on) => [
  on(devMailboxActions.requested, () => ({ state: 'loading' })),
  on(devMailboxActions.loaded, (_, mails) => ({ state: 'ready', mails })),
  on(devMailboxActions.disabled, () => ({ state: 'disabled' })),
  on(devMailboxActions.failed, (_, message) => ({ state: 'error', message })),
]);

/** Injected slice: typed here because RootState only knows the core slices. */
export const selectDevMailbox = (state: object): DevMailboxState =>
  (state as { [DEV_MAILBOX_KEY]?: DevMailboxState })[DEV_MAILBOX_KEY] ?? initialState;
