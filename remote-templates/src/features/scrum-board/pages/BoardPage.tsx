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
import { emptyCard, type Board, type CardList, type ScrumCard } from '../types';

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

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

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

  const announcements: Announcements = useMemo(() => {
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, intl]);

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
    if (!current || !over || a.id === over.id) return;
    const from = locate(current, a.id);
    const to = locate(current, over.id);
    if (!from?.card || !to) return;
    const sameList = from.list.id === to.list.id;
    // Over a list (not a card): its end. Over a card: that card's place.
    const position = to.card === null ? to.list.cards.length - (sameList ? 1 : 0) : to.index;
    if (sameList && from.index === position) return;
    move(from.card.id, from.list.id, to.list.id, position);
  };

  const notFound = boardId === id && boardLoaded && !current && !error;
  const BackIcon = rtl ? ArrowRightOutlined : ArrowLeftOutlined;

  return (
    <AppsContainer
      title={current?.name ?? t('title')}
      extra={
        <Space wrap>
          <Button icon={<BackIcon />} onClick={() => navigate('/apps/scrum-board')}>
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
                {current.list.map((list) => (
                  <ListColumn
                    key={list.id}
                    list={list}
                    lists={current.list}
                    labels={labels}
                    members={members}
                    highlighted={overListId === list.id}
                    onOpenCard={(cardId, listId) => setOpenCard({ cardId, listId })}
                    onMoveTo={(cardId, fromListId, toListId) =>
                      move(
                        cardId,
                        fromListId,
                        toListId,
                        current.list.find((l) => l.id === toListId)?.cards.length ?? 0,
                      )
                    }
                    onAddCard={(listId, title) =>
                      dispatch(A.cardAddRequested({ boardId: current.id, listId, card: emptyCard(title) }))
                    }
                    onEdit={(l) => setListDialog({ kind: 'edit', list: l })}
                    onDelete={(l) => setDeletingList(l)}
                  />
                ))}
                {current.list.length === 0 && (
                  <div style={{ flex: `0 0 ${COLUMN_WIDTH}px` }}>
                    <Button
                      type="dashed"
                      block
                      icon={<PlusOutlined />}
                      onClick={() => setListDialog({ kind: 'add' })}
                    >
                      {t('list.add')}
                    </Button>
                  </div>
                )}
              </div>
              <DragOverlay>
                {active?.card && (
                  <Card
                    size="small"
                    styles={{ body: { padding: 10 } }}
                    style={{ width: COLUMN_WIDTH - 22, cursor: 'grabbing' }}
                  >
                    <CardFace card={active.card} labels={labels} members={members} />
                  </Card>
                )}
              </DragOverlay>
            </DndContext>
          )}
        </LoadState>
      )}
      <NameDialog
        open={listDialog !== null}
        title={listDialog?.kind === 'edit' ? t('list.edit') : t('list.add')}
        label={t('list.name')}
        initialName={listDialog?.kind === 'edit' ? listDialog.list.name : ''}
        okText={listDialog?.kind === 'edit' ? t('save') : t('list.addSubmit')}
        onCancel={() => setListDialog(null)}
        onSubmit={(name) => {
          if (current && listDialog?.kind === 'edit')
            dispatch(A.listEditRequested({ boardId: current.id, listId: listDialog.list.id, name }));
          else if (current) dispatch(A.listAddRequested({ boardId: current.id, name }));
          setListDialog(null);
        }}
      />
      <ConfirmDialog
        open={deletingList !== null}
        danger
        title={t('list.deleteTitle')}
        message={t('list.deleteMessage', { name: deletingList?.name ?? '' })}
        onCancel={() => setDeletingList(null)}
        onConfirm={() => {
          if (current && deletingList)
            dispatch(A.listDeleteRequested({ boardId: current.id, listId: deletingList.id }));
          setDeletingList(null);
        }}
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
