import { useEffect } from 'react';
import { Alert, Button, Spin, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { selectRole, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { PurchaseForm } from '../features/purchase/components/PurchaseForm';
import { detailsActions, selectDetails, toDisplay } from '../features/details/store/details-slice';
import { SubscriptionDetailsTable } from '../features/details/components/SubscriptionDetailsTable';
import { ChangePlanPanel } from '../features/details/components/ChangePlanPanel';
import { BILLING_PATHS } from '../route-paths';

/**
 * The subscription page: subscribed and paid → the details table; otherwise the purchase
 * form (the upgrade offer for a Basic company). Shown at /dashboards/subscription and as
 * My Account's "User Subscription" tab.
 */
export function SubscriptionOverview() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status, data, cancelling } = useAppSelector(selectDetails);
  const isAdmin = useAppSelector(selectRole) === 'admin';
  useEffect(() => {
    dispatch(detailsActions.requested());
  }, [dispatch]);

  if (status === 'idle' || status === 'loading') return <Spin />;
  const display = toDisplay(data);
  if (display) {
    return (
      <>
        {display.status === 'past_due' && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={<FormattedMessage id="billing.details.pastDue" />}
            action={
              isAdmin && (
                <Button size="small" onClick={() => navigate(BILLING_PATHS.payment)}>
                  <FormattedMessage id="billing.details.payNow" />
                </Button>
              )
            }
          />
        )}
        <SubscriptionDetailsTable display={display} cancelling={cancelling} canCancel={isAdmin} />
        {isAdmin && display.planId && display.status === 'active' && (
          <ChangePlanPanel currentPlanId={display.planId} />
        )}
      </>
    );
  }
  return (
    <>
      {data?.subscription?.planId === 'basic' && (
        <Typography.Paragraph>
          <FormattedMessage id="billing.details.onBasic" />
        </Typography.Paragraph>
      )}
      <div style={{ maxWidth: 520 }}>
        <PurchaseForm mode="purchase" />
      </div>
    </>
  );
}

/** The component billing offers to My Account ('myProfile.subscriptionTab'). */
export default function SubscriptionTab() {
  return <SubscriptionOverview />;
}
