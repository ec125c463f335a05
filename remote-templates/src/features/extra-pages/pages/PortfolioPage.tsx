import { useState } from 'react';
import { Card, Col, Row, Segmented, Tag, Typography, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadState } from '../../../app-kit/LoadState';
import { PageFrame } from '../../../app-kit/PageFrame';
import { useLoad } from '../components/page-kit';
import type { PortfolioCategory } from '../types';

const FILTERS: ('all' | PortfolioCategory)[] = ['all', 'web', 'mobile', 'branding', 'marketing'];

/** /extra-pages/portfolio: projects on theme-coloured covers, filtered by category. */
export default function PortfolioPage() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const { data, loading, error, retry } = useLoad('portfolio');
  const shown = data?.filter((p) => filter === 'all' || p.category === filter) ?? [];
  const cat = (c: string) => intl.formatMessage({ id: `templates.extraPages.portfolio.cat.${c}` });

  return (
    <PageFrame
      testId="extra-portfolio"
      title={<FormattedMessage id="templates.extraPages.portfolio.title" />}
      subtitle={<FormattedMessage id="templates.extraPages.portfolio.subtitle" />}
    >
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Segmented
          aria-label={intl.formatMessage({ id: 'templates.extraPages.portfolio.filter' })}
          value={filter}
          onChange={(v) => setFilter(v as typeof filter)}
          options={FILTERS.map((f) => ({ value: f, label: cat(f) }))}
          data-testid="extra-portfolio-filter"
        />
      </div>
      <LoadState loading={loading} error={error} empty={!shown.length} onRetry={retry}>
        <Row gutter={[16, 16]}>
          {shown.map((p) => (
            <Col xs={24} sm={12} xl={8} key={p.id} data-testid="extra-portfolio-item">
              <Card
                hoverable
                cover={
                  <div
                    aria-hidden
                    style={{
                      height: 140,
                      background: `linear-gradient(135deg, ${token[p.cover]}, ${token.colorBgLayout})`,
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      color: token.colorTextLightSolid,
                      fontSize: 40,
                      fontWeight: 700,
                    }}
                  >
                    {p.client.slice(0, 1)}
                  </div>
                }
              >
                <Card.Meta
                  title={p.title}
                  description={
                    <div
                      style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}
                    >
                      <Typography.Text type="secondary">
                        {p.client} · {p.year}
                      </Typography.Text>
                      <Tag color="blue">{cat(p.category)}</Tag>
                    </div>
                  }
                />
              </Card>
            </Col>
          ))}
        </Row>
      </LoadState>
    </PageFrame>
  );
}
