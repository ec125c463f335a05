import { Col, Row, Table, type TableColumnsType } from 'antd';
import { DonutChart, PartsChart, TrendChart } from '../components/charts';
import { DashboardPage } from '../components/DashboardPage';
import { useFormat } from '../components/format';
import { GoalList } from '../components/GoalList';
import { ChartCard, Panel } from '../components/Panel';
import { StatRow } from '../components/StatCard';
import type { AnalyticsData } from '../types';

function Analytics({ data }: { data: AnalyticsData }) {
  const f = useFormat();
  const total = data.countries.reduce((sum, c) => sum + c.visitors, 0);
  const columns: TableColumnsType<AnalyticsData['topPages'][number]> = [
    { title: f.text('col.page'), dataIndex: 'path', render: (p: string) => <bdi>{p}</bdi> },
    { title: f.text('col.views'), dataIndex: 'views', align: 'end', render: (v: number) => f.value(v) },
    {
      title: f.text('col.avgTime'),
      dataIndex: 'avgTime',
      align: 'end',
      render: (v: number) => f.value(v, 'duration'),
    },
    {
      title: f.text('col.bounce'),
      dataIndex: 'bounce',
      align: 'end',
      render: (v: number) => f.value(v, 'percent'),
    },
  ];
  return (
    <>
      <StatRow stats={data.stats} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <ChartCard title={f.text('card.traffic')} desc={f.text('desc.traffic')}>
            <TrendChart
              data={data.traffic}
              xFormat="month"
              series={[
                { key: 'pageViews', label: f.label('pageViews') },
                { key: 'visitors', label: f.label('visitors') },
              ]}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={8}>
          <ChartCard title={f.text('card.devices')}>
            <DonutChart parts={data.devices} label={f.label} height={280} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={16}>
          <ChartCard title={f.text('card.realtime')}>
            <TrendChart
              data={data.realtime}
              xFormat="time"
              height={240}
              legend={false}
              series={[{ key: 'users', label: f.label('activeUsers'), kind: 'bar' }]}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={8}>
          <ChartCard title={f.text('card.sources')}>
            <PartsChart parts={data.sources} label={f.label} valueFormat="percent" height={240} lying />
          </ChartCard>
        </Col>
        <Col xs={24} xl={16}>
          <Panel title={f.text('card.topPages')}>
            <Table
              rowKey="path"
              size="small"
              columns={columns}
              dataSource={data.topPages}
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel title={f.text('card.countries')}>
            <GoalList
              rows={data.countries.map((c) => ({
                key: c.country,
                label: c.country,
                value: c.visitors,
                target: total,
              }))}
            />
          </Panel>
        </Col>
      </Row>
    </>
  );
}

/** /dashboards/analytics: visitors and page views, devices, today's active users, sources, pages, countries. */
export default function AnalyticsPage() {
  return (
    <DashboardPage id="analytics" nav="analytics">
      {(data) => <Analytics data={data} />}
    </DashboardPage>
  );
}
