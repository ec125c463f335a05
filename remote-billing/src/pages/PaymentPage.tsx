import { useEffect } from 'react';
import { Alert, Button, Card, Result, Spin } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { PaymentLayout } from '../kit/PaymentLayout';
import { detailsActions, selectDetails } from '../features/details/store/details-slice';
import { PurchaseForm } from '../features/purchase/components/PurchaseForm';
import { BILLING_PATHS } from '../route-paths';

/** /payment: the card step alone — a new card, which also pays a failed renewal (no shell). */
export default function PaymentPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status, data } = useAppSelector(selectDetails);
  useEffect(() => {
    dispatch(detailsActions.requested());
  }, [dispatch]);

  const record = data?.subscription;
  let body;
  if (status === 'loading' || status === 'idle') body = <Spin />;
  else if (record?.paid) {
    body = (
      <>
        {record.status === 'past_due' && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={<FormattedMessage id="billing.payment.pastDue" values={{ plan: record.planName }} />}
          />
        )}
        {record.card && (
          <Alert
            type="info"
            style={{ marginBottom: 16 }}
            message={
              <FormattedMessage
                id="billing.payment.currentCard"
                values={{ brand: record.card.brand, last4: record.card.last4 }}
              />
            }
          />
        )}
        <PurchaseForm mode="replace" />
      </>
    );
  } else {
    body = (
      <Result
        status="info"
        title={<FormattedMessage id="billing.payment.noSubscription" />}
        extra={
          <Button type="primary" onClick={() => navigate(BILLING_PATHS.subscription)}>
            <FormattedMessage id="billing.payment.choosePlan" />
          </Button>
        }
      />
    );
  }
  return (
    <PaymentLayout titleId="billing.payment.title">
      <Card>{body}</Card>
    </PaymentLayout>
  );
}
