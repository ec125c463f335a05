import type { ReactNode } from 'react';
import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

/** What a My Account tab has read from the API so far: its own data once `ready`. */
export type TabLoad<Ready> =
  { state: 'loading' } | { state: 'error'; message: string } | ({ state: 'ready' } & Ready);

interface SettingsTabCardProps {
  icon: ReactNode;
  titleId: string;
  introId: string;
  maxWidth: number;
  testId: string;
  load: TabLoad<object>;
  /** Lines of the skeleton while loading: about the height of the ready card. */
  skeletonRows: number;
  onRetry(): void;
  /** The tab's content, which it draws once its load is ready. */
  children: ReactNode;
}

/**
 * The frame of a My Account settings tab that reads its settings when opened (calendar feed,
 * notifications, phone system): title and introduction, a skeleton while loading, and on failure
 * the server's message with Retry.
 */
export function SettingsTabCard({
  icon,
  titleId,
  introId,
  maxWidth,
  testId,
  load,
  skeletonRows,
  onRetry,
  children,
}: SettingsTabCardProps) {
  return (
    <Card
      title={
        <Space>
          {icon}
          <FormattedMessage id={titleId} />
        </Space>
      }
      style={{ maxWidth }}
      data-testid={testId}
    >
      <Typography.Paragraph type="secondary">
        <FormattedMessage id={introId} />
      </Typography.Paragraph>
      {load.state === 'loading' && <Skeleton active paragraph={{ rows: skeletonRows }} />}
      {load.state === 'error' && (
        <Alert
          type="error"
          showIcon
          message={load.message}
          action={
            <Button size="small" onClick={onRetry}>
              <FormattedMessage id="auth.profile.retry" />
            </Button>
          }
        />
      )}
      {children}
    </Card>
  );
}
