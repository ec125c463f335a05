import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Dropdown, Pagination, Space, Tag, Tooltip, Typography, theme } from 'antd';
import {
  DeleteOutlined,
  PaperClipOutlined,
  ReloadOutlined,
  StarFilled,
  StarOutlined,
  TagOutlined,
} from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { ConfirmDialog } from '@phonesheet/shared/ui';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { LIST_PAGE_SIZE } from '../../../mock/paging';
import { selectTodo, todoActions as A, type TodoState } from '../store/todo-slice';
import type { Task } from '../types';
import { LabelTag, PriorityTag } from './TaskTags';
import { StaffAvatar } from './StaffAvatar';
import { formatTaskDate } from './dates';

function TaskRow({ task, base, selected }: { task: Task; base: string; selected: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const selection = useAppSelector((s: { templatesTodo: TodoState }) => selectTodo(s).selected);
  const done = task.status === 3;

  return (
    <div
      data-testid="todo-task-row"
      data-task-id={task.id}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        flexWrap: 'wrap',
        paddingBlock: 10,
        paddingInline: 16,
        borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
        background: selected ? token.colorPrimaryBg : undefined,
      }}
    >
      <Checkbox
        checked={selected}
        aria-label={intl.formatMessage({ id: 'templates.todo.selectTask' }, { title: task.title })}
        onChange={(e) =>
          dispatch(
            A.selectionChanged(
              e.target.checked ? [...selection, task.id] : selection.filter((id) => id !== task.id),
            ),
          )
        }
      />
      <Button
        type="text"
        size="small"
        aria-pressed={task.isStarred}
        aria-label={intl.formatMessage(
          { id: task.isStarred ? 'templates.todo.unstarTask' : 'templates.todo.starTask' },
          { title: task.title },
        )}
        icon={task.isStarred ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
        onClick={() => dispatch(A.starRequested({ taskIds: [task.id], status: !task.isStarred }))}
      />
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Link
          to={`${base}/${task.id}`}
          data-testid="todo-task-title"
          style={{
            color: token.colorText,
            fontWeight: task.isRead ? 400 : 600,
            textDecoration: done ? 'line-through' : undefined,
            overflowWrap: 'anywhere',
          }}
        >
          <bdi>{task.title}</bdi>
        </Link>
        {task.isAttachment && (
          <PaperClipOutlined
            style={{ marginInlineStart: 6, color: token.colorTextSecondary }}
            aria-label={intl.formatMessage({ id: 'templates.todo.attachment' })}
          />
        )}
      </div>
      <Space size={4} wrap>
        <PriorityTag priority={task.priority} />
        {task.label.map((label) => (
          <LabelTag key={label.id} label={label} />
        ))}
        {done && (
          <Tag color="success" style={{ marginInlineEnd: 0 }}>
            <FormattedMessage id="templates.todo.status.3" />
          </Tag>
        )}
      </Space>
      <StaffAvatar name={task.assignedTo.name} size="small" tooltip />
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, whiteSpace: 'nowrap' }}>
        {formatTaskDate(intl, task.startDate)}
      </Typography.Text>
    </div>
  );
}

/** What the selected tasks can have done to them at once: star, unstar, label, delete. */
function BulkActions({
  taskIds,
  labels,
  inDeleted,
  onDelete,
}: {
  taskIds: number[];
  labels: TodoState['labels'];
  /** The Deleted folder's tasks are not deleted again. */
  inDeleted: boolean;
  onDelete: () => void;
}) {
  const dispatch = useAppDispatch();
  return (
    <Space size={4} wrap>
      <Typography.Text type="secondary" style={{ marginInlineEnd: 4 }}>
        <FormattedMessage id="templates.todo.selectedCount" values={{ count: taskIds.length }} />
      </Typography.Text>
      <Button
        size="small"
        icon={<StarFilled />}
        onClick={() => dispatch(A.starRequested({ taskIds: taskIds, status: true }))}
      >
        <FormattedMessage id="templates.todo.star" />
      </Button>
      <Button
        size="small"
        icon={<StarOutlined />}
        onClick={() => dispatch(A.starRequested({ taskIds: taskIds, status: false }))}
      >
        <FormattedMessage id="templates.todo.unstar" />
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: labels.map((label) => ({
            key: String(label.id),
            label: (
              <FormattedMessage id={`templates.todo.label.${label.alias}`} defaultMessage={label.label} />
            ),
            icon: (
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  background: label.color,
                }}
              />
            ),
          })),
          onClick: ({ key }) => dispatch(A.labelToggleRequested({ taskIds: taskIds, labelId: Number(key) })),
        }}
      >
        <Button size="small" icon={<TagOutlined />} data-testid="todo-bulk-label">
          <FormattedMessage id="templates.todo.bulk.label" />
        </Button>
      </Dropdown>
      {!inDeleted && (
        <Button size="small" danger icon={<DeleteOutlined />} onClick={onDelete}>
          <FormattedMessage id="templates.todo.delete" />
        </Button>
      )}
    </Space>
  );
}

