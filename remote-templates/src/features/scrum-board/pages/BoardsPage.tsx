import { useEffect, useState } from 'react';
import { generatePath, Link } from 'react-router-dom';
import { Button, Card, Col, Flex, Row, Typography, theme } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ProjectOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { ConfirmDialog } from '@phonesheet/shared/ui';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { AppsContainer } from '../../../app-kit/AppsContainer';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { NameDialog } from '../components/NameDialog';
import { SCRUM_KEYS } from '../store/scrum-board-saga';
import { scrumBoardActions as A, selectScrumBoard } from '../store/scrum-board-slice';
import type { Board } from '../types';

type Dialog = { kind: 'add' } | { kind: 'edit'; board: Board } | null;

/** /apps/scrum-board: every board, with add, rename and delete. */
export default function BoardsPage() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `templates.scrumBoard.${id}` }, values);
  const dispatch = useAppDispatch();
  const { boards, boardsLoaded } = useAppSelector(selectScrumBoard);
  const { loading, error } = useFetchState(SCRUM_KEYS.boards);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<Board | null>(null);

  useEffect(() => {
    dispatch(A.boardsRequested());
  }, [dispatch]);

  const addButton = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => setDialog({ kind: 'add' })}
      data-testid="scrum-add-board"
    >
      {t('board.add')}
    </Button>
  );

  return (
    <AppsContainer title={t('title')} extra={addButton}>
      <div style={{ padding: 16 }} data-testid="scrum-boards">
        <LoadState
          loading={loading || !boardsLoaded}
          error={error}
          empty={boards.length === 0}
          emptyText={t('board.empty')}
          onRetry={() => dispatch(A.boardsRequested())}
        >
          <Row gutter={[16, 16]}>
            {boards.map((board) => {
              const cards = board.list.reduce((sum, l) => sum + l.cards.length, 0);
              return (
                <Col key={board.id} xs={24} sm={12} lg={8} xxl={6}>
                  <Card
                    size="small"
                    data-testid={`scrum-board-${board.id}`}
                    actions={[
                      <Button
                        key="edit"
                        type="text"
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t('board.editAria', { name: board.name })}
                        onClick={() => setDialog({ kind: 'edit', board })}
                      />,
                      <Button
                        key="delete"
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('board.deleteAria', { name: board.name })}
                        onClick={() => setDeleting(board)}
                      />,
                    ]}
                  >
                    <Link
                      to={generatePath(TEMPLATE_PATHS.scrumBoard.board, { id: String(board.id) })}
                      style={{ display: 'block', color: 'inherit' }}
                      data-testid={`scrum-open-board-${board.id}`}
                    >
                      <Flex gap={12} align="center">
                        <ProjectOutlined style={{ fontSize: 28, color: token.colorPrimary }} />
                        <div style={{ minWidth: 0 }}>
                          <Typography.Title level={5} style={{ margin: 0 }} ellipsis>
                            {board.name}
                          </Typography.Title>
                          <Typography.Text type="secondary">
                            {t('board.summary', { lists: board.list.length, cards })}
                          </Typography.Text>
                        </div>
                      </Flex>
                    </Link>
                  </Card>
                </Col>
              );
            })}
          </Row>
        </LoadState>
      </div>
      <NameDialog
        open={dialog !== null}
        title={dialog?.kind === 'edit' ? t('board.edit') : t('board.add')}
        label={t('board.name')}
        initialName={dialog?.kind === 'edit' ? dialog.board.name : ''}
        okText={dialog?.kind === 'edit' ? t('save') : t('board.addSubmit')}
        onCancel={() => setDialog(null)}
        onSubmit={(name) => {
          if (dialog?.kind === 'edit') dispatch(A.boardEditRequested({ id: dialog.board.id, name }));
          else dispatch(A.boardAddRequested(name));
          setDialog(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('board.deleteTitle')}
        message={t('board.deleteMessage', { name: deleting?.name ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) dispatch(A.boardDeleteRequested(deleting.id));
          setDeleting(null);
        }}
      />
    </AppsContainer>
  );
}
