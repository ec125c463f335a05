import { Card, Col, Row, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { Stat } from '../types';
import { useChartTheme } from './chart-theme';
import { Sparkline } from './charts';
import { useFormat } from './format';

/**
 * A headline figure: its name, value, the change against the previous period (green when it is
 * good news, so a falling bounce rate is green) and a small trend.
 */
export function StatCard({
  stat,
  color,
  chart = 'area',
  label,
  period = 'vsLastPeriod',
}: {
  stat: Stat;
  color?: string;
  chart?: 'area' | 'line' | 'bar';
  /** Its name when it is not a catalogue label (a coin). */
  label?: string;
  /** What the change compares with (the message key): last month, or the last 24 hours. */
  period?: 'vsLastPeriod' | 'in24h';
}) {
  const intl = useIntl();
  const t = useChartTheme();
  const f = useFormat();
  const good = stat.lowerIsBetter ? stat.change <= 0 : stat.change >= 0;
  const change = intl.formatNumber(stat.change / 100, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  return (
    <Card size="small" data-testid={`dashboard-stat-${stat.id}`} style={{ height: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography.Text type="secondary">{label ?? f.label(stat.id)}</Typography.Text>
          <div style={{ fontSize: 24, fontWeight: 600, lineHeight: 1.35, whiteSpace: 'nowrap' }}>
            <bdi data-testid="dashboard-stat-value">{f.value(stat.value, stat.format)}</bdi>
          </div>
          <Typography.Text style={{ fontSize: 12 }}>
            <span style={{ color: good ? t.up : t.down }}>
              {stat.change >= 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />} <bdi>{change}</bdi>
            </span>{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {f.text(period)}
            </Typography.Text>
          </Typography.Text>
        </div>
        <div style={{ flex: '0 0 88px', width: 88 }}>
          <Sparkline values={stat.trend} kind={chart} color={color} />
        </div>
      </div>
    </Card>
  );
}

/** A row of headline figures: one a line on phones, two on tablets, four on wide screens. */
export function StatRow({ stats }: { stats: Stat[] }) {
  const t = useChartTheme();
  return (
    <Row gutter={[16, 16]}>
      {stats.map((s, i) => (
        <Col key={s.id} xs={24} sm={12} xl={6}>
          <StatCard stat={s} color={t.palette[i % t.palette.length]} />
        </Col>
      ))}
    </Row>
  );
}
