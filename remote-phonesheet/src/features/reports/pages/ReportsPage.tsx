import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { errorMessage, selectRole, uiActions, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { PageCard, PageTitle, PlanLimitNotice } from '@phonesheet/shared/ui';
import type { PlanLimitReply, Report } from '@phonesheet/shared/contracts';
import { downloadReportCsv, useDesks, useReport, type ReportParams } from '../report-api';
import { ReportTexts } from '../ReportTexts';
import { useDuration } from '../duration';
import { useElementWidth } from '../../../kit/use-element-width';

// The Reports page (docs/phone-sheet.md, "Reports"): the figures of one route for a range and a
// desk. The charts' module (recharts) is fetched when the page first draws a chart.
const ReportCharts = lazy(() => import(/* webpackChunkName: "report-charts" */ '../ReportCharts'));

type Preset = 'today' | 'days7' | 'days30' | 'custom';
const PRESET_DAYS: Record<Exclude<Preset, 'custom'>, number> = { today: 1, days7: 7, days30: 30 };
/** Below this width the figures stack one per line and the charts one under the other. */
const NARROW = 720;

function ReportsView() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) =>
    intl.formatMessage({ id: `phonesheet.reports.${id}` }, v);
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectRole) === 'admin';
  const [preset, setPreset] = useState<Preset>('days7');
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  const [desk, setDesk] = useState<string | undefined>();
  const [limit, setLimit] = useState<PlanLimitReply | null>(null);
  const params: ReportParams =
    preset === 'custom' && custom
      ? { from: custom[0].format('YYYY-MM-DD'), to: custom[1].format('YYYY-MM-DD'), desk }
      : { days: PRESET_DAYS[preset === 'custom' ? 'days7' : preset], desk };
  const { report, loading, error, planLimit } = useReport(params);
  const users = useDesks(isAdmin);
  const [box, width] = useElementWidth<HTMLDivElement>();
  const narrow = width > 0 && width < NARROW;
  const duration = useDuration();
  const num = (n: number) => intl.formatNumber(n);

  const exportCsv = async () => {
    try {
      setLimit(await downloadReportCsv(params));
    } catch (e) {
      dispatch(uiActions.toast({ kind: 'error', text: errorMessage(e) }));
    }
  };

  const toolbar = (
    <Space wrap>
      <Segmented<Preset>
        value={preset}
        onChange={setPreset}
        options={(['today', 'days7', 'days30', 'custom'] as const).map((p) => ({ value: p, label: t(p) }))}
      />
      {preset === 'custom' && (
        <DatePicker.RangePicker
          value={custom}
          onChange={(v) => setCustom(v && v[0] && v[1] ? [v[0], v[1]] : null)}
          aria-label={t('custom')}
        />
      )}
      {isAdmin && (
        <Select
          aria-label={t('desk')}
          style={{ minWidth: 180 }}
          value={desk ?? ''}
          onChange={(v) => setDesk(v || undefined)}
          options={[
            { value: '', label: t('allDesks') },
            ...users.filter((u) => u.status !== 'pending').map((u) => ({ value: u._id, label: u.fullName })),
          ]}
        />
      )}
      <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={!report}>
        {t('csv')}
      </Button>
    </Space>
  );

  return (
    <PageCard title={<PageTitle style={{ margin: 0 }}>{t('title')}</PageTitle>} toolbar={toolbar}>
      <div ref={box} data-testid="reports">
        {(planLimit ?? limit) && (
          <div style={{ marginBottom: 16 }}>
            <PlanLimitNotice limit={(planLimit ?? limit)!} onClose={() => setLimit(null)} />
          </div>
        )}
        {error && <Alert type="error" showIcon message={error} />}
        {!report && loading && <Skeleton active paragraph={{ rows: 10 }} />}
        {report && (
          <Figures report={report} narrow={narrow} duration={duration} num={num} t={t} loading={loading} />
        )}
      </div>
    </PageCard>
  );
}

interface FiguresProps {
  report: Report;
  narrow: boolean;
  loading: boolean;
  duration: (seconds: number | null) => string;
  num: (n: number) => string;
  t: (id: string, v?: Record<string, string | number>) => string;
}

