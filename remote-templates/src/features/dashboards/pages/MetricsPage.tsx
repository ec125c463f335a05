import { Col, Row } from 'antd';
import { useChartTheme } from '../components/chart-theme';
import { PartsChart, TrendChart } from '../components/charts';
import { DashboardPage } from '../components/DashboardPage';
import { useFormat } from '../components/format';
import { GoalList } from '../components/GoalList';
import { ChartCard, Panel } from '../components/Panel';
import { StatCard } from '../components/StatCard';
import type { MetricsData } from '../types';

function Metrics({ data }: { data: MetricsData }) {
  const f = useFormat();
  const t = useChartTheme();
  return (
    <Row gutter={[16, 16]}>
      {data.metrics.map((m, i) => (
        <Col key={m.id} xs={24} sm={12} xl={8}>
          <StatCard stat={m} chart={m.chart} color={t.palette[i % t.palette.length]} />
        </Col>
      ))}
      <Col xs={24} xl={16}>
        <ChartCard title={f.text('card.yearOverYear')} desc={f.text('desc.yearOverYear')}>
          <TrendChart
            data={data.yearly}
            xFormat="month"
            valueFormat="currency"
            series={[
              { key: 'thisYear', label: f.label('thisYear') },
              { key: 'lastYear', label: f.label('lastYear'), kind: 'line', dashed: true },
            ]}
          />
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <Panel title={f.text('card.monthGoals')}>
          <GoalList
            rows={data.goals.map((g) => ({
              key: g.id,
              label: f.label(g.id),
              value: g.value,
              target: g.target,
              format: g.format,
            }))}
          />
        </Panel>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={f.text('card.funnel')}>
          <PartsChart parts={data.funnel} label={f.label} height={260} lying />
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={f.text('card.visitorsWeek')}>
          <TrendChart
            data={data.weekly}
            xFormat="weekday"
            height={260}
            series={[
              { key: 'new', label: f.label('newVisitors'), kind: 'bar', stack: 'visitors' },
              { key: 'returning', label: f.label('returningVisitors'), kind: 'bar', stack: 'visitors' },
            ]}
          />
        </ChartCard>
      </Col>
    </Row>
  );
}

/** /dashboards/metrics: six figures with their trends, the year against last year, goals, a funnel, visitors. */
export default function MetricsPage() {
  return (
    <DashboardPage id="metrics" nav="metrics">
      {(data) => <Metrics data={data} />}
    </DashboardPage>
  );
}
