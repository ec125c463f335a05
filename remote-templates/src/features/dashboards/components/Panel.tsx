import { createContext, useId, type ReactNode } from 'react';
import { Card } from 'antd';

/** A dashboard card with a real heading (screen readers list the dashboard's sections). */
export function Panel({
  title,
  extra,
  children,
  testId,
  headingId,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
  headingId?: string;
}) {
  return (
    <Card
      size="small"
      data-testid={testId}
      title={
        <span id={headingId} role="heading" aria-level={2}>
          {title}
        </span>
      }
      extra={extra}
      style={{ height: '100%', minWidth: 0 }}
      styles={{ body: { padding: 16 } }}
    >
      {children}
    </Card>
  );
}

/** The accessible name and description a chart gives its SVG (<title>, <desc>). */
export const ChartTitleContext = createContext<{ title: string; desc?: string }>({ title: '' });

/**
 * A card holding one chart: its heading names the figure (aria-labelledby) and the chart's SVG
 * carries the same title, plus an optional description of what it compares.
 */
export function ChartCard({
  title,
  desc,
  extra,
  children,
}: {
  title: string;
  desc?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Panel title={title} extra={extra} headingId={id}>
      <ChartTitleContext.Provider value={{ title, desc }}>
        <figure aria-labelledby={id} data-testid="dashboard-chart" style={{ margin: 0, minWidth: 0 }}>
          {children}
        </figure>
      </ChartTitleContext.Provider>
    </Panel>
  );
}
