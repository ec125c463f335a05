import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import { FormattedMessage } from 'react-intl';

export interface LoadStateProps {
  loading: boolean;
  /** The failure's text; shown with a retry button. */
  error: string | null;
  /** Whether there is nothing to show once loaded. */
  empty: boolean;
  /** What "nothing" means here ("No tasks in this folder"); defaults to a generic text. */
  emptyText?: ReactNode;
  onRetry?: () => void;
  /** Rows of the loading skeleton. */
  rows?: number;
  children: ReactNode;
}

/**
 * Loading, error and empty states of a template list or page, the same in every app.
 * Content already on screen stays while a reload runs (no flash back to the skeleton).
 */
export function LoadState({ loading, error, empty, emptyText, onRetry, rows = 6, children }: LoadStateProps) {
  if (error && empty) {
    return (
      <Result
        status="warning"
        title={<FormattedMessage id="templates.state.error" />}
        subTitle={error}
        extra={
          onRetry && (
            <Button type="primary" onClick={onRetry}>
              <FormattedMessage id="templates.state.retry" />
            </Button>
          )
        }
      />
    );
  }
  if (loading && empty) {
    return (
      <div style={{ padding: 16 }} aria-busy="true">
        <Skeleton active avatar paragraph={{ rows }} />
      </div>
    );
  }
  if (empty) {
    return (
      <Empty
        style={{ padding: 32 }}
        description={emptyText ?? <FormattedMessage id="templates.state.empty" />}
      />
    );
  }
  return <>{children}</>;
}
