import { Button, Descriptions, Drawer, Flex, Tag, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useState } from 'react';
import { useRemotes } from '../app/RemotesContext';

/** Which remote is loaded, from where and in which version: for support and deploy checks. */
export function BuildInfoPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { remotes, retry } = useRemotes();
  const [retrying, setRetrying] = useState<string | null>(null);

  return (
    <Drawer
      title={intl.formatMessage({ id: 'host.buildInfo.title' })}
      open={open}
      onClose={onClose}
      width={440}
    >
      <Flex vertical gap={16}>
        {remotes.length === 0 && (
          <Typography.Text type="secondary">
            <FormattedMessage id="host.buildInfo.none" />
          </Typography.Text>
        )}
        {remotes.map((r) => (
          <Descriptions
            key={r.name}
            bordered
            size="small"
            column={1}
            title={intl.formatMessage({ id: `host.remote.name.${r.name}`, defaultMessage: r.name })}
            extra={
              r.status === 'failed' ? (
                <Button
                  size="small"
                  loading={retrying === r.name}
                  onClick={async () => {
                    setRetrying(r.name);
                    await retry(r.name).catch(() => undefined);
                    setRetrying(null);
                  }}
                >
                  <FormattedMessage id="host.remote.unavailable.retry" />
                </Button>
              ) : null
            }
            items={[
              { key: 'name', label: intl.formatMessage({ id: 'host.buildInfo.name' }), children: r.name },
              {
                key: 'version',
                label: intl.formatMessage({ id: 'host.buildInfo.version' }),
                children: r.version ?? '—',
              },
              {
                key: 'manifest',
                label: intl.formatMessage({ id: 'host.buildInfo.manifest' }),
                children: (
                  <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
                    {r.manifestUrl}
                  </Typography.Text>
                ),
              },
              {
                key: 'status',
                label: intl.formatMessage({ id: 'host.buildInfo.status' }),
                children: (
                  <Flex vertical gap={4}>
                    <Tag
                      color={
                        { idle: 'default', loaded: 'success', loading: 'processing', failed: 'error' }[
                          r.status
                        ]
                      }
                      style={{ width: 'fit-content' }}
                    >
                      {intl.formatMessage({ id: `host.buildInfo.status.${r.status}` })}
                    </Tag>
                    {r.error && <Typography.Text type="danger">{r.error}</Typography.Text>}
                  </Flex>
                ),
              },
            ]}
          />
        ))}
      </Flex>
    </Drawer>
  );
}
