import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A page's heading, an optional subtitle and actions (wrapping on phones) above the content. */
export function PageFrame({
  title,
  subtitle,
  extra,
  children,
  testId,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div data-testid={testId} style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {subtitle}
            </Typography.Paragraph>
          )}
        </div>
        {extra}
      </div>
      {children}
    </div>
  );
}
