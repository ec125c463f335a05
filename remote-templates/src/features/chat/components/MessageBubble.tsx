import { useState, type KeyboardEvent } from 'react';
import { Button, Dropdown, Input, Typography, theme, type MenuProps } from 'antd';
import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { readableTextOn } from '@phonesheet/shared';
import { MessageType, type ChatMessage } from '../types';
import { MediaContent } from './MediaContent';

export interface MessageBubbleProps {
  message: ChatMessage;
  own: boolean;
  onEdit: (id: number, text: string) => void;
  onDelete: (id: number) => void;
}

/** One message: own ones on the inline-end side (right in English, left in Arabic). */
export function MessageBubble({ message, own, onEdit, onDelete }: MessageBubbleProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [draft, setDraft] = useState<string | null>(null);
  const editing = draft !== null;
  const blank = editing && !draft.trim();

  const save = () => {
    if (draft === null || !draft.trim()) return;
    if (draft.trim() !== message.message) onEdit(message.id, draft.trim());
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') setDraft(null);
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  const items: MenuProps['items'] = [
    ...(message.message_type === MessageType.TEXT
      ? [{ key: 'edit', icon: <EditOutlined />, label: <FormattedMessage id="templates.chat.edit" /> }]
      : []),
    {
      key: 'delete',
      danger: true,
      icon: <DeleteOutlined />,
      label: <FormattedMessage id="templates.chat.delete" />,
    },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'edit') setDraft(message.message);
    else onDelete(message.id);
  };

  const time = intl.formatTime(message.time, { hour: 'numeric', minute: '2-digit' });

  return (
    <div
      data-testid="chat-message"
      data-own={own ? 'true' : 'false'}
      style={{
        display: 'flex',
        justifyContent: own ? 'flex-end' : 'flex-start',
        alignItems: 'center',
        gap: 4,
        marginBlockEnd: 8,
      }}
    >
      {own && !editing && (
        <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']} placement="bottomRight">
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={intl.formatMessage({ id: 'templates.chat.messageActions' })}
            data-testid="chat-message-menu"
          />
        </Dropdown>
      )}
      <div
        style={{
          maxWidth: 'min(75%, 520px)',
          minWidth: editing ? 'min(75%, 320px)' : undefined,
          padding: '8px 12px',
          borderRadius: 14,
          borderEndEndRadius: own ? 4 : 14,
          borderEndStartRadius: own ? 14 : 4,
          background: own ? token.colorPrimary : token.colorFillSecondary,
          // On dark pages the primary fill is a light shade: white text would not read on it.
          color: own ? readableTextOn(token.colorPrimary) : token.colorText,
          overflowWrap: 'anywhere',
        }}
      >
        {message.media?.map((media) => (
          <div key={media.id} style={{ marginBlockEnd: message.message ? 6 : 0 }}>
            <MediaContent media={media} />
          </div>
        ))}
        {editing ? (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
            <Input.TextArea
              autoFocus
              autoSize={{ minRows: 1, maxRows: 6 }}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              status={blank ? 'error' : undefined}
              aria-label={intl.formatMessage({ id: 'templates.chat.editMessage' })}
            />
            {blank && (
              <Typography.Text type="danger" style={{ fontSize: token.fontSizeSM }} role="alert">
                <FormattedMessage id="templates.chat.messageRequired" />
              </Typography.Text>
            )}
            <div style={{ display: 'flex', gap: 6, justifyContent: 'flex-end' }}>
              <Button size="small" onClick={() => setDraft(null)}>
                <FormattedMessage id="templates.chat.cancel" />
              </Button>
              <Button size="small" type="primary" disabled={blank} onClick={save}>
                <FormattedMessage id="templates.chat.save" />
              </Button>
            </div>
          </div>
        ) : (
          message.message && (
            <div dir="auto" style={{ whiteSpace: 'pre-wrap' }} data-testid="chat-message-text">
              {message.message}
            </div>
          )
        )}
        {/* Full colour on one's own (primary) bubble: faded, the time fell under 4.5:1. */}
        <div
          style={{
            fontSize: token.fontSizeSM,
            opacity: own ? 1 : 0.75,
            textAlign: 'end',
            marginBlockStart: 2,
          }}
        >
          {message.edited && (
            <span style={{ marginInlineEnd: 6 }}>
              <FormattedMessage id="templates.chat.edited" />
            </span>
          )}
          <time dateTime={message.time}>{time}</time>
        </div>
      </div>
    </div>
  );
}
