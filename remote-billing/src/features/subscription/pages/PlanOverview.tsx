import { Button, Card, Col, Layout, Row, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { sessionActions, useAppDispatch, useAppSelector, selectFullName } from '@phonesheet/shared';

const PLANS = ['basic', 'standard', 'premium'] as const;

/**
 * The page a company without a subscription lands on after signing in (SPEC.md §4), shown
 * without the application shell. Until card payment ships it names the plans and says
 * plainly that buying is not open yet; the user can always sign out.
 */
export function PlanOverview({ headingId }: { headingId: string }) {
  const dispatch = useAppDispatch();
  const fullName = useAppSelector(selectFullName);
  return (
    <Layout style={{ minHeight: '100vh', padding: '48px 16px' }}>
      <div style={{ maxWidth: 1000, margin: '0 auto', width: '100%' }}>
        <Row justify="space-between" align="middle" style={{ marginBottom: 24 }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            <FormattedMessage id={headingId} />
          </Typography.Title>
          <Button onClick={() => dispatch(sessionActions.logout())}>
            <FormattedMessage id="billing.signOut" />
          </Button>
        </Row>
        {fullName && (
          <Typography.Paragraph>
            <FormattedMessage id="billing.greeting" values={{ name: fullName }} />
          </Typography.Paragraph>
        )}
        <Row gutter={[16, 16]}>
          {PLANS.map((plan) => (
            <Col xs={24} md={8} key={plan}>
              <Card title={<FormattedMessage id={`billing.plan.${plan}`} />} style={{ height: '100%' }}>
                <FormattedMessage id={`billing.plan.${plan}.text`} />
              </Card>
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: 24 }}>
          <FormattedMessage id="billing.notOpenYet" />
        </Typography.Paragraph>
      </div>
    </Layout>
  );
}
