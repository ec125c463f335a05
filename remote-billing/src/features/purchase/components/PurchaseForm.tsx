import { useEffect, useRef } from 'react';
import { Alert, Button, Divider, Form, Input, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectIsSubscribed, selectRole, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { plansActions, selectPlans } from '../../../kit/plans-catalogue/plans-slice';
import { PlanChooser } from '../../../kit/plan-chooser/PlanChooser';
import {
  PURCHASE_MESSAGES,
  parseExpiry,
  purchaseSchema,
  sandboxCardProblem,
  type SandboxCardValue,
} from '../purchase-rules';
import { stripePublishableKey } from '../stripe-bridge';
import { purchaseActions, selectPurchase } from '../store/purchase-slice';
import { SandboxCardInput } from './SandboxCardInput';
import { StripeCardInput } from './StripeCardInput';

interface FormValues {
  planId?: string;
  name?: string;
  card?: SandboxCardValue | { complete: boolean };
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;

/**
 * The purchase form: plan, name on card, card (mode "purchase"), or the card step alone for /payment
 * (mode "replace"). Only an admin may pay; others are told to ask one.
 */
export function PurchaseForm({
  mode,
  offerBasic = false,
}: {
  mode: 'purchase' | 'replace';
  offerBasic?: boolean;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<FormValues>();
  const plans = useAppSelector(selectPlans);
  const { phase, choosingBasic } = useAppSelector(selectPurchase);
  const role = useAppSelector(selectRole);
  const subscribed = useAppSelector(selectIsSubscribed);
  const stripeKey = stripePublishableKey();
  const attemptKey = useRef(newKey());

  useEffect(() => {
    dispatch(purchaseActions.reset());
    if (mode === 'purchase') dispatch(plansActions.requested());
  }, [dispatch, mode]);

  useEffect(() => {
    // A failed attempt is over: the next click is a new request with its own key.
    if (phase === 'failed') attemptKey.current = newKey();
  }, [phase]);

  const t = (id: string) => intl.formatMessage({ id });
  const fieldRule = (field: 'planId' | 'name') => ({
    validator: async (_: unknown, value: unknown) => {
      try {
        await purchaseSchema.validateAt(field, { [field]: value });
      } catch (error) {
        throw new Error(t((error as Error).message));
      }
    },
  });
  const cardRule = {
    validator: async (_: unknown, value: FormValues['card']) => {
      if (stripeKey) {
        if (!(value && 'complete' in value && value.complete)) throw new Error(t(PURCHASE_MESSAGES.card));
        return;
      }
      const problem = sandboxCardProblem(value as SandboxCardValue | undefined);
      if (problem) throw new Error(t(problem));
    },
  };

  if (role !== 'admin') {
    return <Alert type="info" showIcon message={<FormattedMessage id="billing.purchase.askAdmin" />} />;
  }

  const onFinish = (values: FormValues) => {
    const card = values.card as SandboxCardValue;
    const expiry = parseExpiry(card?.expiry);
    dispatch(
      purchaseActions.submitted({
        mode,
        planId: values.planId,
        name: (values.name ?? '').trim(),
        idempotencyKey: attemptKey.current,
        card: stripeKey
          ? { kind: 'stripe' }
          : {
              kind: 'sandbox',
              number: (card.number ?? '').replace(/\s/g, ''),
              expMonth: expiry?.month ?? 0,
              expYear: expiry?.year ?? 0,
              cvc: card.cvc ?? '',
              postalCode: (card.postalCode ?? '').trim(),
            },
      }),
    );
  };

  const busy = phase === 'paying' || phase === 'success';
  const buttonId =
    phase === 'paying'
      ? 'billing.purchase.subscribing'
      : phase === 'success'
        ? 'billing.purchase.success.button'
        : mode === 'purchase'
          ? 'billing.purchase.subscribe'
          : 'billing.payment.submit';

  return (
    <>
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={busy} requiredMark={false}>
        {mode === 'purchase' && (
          <Form.Item name="planId" label={t('billing.purchase.plan')} rules={[fieldRule('planId')]}>
            <PlanChooser plans={plans.items.filter((p) => p.unitAmount > 0)} disabled={busy} />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('billing.purchase.name')} rules={[fieldRule('name')]}>
          <Input autoComplete="cc-name" placeholder={t('billing.purchase.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="card"
          label={t('billing.purchase.card')}
          rules={[cardRule]}
          validateTrigger="onSubmit"
        >
          {stripeKey ? (
            <StripeCardInput publishableKey={stripeKey} disabled={busy} />
          ) : (
            <SandboxCardInput disabled={busy} />
          )}
        </Form.Item>
        {!stripeKey && (
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            <FormattedMessage id="billing.card.sandboxHint" />
          </Typography.Paragraph>
        )}
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={phase === 'paying'}
          disabled={busy}
        >
          <FormattedMessage id={buttonId} />
        </Button>
      </Form>
      {mode === 'purchase' && offerBasic && !subscribed && (
        <>
          <Divider plain>
            <FormattedMessage id="billing.or" />
          </Divider>
          <Button
            block
            onClick={() => dispatch(purchaseActions.basicChosen())}
            loading={choosingBasic}
            disabled={busy}
          >
            <FormattedMessage id="billing.basic.continue" />
          </Button>
        </>
      )}
    </>
  );
}
