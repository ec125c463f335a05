import { call, delay, put, race, take, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessage, navigateTo, sessionActions, uiActions, type PayloadAction } from '@phonesheet/shared';
import { CROSS_REMOTE_PATHS } from '@phonesheet/shared/contracts';
import { billingApi } from '../../../kit/billing-api';
import { confirmWithStripe } from '../stripe-bridge';
import { purchaseActions, type PaymentSubmission } from './purchase-slice';
import { BILLING_PATHS } from '../../../route-paths';

/** "Success" stays on the button this long before the app opens, so the user sees it. */
export const SUCCESS_PAUSE_MS = 1000;
const PROFILE_WAIT_MS = 5000;

/** Reloads getMe (now subscribed) and waits for it, so the route guards let the user in. */
function* refreshProfile(): SagaIterator {
  yield put(sessionActions.profileRequested());
  yield race({ loaded: take(sessionActions.profileLoaded.type), timeout: delay(PROFILE_WAIT_MS) });
}

/** The payment, in the API's order: setup intent → card confirmed → payment method → subscription (or new card). */
export function* submitPayment(action: PayloadAction<PaymentSubmission>): SagaIterator {
  const { mode, planId, name, card, idempotencyKey } = action.payload;
  try {
    const secret = yield call(billingApi.clientSecret);
    const clientSecret: string = secret.data.data.client_secret;
    let paymentMethodId: string;
    if (card.kind === 'sandbox') {
      const { kind: _kind, ...details } = card;
      const pm = yield call(billingApi.sandboxPaymentMethod, { ...details, clientSecret });
      paymentMethodId = pm.data.data.id;
    } else {
      paymentMethodId = yield call(confirmWithStripe, clientSecret, name);
    }
    const res =
      mode === 'purchase'
        ? yield call(
            billingApi.createSubscription,
            { subscriptionID: planId ?? '', paymentMethodID: paymentMethodId },
            idempotencyKey,
          )
        : yield call(billingApi.updatePaymentMethod, paymentMethodId);
    yield put(purchaseActions.succeeded());
    yield put(
      mode === 'purchase'
        ? uiActions.toast({ kind: 'success', messageId: 'billing.purchase.success' })
        : uiActions.toast({ kind: 'success', text: res.data.msg }),
    );
    yield call(refreshProfile);
    yield delay(SUCCESS_PAUSE_MS);
    yield call(
      navigateTo,
      mode === 'purchase' ? CROSS_REMOTE_PATHS.phoneSheet : BILLING_PATHS.subscriptionDetails,
    );
  } catch (error) {
    const message = errorMessage(error);
    yield put(purchaseActions.failed(message));
    yield put(uiActions.toast({ kind: 'error', text: message }));
  }
}

function* chooseBasic(): SagaIterator {
  try {
    yield call(billingApi.chooseBasic);
    yield put(uiActions.toast({ kind: 'success', messageId: 'billing.basic.chosen' }));
    yield call(refreshProfile);
    yield put(purchaseActions.basicDone(true));
    yield call(navigateTo, CROSS_REMOTE_PATHS.phoneSheet);
  } catch (error) {
    yield put(purchaseActions.basicDone(false));
    yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

export function* purchaseSaga(): SagaIterator {
  // takeLeading: a second submit while one runs is dropped (double clicks).
  yield takeLeading(purchaseActions.submitted.type, submitPayment);
  yield takeLeading(purchaseActions.basicChosen.type, chooseBasic);
}
