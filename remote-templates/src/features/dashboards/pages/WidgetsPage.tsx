import { useState } from 'react';
import { Avatar, Card, Checkbox, Col, Flex, Progress, Row, Statistic, Timeline, Typography } from 'antd';
import { CloudOutlined, SunOutlined } from '@ant-design/icons';
import { useSampleText } from '../../../app-kit/sample-text';
import { useChartTheme } from '../components/chart-theme';
import { PartsChart, TrendChart } from '../components/charts';
import { DashboardPage } from '../components/DashboardPage';
import { useFormat } from '../components/format';
import { ChartCard, Panel } from '../components/Panel';
import type { WidgetsData } from '../types';

type Condition = WidgetsData['weather']['condition'];

function WeatherIcon({ condition, size }: { condition: Condition; size: number }) {
  const t = useChartTheme();
  if (condition === 'sunny') return <SunOutlined style={{ fontSize: size, color: t.palette[2] }} />;
  return (
    <CloudOutlined style={{ fontSize: size, color: condition === 'rain' ? t.palette[0] : t.textSecondary }} />
  );
}

function Tasks({ initial }: { initial: WidgetsData['tasks'] }) {
  const f = useFormat();
  const [tasks, setTasks] = useState(initial);
  const done = tasks.filter((task) => task.done).length;
  return (
    <Panel
      title={f.text('card.tasks')}
      extra={
        <span data-testid="dashboard-tasks-done">{f.text('doneOf', { done, total: tasks.length })}</span>
      }
    >
      <Flex vertical gap={10}>
        {tasks.map((task) => (
          <Checkbox
            key={task.id}
            checked={task.done}
            onChange={(e) =>
              setTasks((all) => all.map((x) => (x.id === task.id ? { ...x, done: e.target.checked } : x)))
            }
          >
            <span style={task.done ? { textDecoration: 'line-through', opacity: 0.65 } : undefined}>
              {task.title}
            </span>
          </Checkbox>
        ))}
      </Flex>
    </Panel>
  );
}

function Widgets({ data }: { data: WidgetsData }) {
  const f = useFormat();
  const sample = useSampleText();
  const t = useChartTheme();
  const { profile, weather, goal } = data;
  const percent = Math.round((goal.value / goal.target) * 100);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12} xl={8}>
        <Card size="small" style={{ height: '100%' }} data-testid="dashboard-profile">
          <Flex vertical align="center" gap={8}>
            <Avatar size={72} style={{ background: t.palette[0], fontSize: 28 }}>
              {profile.name
                .split(' ')
                .map((w) => w[0])
                .join('')}
            </Avatar>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {profile.name}
            </Typography.Title>
            <Typography.Text type="secondary">{profile.role}</Typography.Text>
            <Flex justify="space-around" style={{ width: '100%' }} wrap gap={8}>
              <Statistic title={f.label('followers')} value={f.value(profile.followers)} />
              <Statistic title={f.label('following')} value={f.value(profile.following)} />
              <Statistic title={f.label('posts')} value={f.value(profile.posts)} />
            </Flex>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Panel title={f.text('card.weather')}>
          <Flex align="center" gap={16} wrap>
            <WeatherIcon condition={weather.condition} size={48} />
            <div>
              <Typography.Title level={2} style={{ margin: 0 }}>
                <bdi>{f.text('degrees', { value: weather.temperature })}</bdi>
              </Typography.Title>
              <Typography.Text type="secondary">
                {sample(weather.city)} · {f.label(weather.condition)}
              </Typography.Text>
            </div>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {f.text('humidity', { value: f.value(weather.humidity, 'percent') })} ·{' '}
            {f.text('wind', { value: weather.wind })}
          </Typography.Paragraph>
          <Flex justify="space-between" gap={8}>
            {weather.forecast.map((d) => (
              <Flex key={d.day} vertical align="center" gap={4}>
                <Typography.Text type="secondary">{f.x(d.day, 'weekday')}</Typography.Text>
                <WeatherIcon condition={d.condition} size={20} />
                <bdi style={{ fontSize: 12 }}>
                  {f.text('degrees', { value: d.high })} / {f.text('degrees', { value: d.low })}
                </bdi>
              </Flex>
            ))}
          </Flex>
        </Panel>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Panel title={f.text('card.dailyGoal')}>
          <Flex vertical align="center" gap={8}>
            <Progress
              type="dashboard"
              percent={percent}
              strokeColor={t.palette[0]}
              aria-label={f.text('card.dailyGoal')}
            />
            <Typography.Text>
              <bdi>{f.text('stepsOf', { value: f.value(goal.value), target: f.value(goal.target) })}</bdi>
            </Typography.Text>
          </Flex>
        </Panel>
      </Col>
      <Col xs={24} md={12} xl={12}>
        <ChartCard title={f.text('card.dailySales')}>
          <TrendChart
            data={data.dailySales}
            xFormat="day"
            valueFormat="currency"
            height={240}
            legend={false}
            series={[{ key: 'sales', label: f.label('sales') }]}
          />
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={f.text('card.social')}>
          <PartsChart parts={data.social} label={(id) => id} height={240} />
        </ChartCard>
      </Col>
      <Col xs={24} md={12}>
        <Tasks initial={data.tasks} />
      </Col>
      <Col xs={24} md={12}>
        <Panel title={f.text('card.activity')}>
          <Timeline
            items={data.activities.map((a) => ({
              key: a.id,
              children: (
                <>
                  <Typography.Text>
                    {f.text(`activity.${a.action}`, { who: a.who, target: a.target })}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <bdi>{f.dateTime(a.at)}</bdi>
                  </Typography.Text>
                </>
              ),
            }))}
          />
        </Panel>
      </Col>
    </Row>
  );
}

/** /dashboards/widgets: a profile, the weather, a daily goal, sales, followers, tasks and activity. */
export default function WidgetsPage() {
  return (
    <DashboardPage id="widgets" nav="widgets">
      {(data) => <Widgets data={data} />}
    </DashboardPage>
  );
}
