import { Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ValueFormat } from '../types';
import { useChartTheme } from './chart-theme';
import { useFormat } from './format';

export interface GoalRow {
  key: string | number;
  label: ReactNode;
  value: number;
  target: number;
  format?: ValueFormat;
  /** Text under the bar (a category, a detail). */
  note?: ReactNode;
}

/** Figures against their targets: a label, "value / target" and a bar with its percentage. */
export function GoalList({ rows }: { rows: GoalRow[] }) {
  const f = useFormat();
  const t = useChartTheme();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
      {rows.map((r, i) => {
        const percent = Math.min(100, Math.round((r.value / r.target) * 100));
        return (
          <div key={r.key} data-testid="dashboard-goal">
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
              <Typography.Text strong>{r.label}</Typography.Text>
              <Typography.Text type="secondary">
                <bdi>
                  {f.value(r.value, r.format)} / {f.value(r.target, r.format)}
                </bdi>
              </Typography.Text>
            </div>
            <Progress
              percent={percent}
              strokeColor={t.palette[i % t.palette.length]}
              aria-label={typeof r.label === 'string' ? r.label : undefined}
            />
            {r.note && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.note}
              </Typography.Text>
            )}
          </div>
        );
      })}
    </div>
  );
}
