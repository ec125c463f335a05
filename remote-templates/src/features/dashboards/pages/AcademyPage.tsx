import { Avatar, Col, List, Progress, Row, Table, Typography, type TableColumnsType } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { useChartTheme } from '../components/chart-theme';
import { DonutChart, TrendChart } from '../components/charts';
import { DashboardPage } from '../components/DashboardPage';
import { useFormat } from '../components/format';
import { GoalList } from '../components/GoalList';
import { ChartCard, Panel } from '../components/Panel';
import { StatRow } from '../components/StatCard';
import type { AcademyData } from '../types';

/** A pass is 50 and more; 85 and more is a distinction. */
const scoreStatus = (score: number) => (score >= 85 ? 'success' : score >= 50 ? 'normal' : 'exception');

function Academy({ data }: { data: AcademyData }) {
  const f = useFormat();
  const t = useChartTheme();
  const columns: TableColumnsType<AcademyData['results'][number]> = [
    { title: f.text('col.student'), dataIndex: 'student' },
    { title: f.text('col.course'), dataIndex: 'course' },
    {
      title: f.text('col.score'),
      dataIndex: 'score',
      render: (score: number) => (
        <Progress
          percent={score}
          size="small"
          status={scoreStatus(score)}
          style={{ minWidth: 120, margin: 0 }}
        />
      ),
    },
    { title: f.text('col.date'), dataIndex: 'date', render: (d: string) => f.date(d) },
  ];
  return (
    <>
      <StatRow stats={data.stats} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <ChartCard title={f.text('card.studyHours')} desc={f.text('desc.studyHours')}>
            <TrendChart
              data={data.studyHours}
              xFormat="weekday"
              valueFormat="decimal"
              series={[
                { key: 'hours', label: f.label('hours'), kind: 'bar' },
                { key: 'goal', label: f.label('dailyGoal'), kind: 'line', dashed: true },
              ]}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={8}>
          <ChartCard title={f.text('card.studentsByCategory')}>
            <DonutChart parts={data.categories} label={f.label} height={280} />
          </ChartCard>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={f.text('card.courses')}>
            <GoalList
              rows={data.courses.map((c) => ({
                key: c.id,
                label: c.title,
                value: c.done,
                target: c.lessons,
                note: `${f.label(c.category)} · ${f.text('lessonsDone', { done: c.done, total: c.lessons })}`,
              }))}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={f.text('card.ranking')}>
            <List
              dataSource={data.ranking}
              renderItem={(s, i) => (
                <List.Item key={s.id}>
                  <List.Item.Meta
                    avatar={
                      <Avatar style={{ background: i === 0 ? t.palette[2] : t.palette[0] }}>
                        {i === 0 ? <TrophyOutlined /> : i + 1}
                      </Avatar>
                    }
                    title={s.name}
                    description={f.text('coursesCount', { count: s.courses })}
                  />
                  <Typography.Text strong>{f.text('points', { points: f.value(s.points) })}</Typography.Text>
                </List.Item>
              )}
            />
          </Panel>
        </Col>
        <Col xs={24}>
          <Panel title={f.text('card.results')}>
            <Table
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={data.results}
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
          </Panel>
        </Col>
      </Row>
    </>
  );
}

/** /dashboards/academy: study hours against the daily goal, categories, courses, top students, results. */
export default function AcademyPage() {
  return (
    <DashboardPage id="academy" nav="academy">
      {(data) => <Academy data={data} />}
    </DashboardPage>
  );
}
