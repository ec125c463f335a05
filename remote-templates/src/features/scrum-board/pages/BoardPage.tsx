import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Result, Space } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCorners,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { ConfirmDialog } from '@phonesheet/shared/ui';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { AppsContainer } from '../../../app-kit/AppsContainer';
import { LoadState } from '../../../app-kit/LoadState';
import { useSampleText } from '../../../app-kit/sample-text';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { boardKeyboardCoordinates } from '../components/board-keyboard';
import { CardDetailDialog } from '../components/CardDetailDialog';
import { CardFace } from '../components/CardFace';
import { COLUMN_WIDTH, ListColumn } from '../components/ListColumn';
import { NameDialog } from '../components/NameDialog';
import { SCRUM_KEYS } from '../store/scrum-board-saga';
import { scrumBoardActions as A, selectScrumBoard } from '../store/scrum-board-slice';
import {
  emptyCard,
  type Board,
  type CardList,
  type ScrumCard,
  type ScrumLabel,
  type ScrumMember,
} from '../types';

type ListDialog = { kind: 'add' } | { kind: 'edit'; list: CardList } | null;

/** 'card-4001' → the card and its list; 'list-3002' → the list. */
export function locate(board: Board, id: UniqueIdentifier | null | undefined) {
  const [kind, raw] = String(id ?? '').split('-');
  const num = Number(raw);
  if (kind === 'list') {
    const list = board.list.find((l) => l.id === num);
    return list ? { list, card: null, index: list.cards.length } : null;
  }
  for (const list of board.list) {
    const index = list.cards.findIndex((c) => c.id === num);
    if (index >= 0) return { list, card: list.cards[index]!, index };
  }
  return null;
}

/** What a screen reader hears while a card is dragged: the card, and the list it is over. */
function dragAnnouncements(
  current: Board | null,
  t: (id: string, values?: Record<string, string | number>) => string,
): Announcements {
  const titleOf = (dndId: UniqueIdentifier) => (current && locate(current, dndId)?.card?.title) ?? '';
  const listOf = (dndId: UniqueIdentifier | undefined) =>
    (current && dndId && locate(current, dndId)?.list.name) ?? '';
  return {
    onDragStart: ({ active: a }) => t('dnd.pickedUp', { title: titleOf(a.id) }),
    onDragOver: ({ active: a, over }) =>
      over
        ? t('dnd.over', { title: titleOf(a.id), list: listOf(over.id) })
        : t('dnd.notOver', { title: titleOf(a.id) }),
    onDragEnd: ({ active: a, over }) =>
      over
        ? t('dnd.dropped', { title: titleOf(a.id), list: listOf(over.id) })
        : t('dnd.cancelled', { title: titleOf(a.id) }),
    onDragCancel: ({ active: a }) => t('dnd.cancelled', { title: titleOf(a.id) }),
  };
}

