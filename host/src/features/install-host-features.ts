import { injectReducer, injectSaga } from '@phonesheet/shared';
import type { Reducer } from 'redux';
import { contactUsSaga } from './contact-us/contact-us-saga';
import { CONTACT_US_KEY, contactUsReducer } from './contact-us/contact-us-store';

/** The host's own slices; safe to call again (first injection wins). */
export function installHostFeatures(): void {
  injectReducer(CONTACT_US_KEY, contactUsReducer as Reducer);
  injectSaga('host.contactUs', contactUsSaga);
}
