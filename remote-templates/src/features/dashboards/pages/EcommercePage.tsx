import { Col, Row, Table, Tag, type TableColumnsType } from 'antd';
import { DonutChart, TrendChart } from '../components/charts';
import { DashboardPage } from '../components/DashboardPage';
import { useFormat } from '../components/format';
import { GoalList } from '../components/GoalList';
import { ChartCard, Panel } from '../components/Panel';
import { StatRow } from '../components/StatCard';
import type { EcommerceData, OrderStatus } from '../types';

const STATUS_COLOR: Record<OrderStatus, string> = {
  delivered: 'success',
  shipped: 'processing',
  pending: 'warning',
  cancelled: 'error',
};

function Ecommerce({ data }: { data: EcommerceData }) {
  const f = useFormat();
  const columns: TableColumnsType<EcommerceData['recentOrders'][number]> = [
    { title: f.text('col.order'), dataIndex: 'id', render: (id: string) => <bdi>{id}</bdi> },
    { title: f.text('col.customer'), dataIndex: 'customer' },
    { title: f.text('col.product'), dataIndex: 'product' },
    { title: f.text('col.date'), dataIndex: 'date', render: (d: string) => f.date(d) },
    {
      title: f.text('col.amount'),
      dataIndex: 'amount',
      align: 'end',
      render: (v: number) => f.value(v, 'currency'),
    },
    {
      title: f.text('col.status'),
      dataIndex: 'status',
      render: (s: OrderStatus) => <Tag color={STATUS_COLOR[s]}>{f.label(s)}</Tag>,
    },
  ];
  return (
    <>
      <StatRow stats={data.stats} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <ChartCard title={f.text('card.salesOrders')} desc={f.text('desc.salesOrders')}>
            <TrendChart
              data={data.sales}
              xFormat="month"
              valueFormat="currency"
              series={[
                { key: 'sales', label: f.label('sales'), kind: 'bar' },
                { key: 'orders', label: f.label('orders'), kind: 'line', secondAxis: true },
              ]}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={8}>
          <ChartCard title={f.text('card.categories')}>
            <DonutChart parts={data.categories} label={f.label} height={280} />
          </ChartCard>
        </Col>
        <Col xs={24}>
          <Panel title={f.text('card.recentOrders')}>
            <Table
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={data.recentOrders}
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={f.text('card.channels')}>
            <TrendChart
              data={data.channels}
              xFormat="weekday"
              height={260}
              series={[
                { key: 'online', label: f.label('online'), kind: 'bar', stack: 'orders' },
                { key: 'store', label: f.label('store'), kind: 'bar', stack: 'orders' },
              ]}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={f.text('card.topProducts')}>
            <GoalList
              rows={data.topProducts.map((p) => ({
                key: p.id,
                label: p.name,
                value: p.sold,
                target: p.target,
                note: f.text('revenueOf', { amount: f.value(p.revenue, 'currency') }),
              }))}
            />
          </Panel>
        </Col>
      </Row>
    </>
  );
}

/** /dashboards/e-commerce: sales and orders by month, categories, recent orders, channels, best sellers. */
export default function EcommercePage() {
  return (
    <DashboardPage id="ecommerce" nav="ecommerce">
      {(data) => <Ecommerce data={data} />}
    </DashboardPage>
  );
}
