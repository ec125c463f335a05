import { Card, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { SubscriptionOverview } from '../components/SubscriptionOverview';

/** /dashboards/subscription (inside the shell). */
export default function SubscriptionDetailsPage() {
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        <FormattedMessage id="billing.details.title" />
      </Typography.Title>
      <SubscriptionOverview />
    </Card>
  );
}
