import { Badge, Button, Dropdown, Flex, Typography, theme } from 'antd';
import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useIntl } from 'react-intl';
import type { CardList, ScrumLabel, ScrumMember } from '../types';
import { AddCardForm } from './AddCardForm';
import { SortableCard, cardDndId } from './SortableCard';

export const listDndId = (id: number) => `list-${id}`;

export const COLUMN_WIDTH = 280;

export interface ListColumnProps {
  list: CardList;
  lists: CardList[];
  labels: ScrumLabel[];
  members: ScrumMember[];
  /** Whether a dragged card is over this list. */
  highlighted: boolean;
  onOpenCard: (cardId: number, listId: number) => void;
  onMoveTo: (cardId: number, fromListId: number, toListId: number) => void;
  onAddCard: (listId: number, title: string) => void;
  onEdit: (list: CardList) => void;
  onDelete: (list: CardList) => void;
}

/** One list of the board: its name and menu, its cards (a drop target) and "Add a card". */
export function ListColumn(props: ListColumnProps) {
  const { list, lists, labels, members, highlighted, onOpenCard, onMoveTo, onAddCard, onEdit, onDelete } =
    props;
  const intl = useIntl();
  const { token } = theme.useToken();
  const { setNodeRef } = useDroppable({ id: listDndId(list.id), data: { type: 'list', listId: list.id } });

  return (
    <section
      aria-label={list.name}
      data-testid={`scrum-list-${list.id}`}
      style={{
        flex: `0 0 ${COLUMN_WIDTH}px`,
        width: COLUMN_WIDTH,
        maxWidth: 'calc(100vw - 64px)',
        display: 'flex',
        flexDirection: 'column',
        background: token.colorFillQuaternary,
        border: `1px ${highlighted ? 'dashed' : 'solid'} ${highlighted ? token.colorPrimary : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 10,
      }}
    >
      <Flex align="center" gap={8} style={{ marginBottom: 10, minHeight: 32 }}>
        <Typography.Title
          level={5}
          style={{ margin: 0, flex: '1 1 auto', minWidth: 0 }}
          ellipsis={{ tooltip: list.name }}
        >
          {list.name}
        </Typography.Title>
        <Badge
          count={list.cards.length}
          showZero
          color={token.colorFillSecondary}
          style={{ color: token.colorText }}
        />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              {
                key: 'edit',
                icon: <EditOutlined />,
                label: intl.formatMessage({ id: 'templates.scrumBoard.list.edit' }),
              },
              {
                key: 'delete',
                icon: <DeleteOutlined />,
                danger: true,
                label: intl.formatMessage({ id: 'templates.scrumBoard.list.delete' }),
              },
            ],
            onClick: ({ key }) => (key === 'edit' ? onEdit(list) : onDelete(list)),
          }}
        >
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={intl.formatMessage({ id: 'templates.scrumBoard.list.actions' }, { name: list.name })}
            data-testid={`scrum-list-menu-${list.id}`}
          />
        </Dropdown>
      </Flex>
      <SortableContext items={list.cards.map((c) => cardDndId(c.id))} strategy={verticalListSortingStrategy}>
        <div
          ref={setNodeRef}
          style={{ display: 'flex', flexDirection: 'column', gap: 8, minHeight: 48, flex: '1 1 auto' }}
        >
          {list.cards.length === 0 && (
            <Typography.Text
              type="secondary"
              style={{ textAlign: 'center', padding: '12px 0', fontSize: token.fontSizeSM }}
            >
              {intl.formatMessage({ id: 'templates.scrumBoard.list.empty' })}
            </Typography.Text>
          )}
          {list.cards.map((card) => (
            <SortableCard
              key={card.id}
              card={card}
              listId={list.id}
              lists={lists}
              labels={labels}
              members={members}
              onOpen={onOpenCard}
              onMoveTo={onMoveTo}
            />
          ))}
        </div>
      </SortableContext>
      <div style={{ marginTop: 10 }}>
        <AddCardForm listId={list.id} onAdd={(title) => onAddCard(list.id, title)} />
      </div>
    </section>
  );
}
