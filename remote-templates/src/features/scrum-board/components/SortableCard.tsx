import type { CSSProperties, KeyboardEventHandler } from 'react';
import { Button, Card, Dropdown, theme } from 'antd';
import { HolderOutlined, SwapOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useIntl } from 'react-intl';
import type { CardList, ScrumCard, ScrumLabel, ScrumMember } from '../types';
import { CardFace } from './CardFace';

export const cardDndId = (id: number) => `card-${id}`;

export interface SortableCardProps {
  card: ScrumCard;
  listId: number;
  lists: CardList[];
  labels: ScrumLabel[];
  members: ScrumMember[];
  onOpen: (cardId: number, listId: number) => void;
  /** The "Move to…" menu: to the end of another list. */
  onMoveTo: (cardId: number, fromListId: number, toListId: number) => void;
}

/**
 * One card of a list. The mouse or a touch drags it from anywhere; the keyboard from its
 * handle (Space picks up, arrow keys move, Space drops, Escape cancels). A click or the
 * title button opens it; the "Move to…" menu moves it without dragging.
 */
export function SortableCard({ card, listId, lists, labels, members, onOpen, onMoveTo }: SortableCardProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: cardDndId(card.id), data: { type: 'card', listId } });
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.4 : 1,
    cursor: 'grab',
  };
  const others = lists.filter((l) => l.id !== listId);
  const stop = { onClick: (e: { stopPropagation(): void }) => e.stopPropagation() };

  return (
    <div ref={setNodeRef} style={style} {...pointerListeners} data-testid={`scrum-card-${card.id}`}>
      <Card
        size="small"
        hoverable
        onClick={() => onOpen(card.id, listId)}
        styles={{ body: { padding: 10 } }}
        style={{ borderColor: isDragging ? token.colorPrimary : undefined }}
      >
        <CardFace
          card={card}
          labels={labels}
          members={members}
          title={
            <button
              type="button"
              className="scrum-card-title"
              onClick={(e) => {
                e.stopPropagation();
                onOpen(card.id, listId);
              }}
              style={{
                all: 'unset',
                cursor: 'pointer',
                fontWeight: 600,
                color: token.colorText,
                overflowWrap: 'anywhere',
                outlineOffset: 2,
              }}
            >
              <bdi>{card.title}</bdi>
            </button>
          }
          actions={
            // No onKeyDown stopPropagation here: React forwards it to the native event, and
            // dnd-kit's KeyboardSensor listens on the document for the keys after Space.
            <span style={{ display: 'inline-flex', flex: 'none' }} {...stop}>
              {others.length > 0 && (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: others.map((l) => ({
                      key: String(l.id),
                      label: l.name,
                      'data-testid': `scrum-move-to-${l.id}`,
                    })),
                    onClick: ({ key, domEvent }) => {
                      domEvent.stopPropagation();
                      onMoveTo(card.id, listId, Number(key));
                    },
                  }}
                >
                  <Button
                    type="text"
                    size="small"
                    icon={<SwapOutlined />}
                    aria-label={intl.formatMessage(
                      { id: 'templates.scrumBoard.card.moveTo' },
                      { title: card.title },
                    )}
                    data-testid={`scrum-card-move-${card.id}`}
                  />
                </Dropdown>
              )}
              <Button
                type="text"
                size="small"
                ref={setActivatorNodeRef}
                icon={<HolderOutlined />}
                {...attributes}
                onKeyDown={onKeyDown as KeyboardEventHandler<HTMLElement> | undefined}
                onClick={(e) => e.stopPropagation()}
                aria-label={intl.formatMessage(
                  { id: 'templates.scrumBoard.card.drag' },
                  { title: card.title },
                )}
                data-testid={`scrum-card-handle-${card.id}`}
                style={{ cursor: 'grab' }}
              />
            </span>
          }
        />
      </Card>
    </div>
  );
}
