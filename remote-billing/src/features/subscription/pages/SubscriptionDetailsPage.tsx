import { Card, Result, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

export default function SubscriptionDetailsPage() {
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        <FormattedMessage id="billing.details.title" />
      </Typography.Title>
      <Result status="info" subTitle={<FormattedMessage id="billing.notOpenYet" />} />
    </Card>
  );
}
