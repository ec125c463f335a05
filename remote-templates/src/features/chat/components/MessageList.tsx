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

  // Whether the reader is at the latest message: content that grows later (an image arriving
  // after its message was drawn) keeps them there, but never pulls back one who scrolled up.
  const atEnd = useRef(true);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    atEnd.current = true;
  }, [lastId, messages.length]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const follow = () => {
      if (atEnd.current) el.scrollTop = el.scrollHeight;
    };
    const onScroll = () => {
      atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
    };
    // `load` does not bubble, but it does pass its ancestors while capturing.
    el.addEventListener('load', follow, true);
    el.addEventListener('scroll', onScroll);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow);
    if (content.current) observer?.observe(content.current);
    return () => {
      el.removeEventListener('load', follow, true);
      el.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, []);

  return (
    <div
      ref={scroller}
      data-testid="chat-messages"
      role="log"
      aria-label={intl.formatMessage({ id: 'templates.chat.conversationWith' }, { name })}
      style={{ flex: '1 1 auto', overflowY: 'auto', minHeight: 0, padding: '12px 16px' }}
    >
      <div ref={content}>
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
    </div>
  );
}
