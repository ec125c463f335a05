import { lazy } from 'react';
import type { BillingFeature } from '../../kit/billing-feature';
import { BILLING_PATHS } from '../../route-paths';
import { contactQueriesSaga } from './store/contact-queries-saga';
import { contactQueriesReducer } from './store/contact-queries-slice';
import { messages } from './i18n';

const ContactQueryPage = lazy(() => import('./pages/ContactQueryPage'));

/** The messages sent through the contact form, for the operators. */
export const contactQueriesApp: BillingFeature = {
  id: 'contact-queries',
  routes: [{ path: BILLING_PATHS.contactQuery, Component: ContactQueryPage, access: { role: 'user' } }],
  reducers: { contactQueries: contactQueriesReducer },
  saga: contactQueriesSaga,
  messages,
};
