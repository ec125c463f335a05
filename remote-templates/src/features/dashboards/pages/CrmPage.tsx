import { Avatar, Col, List, Row, Table, Tag, type TableColumnsType } from 'antd';
import { MailOutlined, PhoneOutlined, TeamOutlined } from '@ant-design/icons';
import { DonutChart, PartsChart, TrendChart } from '../components/charts';
import { DashboardPage } from '../components/DashboardPage';
import { useFormat } from '../components/format';
import { GoalList } from '../components/GoalList';
import { ChartCard, Panel } from '../components/Panel';
import { StatRow } from '../components/StatCard';
import type { CrmData, DealStage } from '../types';

const STAGE_COLOR: Record<DealStage, string> = {
  lead: 'default',
  qualified: 'blue',
  proposal: 'purple',
  negotiation: 'gold',
  won: 'green',
};
const KIND_ICON = { call: <PhoneOutlined />, meeting: <TeamOutlined />, email: <MailOutlined /> };

function Crm({ data }: { data: CrmData }) {
  const f = useFormat();
  const columns: TableColumnsType<CrmData['deals'][number]> = [
    { title: f.text('col.company'), dataIndex: 'company' },
    { title: f.text('col.owner'), dataIndex: 'owner' },
    {
      title: f.text('col.value'),
      dataIndex: 'value',
      align: 'end',
      render: (v: number) => f.value(v, 'currency'),
    },
    {
      title: f.text('col.stage'),
      dataIndex: 'stage',
      render: (s: DealStage) => <Tag color={STAGE_COLOR[s]}>{f.label(s)}</Tag>,
    },
    { title: f.text('col.closeDate'), dataIndex: 'closeDate', render: (d: string) => f.date(d) },
  ];
  return (
    <>
      <StatRow stats={data.stats} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <ChartCard title={f.text('card.revenueTarget')} desc={f.text('desc.revenueTarget')}>
            <TrendChart
              data={data.revenue}
              xFormat="month"
              valueFormat="currency"
              series={[
                { key: 'revenue', label: f.label('revenue') },
                { key: 'target', label: f.label('target'), kind: 'line', dashed: true },
              ]}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={8}>
          <ChartCard title={f.text('card.pipeline')}>
            <PartsChart parts={data.pipeline} label={f.label} lying height={280} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={16}>
          <Panel title={f.text('card.topDeals')}>
            <Table
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={data.deals}
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <ChartCard title={f.text('card.leadSources')}>
            <DonutChart parts={data.sources} label={f.label} />
          </ChartCard>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={f.text('card.goals')}>
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
        <Col xs={24} lg={12}>
          <Panel title={f.text('card.activities')}>
            <List
              dataSource={data.activities}
              renderItem={(a) => (
                <List.Item key={a.id}>
                  <List.Item.Meta
                    avatar={<Avatar icon={KIND_ICON[a.kind]} />}
                    title={a.subject}
                    description={`${f.label(a.kind)} · ${a.who}`}
                  />
                  <bdi style={{ whiteSpace: 'nowrap' }}>{f.dateTime(a.at)}</bdi>
                </List.Item>
              )}
            />
          </Panel>
        </Col>
      </Row>
    </>
  );
}

/** /dashboards/crm: revenue against target, the pipeline, deals, lead sources, goals and the week's activities. */
export default function CrmPage() {
  return (
    <DashboardPage id="crm" nav="crm">
      {(data) => <Crm data={data} />}
    </DashboardPage>
  );
}
