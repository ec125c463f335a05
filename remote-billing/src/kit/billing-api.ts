import { api } from '@phonesheet/shared';
import type {
  ChangePlanBody,
  ContactQuery,
  PlanChangeReply,
  SandboxCardBody,
  SandboxPaymentMethod,
  SubscriptionDetails,
  SubscriptionPlan,
} from '@phonesheet/shared/contracts';

// The subscription calls of the API (docs/billing.md). Sagas call these; components never do.
type Data<T> = { data: T; msg?: string };
type Msg = { msg: string };

export const billingApi = {
  plans: (paidOnly: boolean) =>
    api.get<Data<SubscriptionPlan[]>>(
      'subscription/getSubscriptionPlans',
      paidOnly ? { paid: true } : undefined,
      { auth: false },
    ),
  clientSecret: () => api.get<Data<{ client_secret: string }>>('subscription/clientSecrets'),
  sandboxPaymentMethod: (card: SandboxCardBody) =>
    api.post<Data<SandboxPaymentMethod>>('subscription/sandbox/paymentMethods', card),
  createSubscription: (body: { subscriptionID: string; paymentMethodID: string }, idempotencyKey: string) =>
    api.post<Msg>('subscription/createEnterpriseSubscription', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  updatePaymentMethod: (paymentMethodID: string) =>
    api.post<Msg>('subscription/updatePaymentMethod', { paymentMethodID }),
  chooseBasic: () => api.post<Msg>('subscription/chooseBasic', {}),
  details: () => api.get<Data<SubscriptionDetails>>('subscription/mySubscriptionDetails'),
  cancel: () => api.delete<Msg>('subscription/cancelSubscription'),
  changePlan: (body: ChangePlanBody, idempotencyKey: string) =>
    api.post<PlanChangeReply>('subscription/changePlan', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  contactQueries: () => api.get<Data<ContactQuery[]>>('operators/contactQueries'),
};
