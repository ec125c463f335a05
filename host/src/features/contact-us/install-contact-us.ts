import { injectReducer, injectSaga } from '@phonesheet/shared';
import type { Reducer } from 'redux';
import { contactUsSaga } from './contact-us-saga';
import { CONTACT_US_KEY, contactUsReducer } from './contact-us-store';

/**
 * The contact-us slice and saga, installed by its (lazy) page: none of it rides on the first
 * load of /home or /signin (docs/shell.md "First load"). Safe to call again (first injection wins).
 */
export function installContactUs(): void {
  injectReducer(CONTACT_US_KEY, contactUsReducer as Reducer);
  injectSaga('host.contactUs', contactUsSaga);
}
