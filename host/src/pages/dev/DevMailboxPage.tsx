import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Collapse, Empty, Flex, Segmented, Space, Typography } from 'antd';
import { MailOutlined, ReloadOutlined } from '@ant-design/icons';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import {
  devMailboxActions,
  selectDevMailbox,
  type DevMail,
} from '../../features/dev-mailbox/dev-mailbox-store';
import { installDevMailbox } from '../../features/dev-mailbox/install-dev-mailbox';

function MailBody({ mail }: { mail: DevMail }) {
  const intl = useIntl();
  const [view, setView] = useState<'html' | 'text'>(mail.html ? 'html' : 'text');
  return (
    <Flex vertical gap={12}>
      {mail.html && mail.text && (
        <Segmented
          value={view}
          onChange={(v) => setView(v as 'html' | 'text')}
          options={[
            { value: 'html', label: 'HTML' },
            { value: 'text', label: intl.formatMessage({ id: 'host.mailbox.text' }) },
          ]}
          style={{ width: 'fit-content' }}
        />
      )}
      {view === 'html' && mail.html ? (
        // No scripts, no same-origin access: the mail cannot touch the app.
        <iframe
          title={mail.subject}
          sandbox=""
          srcDoc={mail.html}
          style={{ width: '100%', minHeight: 360, border: 0, background: '#fff', borderRadius: 8 }}
        />
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {mail.text}
        </Typography.Paragraph>
      )}
    </Flex>
  );
}

/** Development only: the mails the API would have sent (docs/accounts.md GET /dev/mailbox). */
export function DevMailboxPage() {
  useState(installDevMailbox); // before the first read of its slice
  const dispatch = useAppDispatch();
  const load = useAppSelector(selectDevMailbox);
  const refresh = useCallback(() => dispatch(devMailboxActions.requested()), [dispatch]);

  useEffect(() => {
    refresh();
  }, [refresh]);

  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: '32px 16px' }}>
      <Card
        title={
          <Space>
            <MailOutlined />
            <FormattedMessage id="host.mailbox.title" />
          </Space>
        }
        extra={
          <Button icon={<ReloadOutlined />} onClick={refresh} loading={load.state === 'loading'}>
            <FormattedMessage id="host.mailbox.refresh" />
          </Button>
        }
      >
        {load.state === 'disabled' && (
          <Alert type="info" showIcon message={<FormattedMessage id="host.mailbox.disabled" />} />
        )}
        {load.state === 'error' && <Alert type="error" showIcon message={load.message} />}
        {load.state === 'ready' && load.mails.length === 0 && (
          <Empty description={<FormattedMessage id="host.mailbox.empty" />} />
        )}
        {load.state === 'ready' && load.mails.length > 0 && (
          <Collapse
            items={load.mails.map((mail, i) => ({
              key: `${mail.createdAt}-${i}`,
              label: (
                <Flex vertical>
                  <Typography.Text strong>{mail.subject}</Typography.Text>
                  <Typography.Text type="secondary">
                    <FormattedMessage id="host.mailbox.to" values={{ to: mail.to }} /> ·{' '}
                    <FormattedDate value={mail.createdAt} dateStyle="medium" timeStyle="short" />
                  </Typography.Text>
                </Flex>
              ),
              children: <MailBody mail={mail} />,
            }))}
          />
        )}
      </Card>
    </div>
  );
}
