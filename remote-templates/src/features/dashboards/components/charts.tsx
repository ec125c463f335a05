import { useContext, useId, type ReactElement } from 'react';
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Part, Point, ValueFormat } from '../types';
import { useChartTheme, type ChartTheme } from './chart-theme';
import { useFormat, type XFormat } from './format';
import { ChartTitleContext } from './Panel';

// The one place that draws with recharts: every dashboard's charts go through these, so the
// theme (colours, dark mode) and the direction (Arabic mirrors the time axis) are applied once.

export interface Series {
  key: string;
  label: string;
  kind?: 'area' | 'line' | 'bar';
  /** Drawn dashed (a target, last year). */
  dashed?: boolean;
  /** Measured on a second axis (orders beside sales). */
  secondAxis?: boolean;
  /** Stacks with the other series of the same id. */
  stack?: string;
}

/**
 * recharts places axis labels with text-anchor start/end as in a left-to-right SVG; inside a
 * right-to-left page those anchors flip and labels land on the bars. The SVG stays left to right
 * and the mirroring is done by the axes (reversed, orientation); legends and tooltips keep the
 * page's direction.
 */
function Frame({ height, children }: { height: number; children: ReactElement }) {
  return (
    <div dir="ltr" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

function tooltipProps(t: ChartTheme) {
  return {
    contentStyle: {
      background: t.surface,
      borderColor: t.border,
      borderRadius: 8,
      direction: t.rtl ? ('rtl' as const) : ('ltr' as const),
      textAlign: 'start' as const,
    },
    labelStyle: { color: t.text, fontWeight: 600 },
    cursor: { fill: t.grid, fillOpacity: 0.4, stroke: t.grid },
  };
}

function legendProps(t: ChartTheme) {
  return {
    iconType: 'circle' as const,
    // The data's order (recharts sorts by name by default).
    itemSorter: null,
    iconSize: 8,
    wrapperStyle: { fontSize: t.fontSize, direction: t.rtl ? ('rtl' as const) : ('ltr' as const) },
    formatter: (value: string) => <bdi style={{ color: t.text, marginInline: 4 }}>{value}</bdi>,
  };
}

/** Time series as areas, lines or bars (mixed), on a time axis that runs right to left in Arabic. */
export function TrendChart({
  data,
  series,
  xFormat,
  valueFormat = 'number',
  secondFormat = 'number',
  height = 280,
  legend = true,
  zeroBased = true,
}: {
  data: Point[];
  series: Series[];
  xFormat: XFormat;
  valueFormat?: ValueFormat;
  secondFormat?: ValueFormat;
  height?: number;
  legend?: boolean;
  /** Whether the value axis starts at zero (false for prices, which move little against their size). */
  zeroBased?: boolean;
}) {
  const t = useChartTheme();
  const f = useFormat();
  const { title, desc } = useContext(ChartTitleContext);
  const domain: [number | 'auto', 'auto'] = zeroBased ? [0, 'auto'] : ['auto', 'auto'];
  const uid = useId().replace(/[^a-zA-Z0-9]/g, '');
  const tick = { fill: t.textSecondary, fontSize: t.fontSize };
  const color = (i: number) => t.palette[i % t.palette.length];
  const hasSecond = series.some((s) => s.secondAxis);
  const formatOf = (s: Series | undefined) => (s?.secondAxis ? secondFormat : valueFormat);
  return (
    <Frame height={height}>
      <ComposedChart data={data} title={title} desc={desc} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
        <defs>
          {series.map((s, i) => (
            <linearGradient key={s.key} id={`${uid}-${s.key}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color(i)} stopOpacity={0.35} />
              <stop offset="100%" stopColor={color(i)} stopOpacity={0.02} />
            </linearGradient>
          ))}
        </defs>
        <CartesianGrid stroke={t.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="x"
          reversed={t.rtl}
          tickFormatter={(v: string) => f.x(v, xFormat)}
          tick={tick}
          axisLine={{ stroke: t.grid }}
          tickLine={false}
          minTickGap={12}
        />
        <YAxis
          yAxisId="main"
          domain={domain}
          orientation={t.rtl ? 'right' : 'left'}
          tickFormatter={(v: number) => f.compact(v, valueFormat)}
          tick={tick}
          axisLine={false}
          tickLine={false}
          width="auto"
        />
        {hasSecond && (
          <YAxis
            yAxisId="second"
            domain={domain}
            orientation={t.rtl ? 'left' : 'right'}
            tickFormatter={(v: number) => f.compact(v, secondFormat)}
            tick={tick}
            axisLine={false}
            tickLine={false}
            width="auto"
          />
        )}
        <Tooltip
          {...tooltipProps(t)}
          labelFormatter={(v) => f.x(String(v), xFormat)}
          formatter={(v, name) => [f.value(Number(v), formatOf(series.find((s) => s.label === name))), name]}
        />
        {legend && <Legend {...legendProps(t)} />}
        {series.map((s, i) => {
          const common = {
            key: s.key,
            dataKey: s.key,
            name: s.label,
            yAxisId: s.secondAxis ? 'second' : 'main',
            isAnimationActive: false,
          };
          if (s.kind === 'bar') {
            return (
              <Bar
                {...common}
                key={s.key}
                fill={color(i)}
                radius={[4, 4, 0, 0]}
                maxBarSize={28}
                stackId={s.stack}
              />
            );
          }
          if (s.kind === 'line') {
            return (
              <Line
                {...common}
                key={s.key}
                type="monotone"
                stroke={color(i)}
                strokeWidth={2}
                strokeDasharray={s.dashed ? '5 4' : undefined}
                dot={false}
              />
            );
          }
          return (
            <Area
              {...common}
              key={s.key}
              type="monotone"
              stroke={color(i)}
              strokeWidth={2}
              strokeDasharray={s.dashed ? '5 4' : undefined}
              fill={`url(#${uid}-${s.key})`}
              stackId={s.stack}
            />
          );
        })}
      </ComposedChart>
    </Frame>
  );
}

/** Named amounts as bars, upright or lying (lying bars grow from the inline start). */
export function PartsChart({
  parts,
  label,
  valueFormat = 'number',
  height = 260,
  lying = false,
}: {
  parts: Part[];
  label: (id: string) => string;
  valueFormat?: ValueFormat;
  height?: number;
  lying?: boolean;
}) {
  const t = useChartTheme();
  const f = useFormat();
  const { title, desc } = useContext(ChartTitleContext);
  const tick = { fill: t.textSecondary, fontSize: t.fontSize };
  const data = parts.map((p) => ({ name: label(p.id), value: p.value }));
  const valueAxis = {
    tickFormatter: (v: number) => f.compact(v, valueFormat),
    tick,
    axisLine: false,
    tickLine: false,
  };
  const nameAxis = { dataKey: 'name', tick, axisLine: { stroke: t.grid }, tickLine: false, interval: 0 };
  return (
    <Frame height={height}>
      <BarChart
        data={data}
        layout={lying ? 'vertical' : 'horizontal'}
        title={title}
        desc={desc}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      >
        <CartesianGrid stroke={t.grid} strokeDasharray="3 3" horizontal={!lying} vertical={lying} />
        {lying ? (
          <>
            <XAxis type="number" reversed={t.rtl} {...valueAxis} />
            <YAxis type="category" orientation={t.rtl ? 'right' : 'left'} width="auto" {...nameAxis} />
          </>
        ) : (
          <>
            <XAxis type="category" reversed={t.rtl} {...nameAxis} />
            <YAxis type="number" orientation={t.rtl ? 'right' : 'left'} width="auto" {...valueAxis} />
          </>
        )}
        <Tooltip {...tooltipProps(t)} formatter={(v) => [f.value(Number(v), valueFormat)]} />
        <Bar dataKey="value" radius={lying ? 4 : [4, 4, 0, 0]} maxBarSize={26} isAnimationActive={false}>
          {data.map((d, i) => (
            <Cell key={d.name} fill={t.palette[i % t.palette.length]} />
          ))}
        </Bar>
      </BarChart>
    </Frame>
  );
}

/** Shares of a whole as a ring, turning clockwise in English and anticlockwise in Arabic. */
export function DonutChart({
  parts,
  label,
  valueFormat = 'percent',
  height = 260,
}: {
  parts: Part[];
  label: (id: string) => string;
  valueFormat?: ValueFormat;
  height?: number;
}) {
  const t = useChartTheme();
  const f = useFormat();
  const { title, desc } = useContext(ChartTitleContext);
  const data = parts.map((p) => ({ name: label(p.id), value: p.value }));
  return (
    <Frame height={height}>
      <PieChart title={title} desc={desc}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="55%"
          outerRadius="80%"
          paddingAngle={2}
          startAngle={90}
          endAngle={t.rtl ? 450 : -270}
          stroke={t.card}
          isAnimationActive={false}
        >
          {data.map((d, i) => (
            <Cell key={d.name} fill={t.palette[i % t.palette.length]} />
          ))}
        </Pie>
        <Tooltip {...tooltipProps(t)} formatter={(v, name) => [f.value(Number(v), valueFormat), name]} />
        <Legend {...legendProps(t)} />
      </PieChart>
    </Frame>
  );
}

/** A small trend without axes beside a figure (decorative: the figure itself is the content). */
export function Sparkline({
  values,
  kind = 'area',
  color,
  height = 48,
}: {
  values: number[];
  kind?: 'area' | 'line' | 'bar';
  color?: string;
  height?: number;
}) {
  const t = useChartTheme();
  const uid = useId().replace(/[^a-zA-Z0-9]/g, '');
  const stroke = color ?? t.palette[0];
  const data = values.map((v, i) => ({ i, v }));
  return (
    <div aria-hidden="true" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height={height}>
        <ComposedChart
          data={data}
          margin={{ top: 2, right: 0, bottom: 2, left: 0 }}
          accessibilityLayer={false}
        >
          <defs>
            <linearGradient id={uid} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={stroke} stopOpacity={0.35} />
              <stop offset="100%" stopColor={stroke} stopOpacity={0} />
            </linearGradient>
          </defs>
          <XAxis dataKey="i" hide reversed={t.rtl} />
          <YAxis hide domain={kind === 'bar' ? [0, 'dataMax'] : ['dataMin', 'dataMax']} />
          {kind === 'bar' ? (
            <Bar dataKey="v" fill={stroke} radius={2} isAnimationActive={false} />
          ) : kind === 'line' ? (
            <Line
              dataKey="v"
              type="monotone"
              stroke={stroke}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ) : (
            <Area
              dataKey="v"
              type="monotone"
              stroke={stroke}
              strokeWidth={2}
              fill={`url(#${uid})`}
              isAnimationActive={false}
            />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
