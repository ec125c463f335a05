import { useContext } from 'react';
import { ConfigProvider, theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report } from '@phonesheet/shared/contracts';

// The report's two charts, with recharts (the library the template dashboards draw with). The
// page imports this module lazily: recharts is in no chunk the sheet loads.

export interface ChartLabels {
  incoming: string;
  outgoing: string;
  day: (date: string) => string;
  hour: (hour: number) => string;
  number: (n: number) => string;
}

interface Props {
  data: Array<{ label: string; incoming: number; outgoing: number }>;
  labels: ChartLabels;
  height: number;
}

/**
 * Incoming and outgoing calls stacked per bar. The SVG stays left to right (recharts anchors its
 * labels for that), and in Arabic the axis runs right to left (`reversed`), as in the templates.
 */
function CallsChart({ data, labels, height }: Props) {
  const { token } = theme.useToken();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const axis = { fill: token.colorTextSecondary, fontSize: token.fontSizeSM };
  return (
    <div dir="ltr" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis dataKey="label" reversed={rtl} tick={axis} tickLine={false} minTickGap={8} />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            allowDecimals={false}
            tick={axis}
            tickFormatter={labels.number}
            width={40}
          />
          <Tooltip
            formatter={(v) => labels.number(Number(v))}
            contentStyle={{
              background: token.colorBgElevated,
              borderColor: token.colorBorder,
              direction: rtl ? 'rtl' : 'ltr',
              textAlign: 'start',
            }}
            labelStyle={{ color: token.colorText }}
            cursor={{ fill: token.colorBorderSecondary, fillOpacity: 0.4 }}
          />
          <Legend
            iconType="circle"
            iconSize={8}
            wrapperStyle={{ fontSize: token.fontSizeSM, direction: rtl ? 'rtl' : 'ltr' }}
            formatter={(value: string) => (
              <bdi style={{ color: token.colorText, marginInline: 4 }}>{value}</bdi>
            )}
          />
          <Bar
            dataKey="incoming"
            name={labels.incoming}
            stackId="c"
            fill={token.colorPrimary}
            isAnimationActive={false}
          />
          <Bar
            dataKey="outgoing"
            name={labels.outgoing}
            stackId="c"
            fill={token.cyan6}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Calls per day and per hour of the day: the page places the two (`which`). */
export default function ReportCharts({
  report,
  labels,
  which,
  height = 240,
}: {
  report: Report;
  labels: ChartLabels;
  which: 'days' | 'hours';
  height?: number;
}) {
  const data =
    which === 'days'
      ? report.perDay.map((d) => ({ ...d, label: labels.day(d.date) }))
      : report.perHour.map((h) => ({ ...h, label: labels.hour(h.hour) }));
  return <CallsChart data={data} labels={labels} height={height} />;
}