/** One folder's or label's tasks, 15 a page, with bulk star, label and delete. */
export function TaskList({ type, name, base }: { type: 'folder' | 'label'; name: string; base: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const todo = useAppSelector((s: { templatesTodo: TodoState }) => selectTodo(s));
  const { loading, error } = useFetchState('todo/list');
  const [confirming, setConfirming] = useState(false);
  const { query, list, total, selected, labels, loaded } = todo;

  // Back from a task to the same list: stay on its page; another list starts on its first page.
  const queryRef = useRef(query);
  queryRef.current = query;
  useEffect(() => {
    const last = queryRef.current;
    const page = last.type === type && last.name === name ? last.page : 0;
    dispatch(A.listRequested({ type, name, page }));
  }, [dispatch, type, name]);

  const showing = query.type === type && query.name === name;
  const rows = showing ? list : [];
  const allSelected = rows.length > 0 && rows.every((t) => selected.includes(t.id));
  const someSelected = selected.length > 0 && !allSelected;
  const chosen = rows.filter((t) => selected.includes(t.id));
  const reload = () => dispatch(A.listRequested({ type, name, page: showing ? query.page : 0 }));
  const inDeleted = type === 'folder' && name === 'deleted';

  return (
    <div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          flexWrap: 'wrap',
          paddingBlock: 10,
          paddingInline: 16,
        }}
        data-testid="todo-toolbar"
      >
        <Checkbox
          checked={allSelected}
          indeterminate={someSelected}
          disabled={rows.length === 0}
          aria-label={intl.formatMessage({ id: 'templates.todo.selectAll' })}
          onChange={(e) => dispatch(A.selectionChanged(e.target.checked ? rows.map((t) => t.id) : []))}
        />
        {chosen.length > 0 ? (
          <BulkActions
            taskIds={chosen.map((t) => t.id)}
            labels={labels}
            inDeleted={inDeleted}
            onDelete={() => setConfirming(true)}
          />
        ) : (
          <Tooltip title={intl.formatMessage({ id: 'templates.todo.refresh' })}>
            <Button
              type="text"
              size="small"
              icon={<ReloadOutlined spin={loading && rows.length > 0} />}
              aria-label={intl.formatMessage({ id: 'templates.todo.refresh' })}
              onClick={reload}
            />
          </Tooltip>
        )}
        <div style={{ flex: '1 1 auto' }} />
        {showing && total > LIST_PAGE_SIZE && (
          <Pagination
            size="small"
            current={query.page + 1}
            pageSize={LIST_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            showTotal={(all, [from, to]) =>
              intl.formatMessage({ id: 'templates.todo.range' }, { from, to, total: all })
            }
            onChange={(page) => dispatch(A.listRequested({ type, name, page: page - 1 }))}
          />
        )}
      </div>
      <div data-testid="todo-list" aria-busy={loading || undefined}>
        <LoadState
          loading={loading || (!loaded && !error)}
          error={error}
          empty={rows.length === 0}
          emptyText={<FormattedMessage id="templates.todo.empty" />}
          onRetry={reload}
          rows={8}
        >
          {rows.map((task) => (
            <TaskRow key={task.id} task={task} base={base} selected={selected.includes(task.id)} />
          ))}
        </LoadState>
      </div>
      <ConfirmDialog
        open={confirming}
        danger
        title={<FormattedMessage id="templates.todo.confirm.title" />}
        message={<FormattedMessage id="templates.todo.confirm.message" values={{ count: chosen.length }} />}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          dispatch(A.deleteRequested(chosen.map((t) => t.id)));
        }}
      />
    </div>
  );
}
