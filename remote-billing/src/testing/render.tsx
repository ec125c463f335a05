import type { ReactElement } from 'react';
import { sharedMessages, type User } from '@phonesheet/shared';
import { Toasts } from '@phonesheet/shared/ui';
import { createTestStore, renderWithRouter } from '@phonesheet/shared/testing';
import { BILLING_MESSAGES } from '../billing-features';
import { billingReducer } from '../store/billing-reducer';
import { billingSaga } from '../store/billing-saga';
import { BILLING_KEY } from '../kit/billing-state';

/** The default signed-in admin: a company that has not paid yet, which is what /subscription is for. */
const unpaid: Partial<User> = { subscribed: false, companySubscription: [{ paid: false }] };

/** Mounts `ui` with the real shared store (billing injected), English texts, toasts and a router. */
export function renderBilling(ui: ReactElement, options: { at?: string; user?: Partial<User> | null } = {}) {
  const store = createTestStore({
    reducers: { [BILLING_KEY]: billingReducer },
    sagas: { [BILLING_KEY]: billingSaga },
    user: options.user === null ? undefined : { ...unpaid, ...options.user },
  });
  const at = options.at ?? '/subscription';
  return renderWithRouter(ui, {
    store,
    at,
    path: at,
    messages: { ...sharedMessages.en, ...BILLING_MESSAGES.en },
    wrap: (router) => (
      <>
        <Toasts />
        {router}
      </>
    ),
  });
}
