import { Avatar, Col, List, Rate, Row, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DonutChart, PartsChart, TrendChart } from '../components/charts';
import { DashboardPage } from '../components/DashboardPage';
import { useFormat } from '../components/format';
import { ChartCard, Panel } from '../components/Panel';
import { StatRow } from '../components/StatCard';
import type { AppointmentStatus, HealthCareData } from '../types';

const STATUS_COLOR: Record<AppointmentStatus, string> = {
  confirmed: 'success',
  waiting: 'warning',
  cancelled: 'error',
};

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2);

function HealthCare({ data }: { data: HealthCareData }) {
  const f = useFormat();
  const columns: TableColumnsType<HealthCareData['appointments'][number]> = [
    { title: f.text('col.patient'), dataIndex: 'patient' },
    { title: f.text('col.doctor'), dataIndex: 'doctor' },
    { title: f.text('col.department'), dataIndex: 'department', render: (d: string) => f.label(d) },
    { title: f.text('col.time'), dataIndex: 'at', render: (at: string) => <bdi>{f.dateTime(at)}</bdi> },
    {
      title: f.text('col.status'),
      dataIndex: 'status',
      render: (s: AppointmentStatus) => <Tag color={STATUS_COLOR[s]}>{f.label(s)}</Tag>,
    },
  ];
  return (
    <>
      <StatRow stats={data.stats} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <ChartCard title={f.text('card.admissions')} desc={f.text('desc.admissions')}>
            <TrendChart
              data={data.admissions}
              xFormat="month"
              series={[
                { key: 'outpatients', label: f.label('outpatients') },
                { key: 'inpatients', label: f.label('inpatients') },
              ]}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={8}>
          <ChartCard title={f.text('card.bloodStock')}>
            <DonutChart parts={data.bloodStock} label={(id) => id} height={280} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={f.text('card.heartRate')}>
            <TrendChart
              data={data.heartRate}
              xFormat="time"
              height={240}
              legend={false}
              zeroBased={false}
              series={[{ key: 'bpm', label: f.label('bpm'), kind: 'line' }]}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={f.text('card.departments')}>
            <PartsChart parts={data.departments} label={f.label} height={240} lying />
          </ChartCard>
        </Col>
        <Col xs={24} xl={16}>
          <Panel title={f.text('card.appointments')}>
            <Table
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={data.appointments}
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel title={f.text('card.doctors')}>
            <List
              dataSource={data.doctors}
              renderItem={(d) => (
                <List.Item key={d.id}>
                  <List.Item.Meta
                    avatar={<Avatar>{initials(d.name)}</Avatar>}
                    title={d.name}
                    description={`${f.label(d.department)} · ${f.text('patientsCount', { count: d.patients })}`}
                  />
                  <Typography.Text style={{ whiteSpace: 'nowrap' }}>
                    <Rate disabled count={1} value={1} style={{ fontSize: 14 }} />{' '}
                    {f.value(d.rating, 'decimal')}
                  </Typography.Text>
                </List.Item>
              )}
            />
          </Panel>
        </Col>
      </Row>
    </>
  );
}

/** /dashboards/health-care: admissions, blood stock, a heart rate, departments, appointments, doctors. */
export default function HealthCarePage() {
  return (
    <DashboardPage id="health_care" nav="healthCare">
      {(data) => <HealthCare data={data} />}
    </DashboardPage>
  );
}
