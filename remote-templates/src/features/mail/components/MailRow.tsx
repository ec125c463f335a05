import { Avatar, Button, Checkbox, Tag, Tooltip, Typography, theme } from 'antd';
import { FlagFilled, FlagOutlined, PaperClipOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { initials, lastMessage, threadSender } from '../rules';
import type { Mail } from '../types';

export interface MailRowProps {
  mail: Mail;
  to: string;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onStar: () => void;
  onImportant: () => void;
}

/** One thread of the list: select, star, important, and a link to the thread (unread in bold). */
export function MailRow({ mail, to, checked, onCheck, onStar, onImportant }: MailRowProps) {
  const { token } = theme.useToken();
  const intl = useIntl();
  const sender = threadSender(mail);
  const last = lastMessage(mail);
  const weight = mail.isRead ? 400 : 700;
  const starLabel = intl.formatMessage({
    id: mail.isStarred ? 'templates.mail.unstar' : 'templates.mail.star',
  });
  const importantLabel = intl.formatMessage({
    id: mail.isImportant ? 'templates.mail.notImportant' : 'templates.mail.important',
  });
  return (
    <li
      data-testid={`mail-row-${mail.id}`}
      data-unread={!mail.isRead || undefined}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        paddingBlock: 8,
        paddingInline: 12,
        borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
        background: checked ? token.colorPrimaryBg : mail.isRead ? token.colorFillQuaternary : undefined,
      }}
    >
      <Checkbox
        checked={checked}
        onChange={(event) => onCheck(event.target.checked)}
        aria-label={intl.formatMessage({ id: 'templates.mail.select' }, { subject: mail.subject })}
        style={{ marginInlineEnd: 4 }}
      />
      <Tooltip title={starLabel}>
        <Button
          type="text"
          size="small"
          aria-label={starLabel}
          aria-pressed={mail.isStarred}
          data-testid={`mail-star-${mail.id}`}
          onClick={onStar}
          icon={mail.isStarred ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
        />
      </Tooltip>
      <Tooltip title={importantLabel}>
        <Button
          type="text"
          size="small"
          aria-label={importantLabel}
          aria-pressed={mail.isImportant}
          data-testid={`mail-important-${mail.id}`}
          onClick={onImportant}
          icon={mail.isImportant ? <FlagFilled style={{ color: token.colorError }} /> : <FlagOutlined />}
        />
      </Tooltip>
      <Link
        to={to}
        style={{
          flex: '1 1 auto',
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          color: token.colorText,
          marginInlineStart: 4,
        }}
      >
        <Avatar style={{ flex: '0 0 auto', background: token.colorPrimary }}>
          {initials(sender?.name ?? '')}
        </Avatar>
        <span style={{ flex: '1 1 auto', minWidth: 0 }}>
          <span style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
            <Typography.Text ellipsis style={{ flex: '1 1 auto', fontWeight: weight }}>
              {sender?.name}
              {mail.messages.length > 1 && (
                <Typography.Text type="secondary" style={{ marginInlineStart: 6 }}>
                  ({mail.messages.length})
                </Typography.Text>
              )}
            </Typography.Text>
            {mail.hasAttachments && (
              <PaperClipOutlined aria-label={intl.formatMessage({ id: 'templates.mail.hasAttachments' })} />
            )}
            <Typography.Text
              type="secondary"
              style={{ flex: '0 0 auto', fontSize: token.fontSizeSM, fontWeight: weight }}
            >
              {last && intl.formatDate(last.sentOn, { month: 'short', day: 'numeric' })}
            </Typography.Text>
          </span>
          <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Typography.Text ellipsis style={{ flex: '1 1 auto', minWidth: 0 }}>
              {/* dir="auto": an English subject keeps its punctuation in an Arabic list. */}
              <span style={{ fontWeight: weight }} dir={mail.subject ? 'auto' : undefined}>
                {mail.subject || <FormattedMessage id="templates.mail.noSubject" />}
              </span>
              <Typography.Text type="secondary">
                {' — '}
                <bdi>{last?.description}</bdi>
              </Typography.Text>
            </Typography.Text>
            {mail.label && (
              <Tag color={mail.label.color} style={{ marginInlineEnd: 0, flex: '0 0 auto' }}>
                <FormattedMessage
                  id={`templates.mail.label.${mail.label.alias}`}
                  defaultMessage={mail.label.name}
                />
              </Tag>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
