import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Spin, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { PlanChooser } from '../../../kit/plan-chooser/PlanChooser';
import { plansActions, selectPlans } from '../../../kit/plans-catalogue/plans-slice';
import { detailsActions, selectDetails } from '../store/details-slice';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;

/**
 * Changing a paid plan now (an admin's, on the subscription page): the plans side by side, the
 * current one marked; the change is prorated (the button says so) and a smaller plan the
 * company's users or history exceed is refused with the limit, in the reader's language.
 */
export function ChangePlanPanel({ currentPlanId }: { currentPlanId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const plans = useAppSelector(selectPlans);
  const { changingTo, changeBlocked } = useAppSelector(selectDetails);
  const [chosen, setChosen] = useState(currentPlanId);
  // One key per attempt: a double click replays the first answer, a later change is new.
  const attemptKey = useRef(newKey());
  useEffect(() => {
    dispatch(plansActions.requested());
  }, [dispatch]);
  useEffect(() => {
    setChosen(currentPlanId);
    attemptKey.current = newKey();
  }, [currentPlanId]);

  const paid = plans.items.filter((p) => p.unitAmount > 0);
  const target = paid.find((p) => p._id === chosen);
  const current = paid.find((p) => p._id === currentPlanId);
  const upgrade = !!target && !!current && target.unitAmount > current.unitAmount;
  return (
    <section aria-labelledby="change-plan-title" style={{ marginTop: 24 }} data-testid="change-plan">
      <Typography.Title level={4} id="change-plan-title">
        <FormattedMessage id="billing.change.title" />
      </Typography.Title>
      {paid.length === 0 && plans.status === 'loading' && <Spin />}
      <PlanChooser
        plans={paid}
        value={chosen}
        onChange={setChosen}
        current={currentPlanId}
        disabled={!!changingTo}
      />
      {changeBlocked && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          data-testid="change-blocked"
          message={intl.formatMessage(
            { id: `billing.change.blocked.${changeBlocked.limit}` },
            { plan: changeBlocked.planName, allowed: changeBlocked.allowed, used: changeBlocked.used },
          )}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        <FormattedMessage id="billing.change.prorated" />
      </Typography.Paragraph>
      <Button
        type="primary"
        disabled={!target || chosen === currentPlanId}
        loading={!!changingTo}
        onClick={() =>
          target &&
          dispatch(detailsActions.changeRequested({ planId: target._id, idempotencyKey: attemptKey.current }))
        }
      >
        {target && chosen !== currentPlanId ? (
          <FormattedMessage
            id={upgrade ? 'billing.change.upgradeTo' : 'billing.change.downgradeTo'}
            values={{ plan: target.planName }}
          />
        ) : (
          <FormattedMessage id="billing.change.pick" />
        )}
      </Button>
    </section>
  );
}
