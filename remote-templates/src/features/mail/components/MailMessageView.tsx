import { Avatar, Typography, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { initials } from '../rules';
import type { MailMessage, MailPerson } from '../types';

function People({ people }: { people: MailPerson[] }) {
  return (
    <>{people.map((p) => (p.name && p.name !== p.email ? `${p.name} <${p.email}>` : p.email)).join(', ')}</>
  );
}

/** One message of a thread: sender, recipients (to, cc, bcc), date and text. */
export function MailMessageView({ message }: { message: MailMessage }) {
  const { token } = theme.useToken();
  const intl = useIntl();
  const line = (id: string, people: MailPerson[]) =>
    people.length > 0 && (
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
        <FormattedMessage id={id} /> <People people={people} />
      </Typography.Text>
    );
  return (
    <article data-testid={`mail-message-${message.messageId}`} style={{ paddingBlock: 16 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Avatar style={{ background: token.colorPrimary, flex: '0 0 auto' }}>
          {initials(message.sender.name)}
        </Avatar>
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography.Text strong>{message.sender.name}</Typography.Text>{' '}
          <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
            &lt;{message.sender.email}&gt;
          </Typography.Text>
          {line('templates.mail.to', message.to)}
          {line('templates.mail.cc', message.cc)}
          {line('templates.mail.bcc', message.bcc)}
        </div>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          <time dateTime={message.sentOn}>
            {intl.formatDate(message.sentOn, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Typography.Text>
      </div>
      <Typography.Paragraph
        style={{ marginBlockStart: 12, marginInlineStart: 44, whiteSpace: 'pre-wrap', marginBlockEnd: 0 }}
      >
        <bdi>{message.description}</bdi>
      </Typography.Paragraph>
    </article>
  );
}
