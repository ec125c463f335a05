import { useState } from 'react';
import { Badge, Button, Card, Col, List, Row, Segmented, Typography, theme } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { LoadState } from '../../../app-kit/LoadState';
import { PageFrame } from '../../../app-kit/PageFrame';
import { useLoad } from '../components/page-kit';
import type { PricingFeature, PricingPlan } from '../types';

type Period = 'monthly' | 'yearly';

/** /extra-pages/pricing: three demo plans (neutral names), billed monthly or yearly. */
export default function PricingPage() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [period, setPeriod] = useState<Period>('monthly');
  const { data, loading, error, retry } = useLoad('pricing');
  const m = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `templates.extraPages.pricing.${id}` }, values);
  const money = (n: number) =>
    intl.formatNumber(n, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

  const featureText = (f: PricingFeature) =>
    f.count === undefined && (f.id === 'users' || f.id === 'calls')
      ? m(`feature.${f.id}Unlimited`)
      : m(`feature.${f.id}`, { count: f.count ?? 0 });

  const card = (plan: PricingPlan) => {
    const price = plan[period];
    const body = (
      <Card
        data-testid={`extra-plan-${plan.id}`}
        style={{ height: '100%', borderColor: plan.popular ? token.colorPrimary : undefined }}
        styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }}
      >
        <Typography.Title level={4} style={{ margin: 0 }}>
          {m(`plan.${plan.id}`)}
        </Typography.Title>
        <div>
          <Typography.Text strong style={{ fontSize: 36 }} data-testid={`extra-plan-${plan.id}-price`}>
            {price === 0 ? m('free') : money(price)}
          </Typography.Text>
          {price > 0 && (
            <Typography.Text type="secondary">
              {' '}
              {m(period === 'monthly' ? 'perMonth' : 'perYear')}
            </Typography.Text>
          )}
        </div>
        <Typography.Text type="secondary" data-testid={`extra-plan-${plan.id}-note`}>
          {price === 0
            ? m('freeNote')
            : period === 'yearly'
              ? m('saving', { amount: money(plan.monthly * 12 - plan.yearly) })
              : m('yearlyHint', { amount: money(plan.yearly) })}
        </Typography.Text>
        <List
          size="small"
          split={false}
          dataSource={plan.features}
          renderItem={(f) => (
            <List.Item style={{ paddingInline: 0 }}>
              <CheckOutlined style={{ color: token.colorSuccess, marginInlineEnd: 8 }} />
              <span data-testid="extra-plan-feature">{featureText(f)}</span>
            </List.Item>
          )}
        />
        <Button type={plan.popular ? 'primary' : 'default'} block style={{ marginTop: 'auto' }}>
          {m(price === 0 ? 'start' : 'choose')}
        </Button>
      </Card>
    );
    return plan.popular ? (
      <Badge.Ribbon text={m('popular')} color={token.colorPrimary}>
        {body}
      </Badge.Ribbon>
    ) : (
      body
    );
  };

  return (
    <PageFrame testId="extra-pricing" title={m('title')} subtitle={m('subtitle')}>
      <Segmented
        aria-label={m('period')}
        value={period}
        onChange={(v) => setPeriod(v as Period)}
        options={[
          { value: 'monthly', label: m('monthly') },
          { value: 'yearly', label: m('yearly') },
        ]}
        data-testid="extra-pricing-period"
        style={{ alignSelf: 'center' }}
      />
      <LoadState loading={loading} error={error} empty={!data?.length} onRetry={retry}>
        <Row gutter={[16, 16]} align="stretch">
          {data?.map((plan) => (
            <Col xs={24} md={8} key={plan.id}>
              {card(plan)}
            </Col>
          ))}
        </Row>
      </LoadState>
    </PageFrame>
  );
}