/** The board's lists side by side, each with its cards; a button to add the first list. */
function BoardColumns({
  board,
  labels,
  members,
  overListId,
  onOpenCard,
  onMove,
  onAddList,
  onEditList,
  onDeleteList,
}: {
  board: Board;
  labels: ScrumLabel[];
  members: ScrumMember[];
  /** The list a dragged card is over (highlighted). */
  overListId: number | null;
  onOpenCard: (cardId: number, listId: number) => void;
  onMove: (cardId: number, fromListId: number, toListId: number, position: number) => void;
  onAddList: () => void;
  onEditList: (list: CardList) => void;
  onDeleteList: (list: CardList) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `templates.scrumBoard.${id}` });
  const dispatch = useAppDispatch();
  return (
    <div
      data-testid="scrum-board"
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 16,
        padding: 16,
        overflowX: 'auto',
        minHeight: 360,
      }}
    >
      {board.list.map((list) => (
        <ListColumn
          key={list.id}
          list={list}
          lists={board.list}
          labels={labels}
          members={members}
          highlighted={overListId === list.id}
          onOpenCard={onOpenCard}
          onMoveTo={(cardId, fromListId, toListId) =>
            onMove(cardId, fromListId, toListId, board.list.find((l) => l.id === toListId)?.cards.length ?? 0)
          }
          onAddCard={(listId, title) =>
            dispatch(A.cardAddRequested({ boardId: board.id, listId, card: emptyCard(title) }))
          }
          onEdit={onEditList}
          onDelete={onDeleteList}
        />
      ))}
      {board.list.length === 0 && (
        <div style={{ flex: `0 0 ${COLUMN_WIDTH}px` }}>
          <Button type="dashed" block icon={<PlusOutlined />} onClick={onAddList}>
            {t('list.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** A card moves after a 5 px drag, a 250 ms press on touch, or Space on the keyboard. */
function useBoardSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
}

/** Adding or renaming a list, and deleting one after a confirmation. */
function ListDialogs({
  boardId,
  listDialog,
  onListDialog,
  deletingList,
  onDeletingList,
}: {
  boardId: number | null;
  listDialog: ListDialog;
  onListDialog: (dialog: ListDialog) => void;
  deletingList: CardList | null;
  onDeletingList: (list: CardList | null) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `templates.scrumBoard.${id}` }, values);
  const dispatch = useAppDispatch();
  return (
    <>
      <NameDialog
        open={listDialog !== null}
        title={listDialog?.kind === 'edit' ? t('list.edit') : t('list.add')}
        label={t('list.name')}
        initialName={listDialog?.kind === 'edit' ? listDialog.list.name : ''}
        okText={listDialog?.kind === 'edit' ? t('save') : t('list.addSubmit')}
        onCancel={() => onListDialog(null)}
        onSubmit={(name) => {
          if (boardId !== null && listDialog?.kind === 'edit')
            dispatch(A.listEditRequested({ boardId, listId: listDialog.list.id, name }));
          else if (boardId !== null) dispatch(A.listAddRequested({ boardId, name }));
          onListDialog(null);
        }}
      />
      <ConfirmDialog
        open={deletingList !== null}
        danger
        title={t('list.deleteTitle')}
        message={t('list.deleteMessage', { name: deletingList?.name ?? '' })}
        onCancel={() => onDeletingList(null)}
        onConfirm={() => {
          if (boardId !== null && deletingList)
            dispatch(A.listDeleteRequested({ boardId, listId: deletingList.id }));
          onDeletingList(null);
        }}
      />
    </>
  );
}

/** Where a card dropped on `overId` goes: its list and place; null when it stays where it was. */
function dropMove(board: Board, activeId: UniqueIdentifier, overId: UniqueIdentifier) {
  if (activeId === overId) return null;
  const from = locate(board, activeId);
  const to = locate(board, overId);
  if (!from?.card || !to) return null;
  const sameList = from.list.id === to.list.id;
  // Over a list (not a card): its end. Over a card: that card's place.
  const position = to.card === null ? to.list.cards.length - (sameList ? 1 : 0) : to.index;
  if (sameList && from.index === position) return null;
  return { cardId: from.card.id, fromListId: from.list.id, toListId: to.list.id, position };
}

/** The card under the pointer while it is dragged. */
function DraggedCard({
  card,
  labels,
  members,
}: {
  card: ScrumCard;
  labels: ScrumLabel[];
  members: ScrumMember[];
}) {
  return (
    <Card
      size="small"
      styles={{ body: { padding: 10 } }}
      style={{ width: COLUMN_WIDTH - 22, cursor: 'grabbing' }}
    >
      <CardFace card={card} labels={labels} members={members} />
    </Card>
  );
}

/** /apps/scrum-board/:id — one board: its lists as columns and their cards. */
export default function BoardPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `templates.scrumBoard.${id}` }, values);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { board, boardId, boardLoaded, labels, members } = useAppSelector(selectScrumBoard);
  const { loading, error } = useFetchState(SCRUM_KEYS.board);
  const [listDialog, setListDialog] = useState<ListDialog>(null);
  const [deletingList, setDeletingList] = useState<CardList | null>(null);
  const [openCard, setOpenCard] = useState<{ cardId: number; listId: number } | null>(null);
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const [overListId, setOverListId] = useState<number | null>(null);
  const rtl = intl.locale.startsWith('ar') || (typeof document !== 'undefined' && document.dir === 'rtl');

  useEffect(() => {
    dispatch(A.boardRequested(id));
    dispatch(A.metaRequested());
  }, [dispatch, id]);

  const sensors = useBoardSensors();

  const sample = useSampleText();
  // The sample lists' names ("To do", "Done") in the user's language; names a user typed stay.
  const current = useMemo(
    () =>
      board && board.id === id
        ? { ...board, list: board.list.map((list) => ({ ...list, name: sample(list.name) })) }
        : null,
    [board, id, sample],
  );
  const detail = current && openCard ? locate(current, `card-${openCard.cardId}`) : null;
  const active = current ? locate(current, activeId) : null;

  // eslint-disable-next-line react-hooks/exhaustive-deps
  const announcements = useMemo(() => dragAnnouncements(current, t), [current, intl]);

  const move = (cardId: number, fromListId: number, toListId: number, position: number) => {
    if (!current) return;
    dispatch(A.cardMoveRequested({ boardId: current.id, cardId, fromListId, toListId, position }));
  };

  const onDragStart = ({ active: a }: DragStartEvent) => setActiveId(a.id);
  const onDragOver = ({ over }: DragOverEvent) =>
    setOverListId((current && over && locate(current, over.id)?.list.id) ?? null);
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActiveId(null);
    setOverListId(null);
    const m = current && over ? dropMove(current, a.id, over.id) : null;
    if (m) move(m.cardId, m.fromListId, m.toListId, m.position);
  };

  const notFound = boardId === id && boardLoaded && !current && !error;
  const BackIcon = rtl ? ArrowRightOutlined : ArrowLeftOutlined;

  return (
    <AppsContainer
      title={current?.name ?? t('title')}
      extra={
        <Space wrap>
          <Button icon={<BackIcon />} onClick={() => navigate(TEMPLATE_PATHS.scrumBoard.boards)}>
            {t('board.back')}
          </Button>
          {current && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setListDialog({ kind: 'add' })}
              data-testid="scrum-add-list"
            >
              {t('list.add')}
            </Button>
          )}
        </Space>
      }
    >
      {notFound ? (
        <Result status="404" title={t('board.notFound')} />
      ) : (
        <LoadState
          loading={loading || !current}
          error={error}
          empty={!current}
          onRetry={() => dispatch(A.boardRequested(id))}
        >
          {current && (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCorners}
              onDragStart={onDragStart}
              onDragOver={onDragOver}
              onDragEnd={onDragEnd}
              onDragCancel={() => {
                setActiveId(null);
                setOverListId(null);
              }}
              accessibility={{
                announcements,
                screenReaderInstructions: { draggable: t('dnd.instructions') },
              }}
            >
              <BoardColumns
                board={current}
                labels={labels}
                members={members}
                overListId={overListId}
                onOpenCard={(cardId, listId) => setOpenCard({ cardId, listId })}
                onMove={move}
                onAddList={() => setListDialog({ kind: 'add' })}
                onEditList={(l) => setListDialog({ kind: 'edit', list: l })}
                onDeleteList={(l) => setDeletingList(l)}
              />
              <DragOverlay>
                {active?.card && <DraggedCard card={active.card} labels={labels} members={members} />}
              </DragOverlay>
            </DndContext>
          )}
        </LoadState>
      )}
      <ListDialogs
        boardId={current?.id ?? null}
        listDialog={listDialog}
        onListDialog={setListDialog}
        deletingList={deletingList}
        onDeletingList={setDeletingList}
      />
      <CardDetailDialog
        card={detail?.card ?? null}
        listName={detail?.list.name ?? ''}
        labels={labels}
        members={members}
        onClose={() => setOpenCard(null)}
        onSave={(card: ScrumCard) => {
          if (current && detail)
            dispatch(A.cardEditRequested({ boardId: current.id, listId: detail.list.id, card }));
          setOpenCard(null);
        }}
        onDelete={(card: ScrumCard) => {
          if (current && detail)
            dispatch(A.cardDeleteRequested({ boardId: current.id, listId: detail.list.id, cardId: card.id }));
          setOpenCard(null);
        }}
      />
    </AppsContainer>
  );
}
