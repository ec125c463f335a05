import { useContext, useId, useMemo, type ReactNode } from 'react';
import { Alert, Card, Col, ConfigProvider, Row, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import { PageFrame } from '../../../app-kit/PageFrame';
import { BASKETS, CHANNELS, MONTHLY, SKILLS } from '../charts/chart-data';

const HEIGHT = 260;

/** One chart in a card: the card's title names the figure for assistive technology. */
function ChartCard({ titleId, children, id }: { titleId: string; children: ReactNode; id: string }) {
  const headingId = useId();
  return (
    <Card
      title={
        <span id={headingId}>
          <FormattedMessage id={titleId} />
        </span>
      }
      size="small"
      styles={{ body: { padding: 8 } }}
    >
      <figure
        role="figure"
        aria-labelledby={headingId}
        data-testid={`chart-${id}`}
        // Recharts lays its ticks out left to right; mirroring is done with its axes' props instead.
        style={{ margin: 0, height: HEIGHT, direction: 'ltr' }}
      >
        <ResponsiveContainer width="100%" height="100%">
          {children as never}
        </ResponsiveContainer>
      </figure>
    </Card>
  );
}

/** What every chart of the page shares: texts, numbers, colours, axes, grid, tooltip, legend. */
function useChartKit() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const t = (id: string) => intl.formatMessage({ id: `templates.thirdParty.chart.${id}` });
  const num = (value: unknown) => intl.formatNumber(Number(value));

  const palette = [
    token.colorPrimary,
    token.colorSuccess,
    token.colorWarning,
    token.colorError,
    token.colorInfo,
  ];
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(intl.locale, { month: 'short' });
    return MONTHLY.map((row, i) => ({ ...row, month: format.format(new Date(2024, i, 1)) }));
  }, [intl.locale]);

  const axis = { stroke: token.colorTextTertiary, tick: { fill: token.colorTextSecondary, fontSize: 12 } };
  // Time runs from the right in Arabic; the value axis moves to the right edge with it.
  const xAxis = { ...axis, reversed: rtl };
  const yAxis = {
    ...axis,
    orientation: rtl ? ('right' as const) : ('left' as const),
    tickFormatter: num,
    width: 56,
  };
  const grid = <CartesianGrid stroke={token.colorBorderSecondary} strokeDasharray="3 3" />;
  const tooltip = (
    <Tooltip
      formatter={(value) => num(value)}
      contentStyle={{
        background: token.colorBgElevated,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        color: token.colorText,
      }}
      labelStyle={{ color: token.colorText }}
      itemStyle={{ color: token.colorText }}
      cursor={{ fill: token.colorFillSecondary, stroke: token.colorBorder }}
    />
  );
  const legend = <Legend wrapperStyle={{ color: token.colorText, fontSize: 12 }} />;
  return { t, num, token, rtl, palette, months, axis, xAxis, yAxis, grid, tooltip, legend };
}

type ChartKit = ReturnType<typeof useChartKit>;

/** The months as lines, areas, stacked and grouped bars. */
function MonthCharts({ kit }: { kit: ChartKit }) {
  const { t, palette, months, xAxis, yAxis, grid, tooltip, legend } = kit;
  return (
    <>
      <Col xs={24} xl={12}>
        <ChartCard id="line" titleId="templates.thirdParty.chart.line">
          <LineChart data={months} margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
            {grid}
            <XAxis dataKey="month" {...xAxis} />
            <YAxis {...yAxis} />
            {tooltip}
            {legend}
            <Line
              type="monotone"
              dataKey="visits"
              name={t('series.visits')}
              stroke={palette[0]}
              strokeWidth={2}
              dot={false}
            />
            <Line
              type="monotone"
              dataKey="web"
              name={t('series.web')}
              stroke={palette[1]}
              strokeWidth={2}
              dot={false}
            />
          </LineChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard id="area" titleId="templates.thirdParty.chart.area">
          <AreaChart data={months} margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
            {grid}
            <XAxis dataKey="month" {...xAxis} />
            <YAxis {...yAxis} />
            {tooltip}
            {legend}
            <Area
              type="monotone"
              dataKey="web"
              stackId="a"
              name={t('series.web')}
              stroke={palette[0]}
              fill={palette[0]}
              fillOpacity={0.35}
            />
            <Area
              type="monotone"
              dataKey="mobile"
              stackId="a"
              name={t('series.mobile')}
              stroke={palette[4]}
              fill={palette[4]}
              fillOpacity={0.35}
            />
            <Area
              type="monotone"
              dataKey="store"
              stackId="a"
              name={t('series.store')}
              stroke={palette[2]}
              fill={palette[2]}
              fillOpacity={0.35}
            />
          </AreaChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard id="bar-stacked" titleId="templates.thirdParty.chart.barStacked">
          <BarChart data={months} margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
            {grid}
            <XAxis dataKey="month" {...xAxis} />
            <YAxis {...yAxis} />
            {tooltip}
            {legend}
            <Bar dataKey="web" stackId="s" name={t('series.web')} fill={palette[0]} />
            <Bar dataKey="mobile" stackId="s" name={t('series.mobile')} fill={palette[1]} />
            <Bar dataKey="store" stackId="s" name={t('series.store')} fill={palette[2]} />
          </BarChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard id="bar-grouped" titleId="templates.thirdParty.chart.barGrouped">
          <BarChart data={months.slice(6)} margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
            {grid}
            <XAxis dataKey="month" {...xAxis} />
            <YAxis {...yAxis} />
            {tooltip}
            {legend}
            <Bar dataKey="orders" name={t('series.orders')} fill={palette[0]} radius={[4, 4, 0, 0]} />
            <Bar dataKey="returns" name={t('series.returns')} fill={palette[3]} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ChartCard>
      </Col>
    </>
  );
}