function Figures({ report, narrow, loading, duration, num, t }: FiguresProps) {
  const intl = useIntl();
  const r = report;
  const percent =
    r.returns.share === null ? t('noValue') : intl.formatNumber(r.returns.share, { style: 'percent' });
  const day = (date: string) =>
    intl.formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  const labels = {
    incoming: t('incoming'),
    outgoing: t('outgoing'),
    day,
    hour: (hour: number) => t('hourLabel', { hour: intl.formatNumber(hour, { minimumIntegerDigits: 2 }) }),
    number: num,
  };
  const span = narrow ? 12 : 4;
  const stats: Array<[string, string, string?]> = [
    ['incoming', num(r.totals.incoming)],
    ['outgoing', num(r.totals.outgoing)],
    ['owed', num(r.owed.total)],
    [
      'returned',
      percent,
      t('returnedOf', { returned: num(r.returns.returned), incoming: num(r.returns.incoming) }),
    ],
    ['median', duration(r.returns.medianSeconds)],
    ['p90', duration(r.returns.p90Seconds)],
  ];
  const chart = (which: 'days' | 'hours') => (
    <Card size="small" title={t(which === 'days' ? 'perDay' : 'perHour')}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
        <ReportCharts report={r} labels={labels} which={which} height={narrow ? 200 : 240} />
      </Suspense>
    </Card>
  );
  return (
    <Flex vertical gap={16} style={{ opacity: loading ? 0.6 : 1 }}>
      <Typography.Text type="secondary">
        {t('zone', { zone: r.timeZone })} · {day(r.from)} – {day(r.to)}
      </Typography.Text>
      <Row gutter={[12, 12]}>
        {stats.map(([key, value, sub]) => (
          <Col key={key} span={span}>
            <Card size="small">
              <Statistic title={t(key)} value={value} />
              {sub && <Typography.Text type="secondary">{sub}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]}>
        <Col span={narrow ? 24 : 14}>{chart('days')}</Col>
        <Col span={narrow ? 24 : 10}>{chart('hours')}</Col>
      </Row>
      <Row gutter={[12, 12]}>
        <Col span={narrow ? 24 : 8}>
          <Card size="small" title={t('owedAges')}>
            <Table
              size="small"
              pagination={false}
              rowKey="bucket"
              dataSource={r.owed.ages}
              columns={[
                { key: 'b', title: t('owed'), render: (_, a) => t(a.bucket) },
                { key: 'n', title: t('calls'), align: 'end', render: (_, a) => num(a.calls) },
              ]}
            />
            {r.owed.oldestSeconds !== null && (
              <Typography.Text type="secondary">
                {t('oldest', { time: duration(r.owed.oldestSeconds) })}
              </Typography.Text>
            )}
          </Card>
        </Col>
        <Col span={narrow ? 24 : 8}>
          <Card size="small" title={t('callers')}>
            <Table
              size="small"
              pagination={false}
              rowKey="phone"
              locale={{ emptyText: t('none') }}
              dataSource={r.topCallers}
              columns={[
                {
                  key: 'n',
                  title: t('name'),
                  render: (_, c) => (
                    <>
                      <bdi>{c.name || t('noValue')}</bdi>
                      <Typography.Text type="secondary" style={{ display: 'block' }}>
                        <bdi dir="ltr">{c.phone}</bdi>
                      </Typography.Text>
                    </>
                  ),
                },
                { key: 'c', title: t('calls'), align: 'end', render: (_, c) => num(c.calls) },
              ]}
            />
          </Card>
        </Col>
        <Col span={narrow ? 24 : 8}>
          <Card size="small" title={t('companies')}>
            <Table
              size="small"
              pagination={false}
              rowKey="company"
              locale={{ emptyText: t('none') }}
              dataSource={r.topCompanies}
              columns={[
                { key: 'n', title: t('company'), render: (_, c) => <bdi>{c.company}</bdi> },
                { key: 'c', title: t('calls'), align: 'end', render: (_, c) => num(c.calls) },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('desks')}>
        <Table
          size="small"
          pagination={false}
          rowKey="deskUserId"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('none') }}
          dataSource={r.desks}
          columns={[
            { key: 'd', title: t('desk'), render: (_, d) => <bdi>{d.name}</bdi> },
            { key: 'c', title: t('calls'), align: 'end', render: (_, d) => num(d.calls) },
            { key: 'o', title: t('owed'), align: 'end', render: (_, d) => num(d.owed) },
            {
              key: 'r',
              title: t('returned'),
              align: 'end',
              render: (_, d) => t('returnedOf', { returned: num(d.returned), incoming: num(d.incoming) }),
            },
            { key: 'm', title: t('median'), align: 'end', render: (_, d) => duration(d.medianReturnSeconds) },
          ]}
        />
      </Card>
    </Flex>
  );
}

export default function ReportsPage() {
  return (
    <ReportTexts>
      <ReportsView />
    </ReportTexts>
  );
}
