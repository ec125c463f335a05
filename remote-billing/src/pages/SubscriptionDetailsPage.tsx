import { Card } from 'antd';
import { PageTitle } from '@phonesheet/shared/ui';
import { FormattedMessage } from 'react-intl';
import { SubscriptionOverview } from './SubscriptionOverview';

/** /dashboards/subscription (inside the shell). */
export default function SubscriptionDetailsPage() {
  return (
    <Card>
      <PageTitle look={3} style={{ marginTop: 0 }}>
        <FormattedMessage id="billing.details.title" />
      </PageTitle>
      <SubscriptionOverview />
    </Card>
  );
}