/** Shares: the channels as a pie and a donut, two products on a radar. */
function ShareCharts({
  kit,
  channels,
  skills,
}: {
  kit: ChartKit;
  channels: { name: string; value: number }[];
  skills: ((typeof SKILLS)[number] & { quality: string })[];
}) {
  const { t, palette, tooltip, legend, token } = kit;
  return (
    <>
      <Col xs={24} md={12} xl={8}>
        <ChartCard id="pie" titleId="templates.thirdParty.chart.pie">
          <PieChart>
            {tooltip}
            {legend}
            <Pie data={channels} dataKey="value" nameKey="name" outerRadius="75%" label={false}>
              {channels.map((c, i) => (
                <Cell key={c.name} fill={palette[i % palette.length]} stroke={token.colorBgContainer} />
              ))}
            </Pie>
          </PieChart>
        </ChartCard>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <ChartCard id="donut" titleId="templates.thirdParty.chart.donut">
          <PieChart>
            {tooltip}
            {legend}
            <Pie
              data={channels}
              dataKey="value"
              nameKey="name"
              innerRadius="50%"
              outerRadius="75%"
              paddingAngle={2}
            >
              {channels.map((c, i) => (
                <Cell key={c.name} fill={palette[(i + 1) % palette.length]} stroke={token.colorBgContainer} />
              ))}
            </Pie>
          </PieChart>
        </ChartCard>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <ChartCard id="radar" titleId="templates.thirdParty.chart.radar">
          <RadarChart data={skills} outerRadius="65%">
            <PolarGrid stroke={token.colorBorderSecondary} />
            <PolarAngleAxis dataKey="quality" tick={{ fill: token.colorTextSecondary, fontSize: 11 }} />
            <PolarRadiusAxis
              tick={{ fill: token.colorTextTertiary, fontSize: 10 }}
              stroke={token.colorBorder}
              angle={90}
              domain={[0, 100]}
            />
            {tooltip}
            {legend}
            <Radar
              dataKey="a"
              name={t('series.productA')}
              stroke={palette[0]}
              fill={palette[0]}
              fillOpacity={0.3}
            />
            <Radar
              dataKey="b"
              name={t('series.productB')}
              stroke={palette[1]}
              fill={palette[1]}
              fillOpacity={0.3}
            />
          </RadarChart>
        </ChartCard>
      </Col>
    </>
  );
}

/** Baskets as a scatter, and revenue, orders and returns on two axes. */
function MixedCharts({ kit }: { kit: ChartKit }) {
  const { t, num, rtl, palette, months, axis, xAxis, yAxis, grid, tooltip, legend } = kit;
  return (
    <>
      <Col xs={24} md={12} xl={12}>
        <ChartCard id="scatter" titleId="templates.thirdParty.chart.scatter">
          <ScatterChart margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
            {grid}
            <XAxis type="number" dataKey="items" name={t('series.items')} {...xAxis} />
            <YAxis type="number" dataKey="amount" name={t('series.amount')} {...yAxis} />
            <ZAxis range={[60, 60]} />
            {tooltip}
            {legend}
            <Scatter
              name={t('series.returning')}
              data={BASKETS.returning.map(([items, amount]) => ({ items, amount }))}
              fill={palette[0]}
            />
            <Scatter
              name={t('series.new')}
              data={BASKETS.new.map(([items, amount]) => ({ items, amount }))}
              fill={palette[2]}
            />
          </ScatterChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard id="composed" titleId="templates.thirdParty.chart.composed">
          <ComposedChart data={months} margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
            {grid}
            <XAxis dataKey="month" {...xAxis} />
            <YAxis yAxisId="money" {...yAxis} />
            <YAxis
              yAxisId="count"
              {...axis}
              orientation={rtl ? 'left' : 'right'}
              tickFormatter={num}
              width={48}
            />
            {tooltip}
            {legend}
            <Area
              yAxisId="money"
              type="monotone"
              dataKey="revenue"
              name={t('series.revenue')}
              stroke={palette[4]}
              fill={palette[4]}
              fillOpacity={0.2}
            />
            <Bar yAxisId="count" dataKey="orders" name={t('series.orders')} fill={palette[0]} barSize={14} />
            <Line
              yAxisId="count"
              type="monotone"
              dataKey="returns"
              name={t('series.returns')}
              stroke={palette[3]}
              strokeWidth={2}
            />
          </ComposedChart>
        </ChartCard>
      </Col>
    </>
  );
}

export default function ChartPage() {
  const kit = useChartKit();
  const { t } = kit;
  const channels = CHANNELS.map((c) => ({ name: t(`series.${c.key}`), value: c.value }));
  const skills = SKILLS.map((s) => ({ ...s, quality: t(`quality.${s.key}`) }));

  return (
    <PageFrame testId="third-party-chart" title={<FormattedMessage id="templates.thirdParty.chart.title" />}>
      <Alert type="info" showIcon message={<FormattedMessage id="templates.thirdParty.chart.about" />} />
      <Row gutter={[16, 16]}>
        <MonthCharts kit={kit} />
        <ShareCharts kit={kit} channels={channels} skills={skills} />
        <MixedCharts kit={kit} />
      </Row>
    </PageFrame>
  );
}
