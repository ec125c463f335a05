import { injectReducer, injectSaga } from '@phonesheet/shared';
import type { Reducer } from 'redux';
import { contactUsSaga } from './contact-us/contact-us-saga';
import { CONTACT_US_KEY, contactUsReducer } from './contact-us/contact-us-store';
import { devMailboxSaga } from './dev-mailbox/dev-mailbox-saga';
import { DEV_MAILBOX_KEY, devMailboxReducer } from './dev-mailbox/dev-mailbox-store';

/** The host's own slices; safe to call again (first injection wins). */
export function installHostFeatures(): void {
  injectReducer(CONTACT_US_KEY, contactUsReducer as Reducer);
  injectSaga('host.contactUs', contactUsSaga);
  injectReducer(DEV_MAILBOX_KEY, devMailboxReducer as Reducer);
  injectSaga('host.devMailbox', devMailboxSaga);
}
