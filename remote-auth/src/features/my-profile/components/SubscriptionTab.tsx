import { Empty } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useSlot } from '@phonesheet/shared';

/** Billing offers this tab's content; without billing a short note stands in. */
export function SubscriptionTab() {
  const Offered = useSlot('myProfile.subscriptionTab');
  if (Offered) return <Offered />;
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={<FormattedMessage id="auth.profile.subscription.none" />}
    />
  );
}
