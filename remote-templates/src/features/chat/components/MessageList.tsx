import { useEffect, useRef } from 'react';
import { Divider, Empty, Typography } from 'antd';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { CURRENT_USER_ID, type ChatMessage } from '../types';
import { MessageBubble } from './MessageBubble';
import { formatDay } from './format';

export interface MessageListProps {
  name: string;
  messages: ChatMessage[];
  onEdit: (id: number, text: string) => void;
  onDelete: (id: number) => void;
}

/** The conversation's messages by day, kept scrolled to the latest. */
export function MessageList({ name, messages, onEdit, onDelete }: MessageListProps) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages[messages.length - 1]?.id;

  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId, messages.length]);

  return (
    <div
      ref={scroller}
      data-testid="chat-messages"
      role="log"
      aria-label={intl.formatMessage({ id: 'templates.chat.conversationWith' }, { name })}
      style={{ flex: '1 1 auto', overflowY: 'auto', minHeight: 0, padding: '12px 16px' }}
    >
      {messages.length === 0 ? (
        <Empty
          style={{ marginBlockStart: 48 }}
          description={
            <Typography.Text type="secondary">
              <FormattedMessage id="templates.chat.emptyConversation" values={{ name }} />
            </Typography.Text>
          }
        />
      ) : (
        messages.map((message, index) => {
          const previous = messages[index - 1];
          const newDay = !previous || !dayjs(previous.time).isSame(message.time, 'day');
          return (
            <div key={message.id}>
              {newDay && (
                <Divider plain style={{ marginBlock: 12 }}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDay(message.time, intl)}
                  </Typography.Text>
                </Divider>
              )}
              <MessageBubble
                message={message}
                own={message.sender === CURRENT_USER_ID}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            </div>
          );
        })
      )}
    </div>
  );
}
