import { Radio, Tag, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { SubscriptionPlan } from '@phonesheet/shared/contracts';
import { formatAmount } from '../plans-catalogue/plans-slice';
import { PlanFeatureList } from './PlanFeatureList';

/**
 * The paid plans side by side, each with its price per month and what it gives: a radio group
 * (arrows move between plans), so it serves as a form field (value / onChange). `current`
 * marks the company's plan when it is changing plans.
 */
export function PlanChooser({
  plans,
  value,
  onChange,
  current,
  disabled,
}: {
  plans: SubscriptionPlan[];
  value?: string;
  onChange?: (planId: string) => void;
  current?: string;
  disabled?: boolean;
}) {
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange?.(e.target.value as string)}
      disabled={disabled}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 12,
        width: '100%',
      }}
      data-testid="plan-chooser"
    >
      {plans.map((plan) => (
        <Radio
          key={plan._id}
          value={plan._id}
          style={{
            border: `1px solid ${value === plan._id ? 'var(--ant-color-primary, #1677ff)' : 'rgba(128,128,128,0.35)'}`,
            borderRadius: 8,
            padding: 12,
            margin: 0,
            alignItems: 'flex-start',
          }}
        >
          <div data-testid={`plan-option-${plan._id}`}>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {plan.planName}
            </Typography.Text>
            {current === plan._id && (
              <Tag color="blue" style={{ marginInlineStart: 8 }}>
                <FormattedMessage id="billing.change.current" />
              </Tag>
            )}
            <div style={{ margin: '4px 0 8px' }}>
              <FormattedMessage
                id="billing.plans.perInterval"
                values={{ amount: formatAmount(plan.unitAmount), interval: plan.interval }}
              />
            </div>
            <PlanFeatureList plan={plan} />
          </div>
        </Radio>
      ))}
    </Radio.Group>
  );
}
