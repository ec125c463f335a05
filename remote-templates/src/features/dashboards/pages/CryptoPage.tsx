import { Col, Empty, List, Row, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useChartTheme } from '../components/chart-theme';
import { DonutChart, Sparkline, TrendChart } from '../components/charts';
import { CryptoBuyForm } from '../components/CryptoBuyForm';
import { DashboardPage } from '../components/DashboardPage';
import { useFormat } from '../components/format';
import { ChartCard, Panel } from '../components/Panel';
import { StatCard } from '../components/StatCard';
import type { Coin, CryptoData } from '../types';

/** The market table's columns: each coin's price, change, size and last days. */
function marketColumns(
  f: ReturnType<typeof useFormat>,
  t: ReturnType<typeof useChartTheme>,
): TableColumnsType<Coin> {
  const change = (v: number) => (
    <Typography.Text style={{ color: v >= 0 ? t.up : t.down }}>
      <bdi>{f.value(v, 'percent')}</bdi>
    </Typography.Text>
  );
  return [
    {
      title: f.text('col.coin'),
      dataIndex: 'name',
      render: (name: string, c) => (
        <span>
          {name} <Typography.Text type="secondary">{c.symbol}</Typography.Text>
        </span>
      ),
    },
    {
      title: f.text('col.price'),
      dataIndex: 'price',
      align: 'end',
      render: (v: number) => f.value(v, 'currency'),
    },
    { title: f.text('col.change'), dataIndex: 'change', align: 'end', render: change },
    {
      title: f.text('col.marketCap'),
      dataIndex: 'marketCap',
      align: 'end',
      render: (v: number) => f.compact(v, 'currency'),
    },
    {
      title: f.text('col.volume'),
      dataIndex: 'volume',
      align: 'end',
      render: (v: number) => f.compact(v, 'currency'),
    },
    {
      title: f.text('col.lastDays'),
      dataIndex: 'trend',
      width: 120,
      render: (trend: number[], c) => (
        <div style={{ width: 110 }}>
          <Sparkline values={trend} kind="line" color={c.change >= 0 ? t.up : t.down} height={32} />
        </div>
      ),
    },
  ];
}

function Crypto({ data }: { data: CryptoData }) {
  const f = useFormat();
  const t = useChartTheme();
  const columns = marketColumns(f, t);
  return (
    <Row gutter={[16, 16]}>
      {data.coins.map((c, i) => (
        <Col key={c.symbol} xs={24} sm={12} xl={6}>
          <StatCard
            stat={{ id: c.symbol, value: c.price, format: 'currency', change: c.change, trend: c.trend }}
            label={`${c.name} (${c.symbol})`}
            period="in24h"
            color={t.palette[i % t.palette.length]}
          />
        </Col>
      ))}
      <Col xs={24} xl={16}>
        <ChartCard title={f.text('card.priceHistory')} desc={f.text('desc.priceHistory')}>
          <TrendChart
            data={data.history}
            xFormat="day"
            valueFormat="currency"
            secondFormat="currency"
            height={320}
            zeroBased={false}
            series={[
              { key: 'BTC', label: 'Bitcoin (BTC)' },
              { key: 'ETH', label: 'Ethereum (ETH)', kind: 'line', secondAxis: true },
            ]}
          />
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <Panel title={f.text('card.buy')}>
          <CryptoBuyForm coins={data.coins} />
        </Panel>
      </Col>
      <Col xs={24} xl={16}>
        <Panel title={f.text('card.market')}>
          <Table
            rowKey="symbol"
            size="small"
            columns={columns}
            dataSource={data.coins}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </Panel>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard
          title={f.text('card.portfolio')}
          extra={
            <Typography.Text strong>
              <bdi>{f.value(data.balance.total, 'currency')}</bdi>
            </Typography.Text>
          }
        >
          <DonutChart parts={data.allocation} label={(id) => id} height={260} />
        </ChartCard>
      </Col>
      <Col xs={24} lg={12}>
        <Panel title={f.text('card.orders')}>
          {data.orders.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={f.text('crypto.noOrders')} />
          ) : (
            <List
              data-testid="crypto-orders"
              dataSource={data.orders}
              renderItem={(o) => (
                <List.Item key={o.id} data-testid="crypto-order">
                  <List.Item.Meta
                    title={
                      <bdi>
                        {f.value(o.amount, 'decimal')} {o.coin}
                      </bdi>
                    }
                    description={f.text('crypto.atPrice', { price: f.value(o.price, 'currency') })}
                  />
                  <Typography.Text strong>
                    <bdi>{f.value(o.total, 'currency')}</bdi>
                  </Typography.Text>
                </List.Item>
              )}
            />
          )}
        </Panel>
      </Col>
      <Col xs={24} lg={12}>
        <Panel title={f.text('card.transactions')}>
          <List
            dataSource={data.transactions}
            renderItem={(tx) => (
              <List.Item key={tx.id}>
                <List.Item.Meta
                  title={
                    <span>
                      <Tag color={tx.side === 'buy' ? 'green' : 'red'}>{f.label(tx.side)}</Tag>
                      <bdi>
                        {f.value(tx.amount, 'decimal')} {tx.coin}
                      </bdi>
                    </span>
                  }
                  description={<bdi>{f.dateTime(tx.at)}</bdi>}
                />
                <Typography.Text>
                  <bdi>{f.value(tx.amount * tx.price, 'currency')}</bdi>
                </Typography.Text>
              </List.Item>
            )}
          />
        </Panel>
      </Col>
    </Row>
  );
}

/** /dashboards/crypto: four coins, 30 days of prices, the buy form and its orders, the market, the portfolio. */
export default function CryptoPage() {
  return (
    <DashboardPage id="crypto" nav="crypto">
      {(data) => <Crypto data={data} />}
    </DashboardPage>
  );
}
