import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A page heading with its actions (wrapping on phones) above the content. */
export function PageFrame({
  title,
  extra,
  children,
  testId,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div data-testid={testId} style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <Typography.Title level={3} style={{ margin: 0, flex: '1 1 auto' }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </div>
  );
}
