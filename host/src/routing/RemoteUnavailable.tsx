import { useState } from 'react';
import { Button, Result, Typography } from 'antd';
import { ApiOutlined, ReloadOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';

export interface RemoteUnavailableProps {
  name: string;
  onRetry: () => Promise<unknown> | void;
}

/** Shown on the routes of a remote that did not load; the rest of the app keeps working. */
export function RemoteUnavailable({ name, onRetry }: RemoteUnavailableProps) {
  const intl = useIntl();
  const [retrying, setRetrying] = useState(false);
  const [failedAgain, setFailedAgain] = useState(false);
  const section = intl.formatMessage({ id: `host.remote.name.${name}`, defaultMessage: name });

  const retry = async () => {
    setRetrying(true);
    setFailedAgain(false);
    try {
      await onRetry();
    } catch {
      setFailedAgain(true);
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Result
      icon={<ApiOutlined />}
      status="warning"
      title={<FormattedMessage id="host.remote.unavailable.title" />}
      subTitle={
        <>
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="host.remote.unavailable.text" values={{ section }} />
          </Typography.Paragraph>
          {failedAgain && (
            <Typography.Text type="danger" role="alert">
              <FormattedMessage id="host.remote.unavailable.stillDown" />
            </Typography.Text>
          )}
        </>
      }
      extra={
        <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={retry}>
          <FormattedMessage id="host.remote.unavailable.retry" />
        </Button>
      }
    />
  );
}
