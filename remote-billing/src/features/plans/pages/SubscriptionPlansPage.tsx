import { useEffect } from 'react';
import { Card, Col, Row, Spin, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import type { SubscriptionPlan } from '@phonesheet/shared/contracts';
import { PageTitle } from '@phonesheet/shared/ui';
import { formatAmount, plansActions, selectPlans } from '../../../kit/plans-catalogue/plans-slice';
import { PlanFeatureList } from '../../../kit/plan-chooser/PlanFeatureList';

function PlanCard({ plan }: { plan: SubscriptionPlan }) {
  return (
    <Card title={plan.planName} style={{ height: '100%' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {plan.unitAmount === 0 ? (
          <FormattedMessage id="billing.plans.free" />
        ) : (
          <FormattedMessage
            id="billing.plans.perInterval"
            values={{ amount: formatAmount(plan.unitAmount), interval: plan.interval }}
          />
        )}
      </Typography.Title>
      <PlanFeatureList plan={plan} />
    </Card>
  );
}

/** /apps/subscriptionPlans: the catalogue with each plan's limits. */
export default function SubscriptionPlansPage() {
  const dispatch = useAppDispatch();
  const { status, items } = useAppSelector(selectPlans);
  useEffect(() => {
    dispatch(plansActions.requested({ all: true }));
  }, [dispatch]);
  return (
    <>
      <PageTitle look={3}>
        <FormattedMessage id="billing.plans.title" />
      </PageTitle>
      {status === 'loading' && items.length === 0 ? (
        <Spin />
      ) : (
        <Row gutter={[16, 16]}>
          {items.map((plan) => (
            <Col xs={24} md={8} key={plan._id}>
              <PlanCard plan={plan} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
