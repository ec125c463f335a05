import type { ReactNode } from 'react';
import { Avatar, Flex, Space, Tag, Typography, theme } from 'antd';
import { CalendarOutlined, CheckSquareOutlined, MessageOutlined, PaperClipOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import type { ScrumCard, ScrumLabel, ScrumMember } from '../types';
import { MemberAvatar } from './MemberAvatar';

export interface CardFaceProps {
  card: ScrumCard;
  labels: ScrumLabel[];
  members: ScrumMember[];
  /** The title, as a button that opens the card (the face alone in the drag overlay). */
  title?: ReactNode;
  /** Actions at the top end (drag handle, move menu). */
  actions?: ReactNode;
}

/** What a card shows on the board: labels, title, date, checklist progress, counts and members. */
export function CardFace({ card, labels, members, title, actions }: CardFaceProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const cardLabels = labels.filter((l) => card.label.includes(l.id));
  const cardMembers = members.filter((m) => card.members.includes(m.id));
  const done = card.checkedList.filter((i) => i.checked).length;
  const total = card.checkedList.length;
  const meta = { color: token.colorTextSecondary, fontSize: token.fontSizeSM };

  return (
    <Flex vertical gap={8}>
      <Flex align="start" gap={4}>
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          {cardLabels.length > 0 && (
            <div style={{ marginBottom: 6 }}>
              {cardLabels.map((l) => (
                <Tag key={l.id} color={l.color} style={{ marginInlineEnd: 4, marginBottom: 2 }}>
                  {l.name}
                </Tag>
              ))}
            </div>
          )}
          {title ?? (
            <Typography.Text strong>
              <bdi>{card.title}</bdi>
            </Typography.Text>
          )}
        </div>
        {actions}
      </Flex>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Space size={10} wrap style={meta}>
          {card.date && (
            <span title={intl.formatMessage({ id: 'templates.scrumBoard.card.date' })}>
              <CalendarOutlined />{' '}
              {intl.formatDate(dayjs(card.date).toDate(), { month: 'short', day: 'numeric' })}
            </span>
          )}
          {total > 0 && (
            <span
              aria-label={intl.formatMessage(
                { id: 'templates.scrumBoard.card.checklistProgress' },
                { done, total },
              )}
            >
              {/* The icon says "done" in green; the figures stay in the text colour (green text is under 4.5:1). */}
              <CheckSquareOutlined style={done === total ? { color: token.colorSuccess } : undefined} />{' '}
              {done}/{total}
            </span>
          )}
          {card.comments.length > 0 && (
            <span
              aria-label={intl.formatMessage(
                { id: 'templates.scrumBoard.card.comments' },
                { count: card.comments.length },
              )}
            >
              <MessageOutlined /> {card.comments.length}
            </span>
          )}
          {card.attachments.length > 0 && (
            <span
              aria-label={intl.formatMessage(
                { id: 'templates.scrumBoard.card.attachments' },
                { count: card.attachments.length },
              )}
            >
              <PaperClipOutlined /> {card.attachments.length}
            </span>
          )}
        </Space>
        {cardMembers.length > 0 && (
          <Avatar.Group max={{ count: 3 }} size={24}>
            {cardMembers.map((m) => (
              <MemberAvatar key={m.id} id={m.id} name={m.name} />
            ))}
          </Avatar.Group>
        )}
      </Flex>
    </Flex>
  );
}
