import type { ReactNode } from 'react';
import { Button, Skeleton, Typography, theme } from 'antd';
import {
  CalendarOutlined,
  CheckCircleOutlined,
  DeleteOutlined,
  FlagOutlined,
  PlusOutlined,
  ScheduleOutlined,
  StarOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { selectTodo, todoActions, type TodoState } from '../store/todo-slice';

const FOLDER_ICONS: Record<string, ReactNode> = {
  all: <UnorderedListOutlined />,
  starred: <StarOutlined />,
  priority: <FlagOutlined />,
  scheduled: <ScheduleOutlined />,
  today: <CalendarOutlined />,
  completed: <CheckCircleOutlined />,
  deleted: <DeleteOutlined />,
};

function SidebarLink({
  to,
  active,
  icon,
  children,
}: {
  to: string;
  active: boolean;
  icon: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        paddingBlock: 8,
        paddingInline: 12,
        borderRadius: token.borderRadius,
        color: active ? token.colorPrimary : token.colorText,
        background: active ? token.colorPrimaryBg : 'transparent',
        fontWeight: active ? 600 : undefined,
      }}
    >
      {icon}
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{children}</span>
    </Link>
  );
}

/** "Add task", the seven folders and the four labels. */
export function TodoSidebar({ type, name }: { type: 'folder' | 'label'; name: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { folders, labels } = useAppSelector((s: { templatesTodo: TodoState }) => selectTodo(s));
  const { token } = theme.useToken();

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Button
        type="primary"
        block
        icon={<PlusOutlined />}
        onClick={() => dispatch(todoActions.composeOpened())}
        data-testid="todo-add-task"
      >
        <FormattedMessage id="templates.todo.addTask" />
      </Button>
      <nav aria-label={intl.formatMessage({ id: 'templates.todo.folders' })}>
        <Typography.Text type="secondary" style={{ display: 'block', paddingInline: 12, marginBlock: 4 }}>
          <FormattedMessage id="templates.todo.folders" />
        </Typography.Text>
        {folders.length === 0 && <Skeleton active paragraph={{ rows: 5 }} title={false} />}
        {folders.map((folder) => (
          <SidebarLink
            key={folder.id}
            to={generatePath(TEMPLATE_PATHS.todo.folder, { folder: folder.alias })}
            active={type === 'folder' && name === folder.alias}
            icon={FOLDER_ICONS[folder.alias] ?? <UnorderedListOutlined />}
          >
            <FormattedMessage id={`templates.todo.folder.${folder.alias}`} defaultMessage={folder.name} />
          </SidebarLink>
        ))}
      </nav>
      <nav aria-label={intl.formatMessage({ id: 'templates.todo.labels' })}>
        <Typography.Text type="secondary" style={{ display: 'block', paddingInline: 12, marginBlock: 4 }}>
          <FormattedMessage id="templates.todo.labels" />
        </Typography.Text>
        {labels.map((label) => (
          <SidebarLink
            key={label.id}
            to={generatePath(TEMPLATE_PATHS.todo.label, { label: label.alias })}
            active={type === 'label' && name === label.alias}
            icon={
              <span
                aria-hidden
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  background: label.color,
                  boxShadow: `0 0 0 2px ${token.colorBgContainer}`,
                }}
              />
            }
          >
            <FormattedMessage id={`templates.todo.label.${label.alias}`} defaultMessage={label.label} />
          </SidebarLink>
        ))}
      </nav>
    </div>
  );
}
