import { injectReducer, injectSaga } from '@phonesheet/shared';
import type { Reducer } from 'redux';
import { devMailboxSaga } from './dev-mailbox-saga';
import { DEV_MAILBOX_KEY, devMailboxReducer } from './dev-mailbox-store';

/** The development mailbox's slice and saga, installed by its (lazy) page; safe to call again. */
export function installDevMailbox(): void {
  injectReducer(DEV_MAILBOX_KEY, devMailboxReducer as Reducer);
  injectSaga('host.devMailbox', devMailboxSaga);
}
