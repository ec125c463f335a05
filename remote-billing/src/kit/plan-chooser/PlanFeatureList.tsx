import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SubscriptionPlan } from '@phonesheet/shared/contracts';
import { planFeatures } from './plan-features';

/** The plan's features as a list, each with a tick or a cross that a screen reader also hears. */
export function PlanFeatureList({ plan }: { plan: SubscriptionPlan }) {
  const intl = useIntl();
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid={`plan-features-${plan._id}`}>
      {planFeatures(plan).map((f) => (
        <li key={f.key} style={{ padding: '2px 0', opacity: f.included ? 1 : 0.65 }}>
          {f.included ? (
            <CheckOutlined
              style={{ color: '#389e0d', marginInlineEnd: 8 }}
              aria-label={intl.formatMessage({ id: 'billing.plans.included' })}
            />
          ) : (
            <CloseOutlined
              style={{ color: '#cf1322', marginInlineEnd: 8 }}
              aria-label={intl.formatMessage({ id: 'billing.plans.notIncluded' })}
            />
          )}
          <FormattedMessage id={f.id} values={f.values} />
        </li>
      ))}
    </ul>
  );
}
