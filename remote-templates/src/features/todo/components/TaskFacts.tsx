import { Button, Descriptions, Select, Space } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { selectTodo, todoActions as A, type TodoState } from '../store/todo-slice';
import type { Task } from '../types';
import { StaffAvatar } from './StaffAvatar';
import { formatTaskDate } from './dates';

/** A task's facts: status and priority to change, labels to toggle, its people and dates. */
export function TaskFacts({ task, onChange }: { task: Task; onChange: (changes: Partial<Task>) => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { labels, statuses, priorities } = useAppSelector((s: { templatesTodo: TodoState }) => selectTodo(s));
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      style={{ marginBlockEnd: 16 }}
      items={[
        {
          key: 'status',
          label: <FormattedMessage id="templates.todo.detail.status" />,
          children: (
            <Select
              value={task.status}
              style={{ minWidth: 150 }}
              aria-label={intl.formatMessage({ id: 'templates.todo.detail.status' })}
              data-testid="todo-status"
              onChange={(status) => onChange({ status })}
              options={statuses.map((s) => ({
                value: s.id,
                label: intl.formatMessage({ id: `templates.todo.status.${s.id}`, defaultMessage: s.name }),
              }))}
            />
          ),
        },
        {
          key: 'priority',
          label: <FormattedMessage id="templates.todo.detail.priority" />,
          children: (
            <Select
              value={task.priority.type}
              style={{ minWidth: 150 }}
              aria-label={intl.formatMessage({ id: 'templates.todo.detail.priority' })}
              onChange={(type) => {
                const priority = priorities.find((p) => p.type === type);
                if (priority) onChange({ priority });
              }}
              options={priorities.map((p) => ({
                value: p.type,
                label: intl.formatMessage({
                  id: `templates.todo.priority.${p.type}`,
                  defaultMessage: p.name,
                }),
              }))}
            />
          ),
        },
        {
          key: 'labels',
          label: <FormattedMessage id="templates.todo.detail.labels" />,
          span: { xs: 1, sm: 1, md: 2 },
          children: (
            <Space
              size={[4, 8]}
              wrap
              role="group"
              aria-label={intl.formatMessage({ id: 'templates.todo.detail.labels' })}
            >
              {labels.map((label) => {
                const on = task.label.some((l) => l.id === label.id);
                return (
                  <Button
                    key={label.id}
                    size="small"
                    shape="round"
                    aria-pressed={on}
                    icon={on ? <CheckOutlined /> : undefined}
                    data-testid={`todo-label-toggle-${label.alias}`}
                    onClick={() =>
                      dispatch(A.labelToggleRequested({ taskIds: [task.id], labelId: label.id }))
                    }
                    style={
                      on
                        ? { background: label.color, borderColor: label.color, color: '#fff' }
                        : { borderColor: label.color }
                    }
                  >
                    <FormattedMessage
                      id={`templates.todo.label.${label.alias}`}
                      defaultMessage={label.label}
                    />
                  </Button>
                );
              })}
            </Space>
          ),
        },
        {
          key: 'assignee',
          label: <FormattedMessage id="templates.todo.detail.assignee" />,
          children: (
            <Space>
              <StaffAvatar name={task.assignedTo.name} size="small" />
              {task.assignedTo.name}
            </Space>
          ),
        },
        {
          key: 'createdBy',
          label: <FormattedMessage id="templates.todo.detail.createdBy" />,
          children: (
            <Space>
              <StaffAvatar name={task.createdBy.name} size="small" />
              {task.createdBy.name}
            </Space>
          ),
        },
        {
          key: 'startDate',
          label: <FormattedMessage id="templates.todo.detail.startDate" />,
          children: formatTaskDate(intl, task.startDate),
        },
        {
          key: 'scheduled',
          label: <FormattedMessage id="templates.todo.detail.scheduled" />,
          children: formatTaskDate(intl, task.scheduleMobile) || '—',
        },
        {
          key: 'createdOn',
          label: <FormattedMessage id="templates.todo.detail.createdOn" />,
          children: formatTaskDate(intl, task.createdOn),
        },
      ]}
    />
  );
}
